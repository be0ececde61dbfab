import type { PersonalDataExport } from '@petshop/contract';
import type pg from 'pg';
import type { DataSubject, PersonalDetails } from '../platform/context.js';
import { isoTime } from '../platform/database/sql-time.js';
import { ERASED } from '../platform/personal-data.js';
import { CATALOG_CHANGED } from './product.js';
import { refreshProductRating } from './refresh-product-rating.js';

type Db = Pick<pg.PoolClient, 'query'>;

/**
 * Their reviews keep their rating and words (the product's figures stand), not who wrote them; the
 * products they reviewed show their latest reviews with the reviewer's name, so are shown again without it.
 */
export async function eraseReviewers(db: Db, { customerId, email }: PersonalDetails): Promise<void> {
  const { ERASED_CUSTOMER } = await import('@petshop/contract'); // the contract's schemas load with it: not at the start of every process that reads the contexts
  const reviewed = await db.query<{ productId: string }>('SELECT DISTINCT product_id::text AS "productId" FROM reviews WHERE user_id = $1 OR email = $2', [
    customerId,
    email,
  ]);
  await db.query('UPDATE reviews SET full_name = $3, email = $4 WHERE user_id = $1 OR email = $2', [customerId, email, ERASED_CUSTOMER, ERASED]);
  for (const { productId } of reviewed.rows) {
    await refreshProductRating(db, productId);
    await db.query('SELECT pg_notify($1, $2)', [CATALOG_CHANGED, productId]);
  }
}

export async function exportReviews({ db }: { db: Db }, { customerId, email }: DataSubject): Promise<Pick<PersonalDataExport, 'reviews'>> {
  const { rows } = await db.query<PersonalDataExport['reviews'][number]>(
    `SELECT r.id::text AS "_id", r.product_id::text AS "productId", p.name AS "productName", r.full_name AS "fullName", r.email, r.review, r.rating,
       r.visible, ${isoTime('r.created_at')} AS date
     FROM reviews r LEFT JOIN products p ON p.id = r.product_id WHERE r.user_id = $1 OR r.email = $2 ORDER BY r.created_at`,
    [customerId, email],
  );
  return { reviews: rows };
}
