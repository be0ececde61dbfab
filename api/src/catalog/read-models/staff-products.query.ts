import type { ProductChange, StockStatus } from '@petshop/contract';
import type pg from 'pg';
import { containing } from '../../platform/database/like.js';
import { pagedList, sql } from '../../platform/database/paged-list.js';
import { UUID } from '../../platform/http/validation.js';
import { PRODUCT_COLUMNS, toProduct } from '../product.js';

/** The staff console's view of the catalogue: straight from the table, never from the storefront's caches. */
export const staffProducts = pagedList({
  from: 'products',
  columns: PRODUCT_COLUMNS,
  record: toProduct,
  ids: UUID,
  filters: {
    q: (q: string) => {
      if (!q) return undefined;
      const pattern = containing(q);
      return sql`name ILIKE ${pattern} OR sku ILIKE ${pattern} OR category ILIKE ${pattern}`;
    },
    category: (category: string) => (category ? sql`category = ${category}` : undefined),
    stockStatus: (status: StockStatus) => sql`stock_status = ${status}`,
    /** react-admin's getMany asks for these ids; one that is no uuid names no product. */
    id: (ids: string | string[]) => sql`id = ANY (${[ids].flat().filter((id) => UUID.test(id))}::uuid[])`,
  },
  sorts: { id: 'id', name: 'name', price: 'price', stock: 'stock', createdAt: 'created_at' },
});

/** Who changed a product, when, and which fields, newest first; kept after it is deleted. */
export async function productChanges(db: Pick<pg.Pool, 'query'>, productId: string): Promise<ProductChange[]> {
  if (!UUID.test(productId)) return [];
  const { rows } = await db.query<ProductChange>(
    `SELECT id::text, product_id::text AS "productId", actor_view(actor) AS actor, action, fields,
            to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
     FROM product_changes WHERE product_id = $1 ORDER BY at DESC, id DESC`,
    [productId],
  );
  return rows;
}
