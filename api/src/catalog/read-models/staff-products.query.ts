import { Inject, Injectable } from '@nestjs/common';
import type { ProductChange, StockStatus } from '@petshop/contract';
import type pg from 'pg';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { PRODUCT_COLUMNS, toProduct, type Product, type ProductRow } from '../product.js';
import { containing } from '../../platform/database/like.js';

export type StaffProductSort = 'id' | 'name' | 'price' | 'stock' | 'createdAt';

export interface StaffProductListQuery {
  q?: string;
  category?: string;
  stockStatus?: StockStatus;
  /** react-admin's getMany asks for these ids. */
  ids?: string[];
  sort: StaffProductSort;
  order: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

const SORT_COLUMN: Record<StaffProductSort, string> = { id: 'id', name: 'name', price: 'price', stock: 'stock', createdAt: 'created_at' };

const WHERE = `($1::text IS NULL OR name ILIKE $1 OR sku ILIKE $1 OR category ILIKE $1)
  AND ($2::text IS NULL OR category = $2) AND ($3::text IS NULL OR stock_status = $3) AND ($4::uuid[] IS NULL OR id = ANY ($4))`;

/** The staff console's view of the catalogue: straight from the table, never from the storefront's caches. */
@Injectable()
export class StaffProductsQuery {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  async list(query: StaffProductListQuery): Promise<{ products: Product[]; total: number }> {
    const filters = [query.q ? containing(query.q) : null, query.category ?? null, query.stockStatus ?? null, query.ids ?? null];
    const { rows } = await this.pool.query<ProductRow & { total: string }>(
      `SELECT ${PRODUCT_COLUMNS}, count(*) OVER () AS total FROM products WHERE ${WHERE}
       ORDER BY ${SORT_COLUMN[query.sort]} ${query.order === 'DESC' ? 'DESC' : 'ASC'}, id LIMIT $5 OFFSET $6`,
      [...filters, query.limit, query.offset],
    );
    if (rows[0]) return { products: rows.map(toProduct), total: Number(rows[0].total) };
    const counted = await this.pool.query<{ n: string }>(`SELECT count(*) AS n FROM products WHERE ${WHERE}`, filters);
    return { products: [], total: Number(counted.rows[0]!.n) };
  }

  async find(id: string): Promise<Product | null> {
    const { rows } = await this.pool.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products WHERE id = $1`, [id]);
    return rows[0] ? toProduct(rows[0]) : null;
  }

  async changes(productId: string): Promise<ProductChange[]> {
    const { rows } = await this.pool.query<ProductChange>(
      `SELECT id::text, product_id::text AS "productId", actor, action, fields,
              to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
       FROM product_changes WHERE product_id = $1 ORDER BY at DESC, id DESC`,
      [productId],
    );
    return rows;
  }
}
