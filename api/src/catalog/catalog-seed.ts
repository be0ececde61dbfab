import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { DATABASE_POOL, withTransaction } from '../platform/database/pool.js';
import { CATALOG_CHANGED } from './product.js';
import { seedProducts } from './seed/products.seed.js';

const SEED_LOCK = 7_202_611; // any constant shared by every API instance
const DAY_MS = 86_400_000;

/**
 * The shop opens with a starting catalogue: on the first start, when there are no products yet.
 * Staff own the catalogue from then on, so it is never seeded again.
 */
@Injectable()
export class CatalogSeed implements OnApplicationBootstrap {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  onApplicationBootstrap(): Promise<void> {
    return withTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
      const { rowCount } = await client.query('SELECT 1 FROM products LIMIT 1');
      if (rowCount) return;
      const now = Date.now();
      for (const product of seedProducts) {
        await client.query(
          `INSERT INTO products (id, slug, sku, name, category, pet, price, original_price, stock, stock_status, colors, sizes, images,
                                 description, key_features, why_choose, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17)`,
          [
            randomUUID(),
            product.slug,
            product.sku,
            product.name,
            product.category,
            product.pet,
            product.price,
            product.originalPrice,
            product.stock,
            product.stockStatus,
            JSON.stringify(product.colors.map((color) => ({ _id: randomUUID(), ...color }))),
            JSON.stringify(product.sizes),
            JSON.stringify([`/media/products/${product.image}`]),
            product.description,
            JSON.stringify(product.keyFeatures),
            JSON.stringify(product.whyChoose),
            new Date(now - product.createdDaysAgo * DAY_MS),
          ],
        );
      }
      await client.query('SELECT pg_notify($1, $2)', [CATALOG_CHANGED, 'seeded']);
    });
  }
}
