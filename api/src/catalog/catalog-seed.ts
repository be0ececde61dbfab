import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { DATABASE_POOL, withTransaction } from '../platform/database/pool.js';
import { CATALOG_CHANGED, insertProduct } from './product.js';
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
      for (const { image, createdDaysAgo, ...product } of seedProducts) {
        await insertProduct(client, randomUUID(), { ...product, images: [`/media/products/${image}`], createdAt: new Date(now - createdDaysAgo * DAY_MS) });
      }
      await client.query('SELECT pg_notify($1, $2)', [CATALOG_CHANGED, 'seeded']);
    });
  }
}
