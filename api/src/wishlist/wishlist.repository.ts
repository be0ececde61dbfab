import { Inject, Injectable } from '@nestjs/common';
import type { WishlistItem } from '@petshop/contract';
import type pg from 'pg';
import { PRODUCT_COLUMNS, toProduct, type ProductRow } from '../catalog/product.js';
import { DATABASE_POOL } from '../platform/database/pool.js';

@Injectable()
export class WishlistRepository {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  async list(userId: string): Promise<WishlistItem[]> {
    const { rows } = await this.pool.query<ProductRow>(
      `SELECT ${PRODUCT_COLUMNS}
       FROM wishlist_items JOIN products ON products.id = wishlist_items.product_id
       WHERE wishlist_items.user_id = $1 ORDER BY wishlist_items.added_at DESC`,
      [userId],
    );
    return rows.map((row) => ({ _id: row.id, product: toProduct(row) }));
  }

  /** False when there is no such product. Adding twice keeps one. */
  async add(userId: string, productId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `INSERT INTO wishlist_items (user_id, product_id) SELECT $1, id FROM products WHERE id = $2
       ON CONFLICT (user_id, product_id) DO NOTHING`,
      [userId, productId],
    );
    if (rowCount) return true;
    return Boolean((await this.pool.query('SELECT 1 FROM products WHERE id = $1', [productId])).rowCount);
  }

  async remove(userId: string, productId: string): Promise<void> {
    await this.pool.query('DELETE FROM wishlist_items WHERE user_id = $1 AND product_id = $2', [userId, productId]);
  }
}
