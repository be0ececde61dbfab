import type pg from 'pg';
import { REVIEW_COLUMNS } from './product.js';

/** Recomputes a product's rating, review count and latest three reviews from its visible reviews. */
export async function refreshProductRating(client: Pick<pg.PoolClient, 'query'>, productId: string): Promise<void> {
  await client.query(
    `UPDATE products p SET
       rating = coalesce((SELECT round(avg(rating), 1) FROM reviews WHERE product_id = p.id AND visible), 0),
       reviews_count = (SELECT count(*) FROM reviews WHERE product_id = p.id AND visible),
       latest_reviews = coalesce((
         SELECT jsonb_agg(to_jsonb(latest) ORDER BY latest.date DESC, latest."_id") FROM (
           SELECT ${REVIEW_COLUMNS} FROM reviews WHERE product_id = p.id AND visible ORDER BY created_at DESC, id LIMIT 3
         ) latest), '[]'),
       updated_at = now()
     WHERE id = $1`,
    [productId],
  );
}
