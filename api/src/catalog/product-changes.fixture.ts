import type { ProductCreateBody } from '@petshop/contract';
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { hearLocally } from '../platform/database/local-announcements.js';
import { PgNotifications } from '../platform/database/notifications.js';
import type { Actor } from '../platform/event-store/event-store.port.js';
import { createTestDatabase } from '../platform/testing/test-database.js';
import { CATALOG_CHANGED } from './product.js';

// What the catalogue commands' specs share: a database that says what CATALOG_CHANGED told, a staff
// actor, a valid new product, the changes recorded.

/**
 * A catalogue database (for `suiteWorld`) with the products changed as CATALOG_CHANGED tells them:
 * `heardHere` by this process's caches as the command commits (hearLocally), `announced` to every
 * process, later (NOTIFY).
 */
export async function catalogueWorld(label: string) {
  const database = await createTestDatabase(label);
  const notifications = new PgNotifications(database.url);
  await notifications.start();
  const announced: string[] = [];
  const heardHere: string[] = [];
  await notifications.listen(CATALOG_CHANGED, (payload) => announced.push(payload));
  hearLocally(database.pool, CATALOG_CHANGED, (payload) => heardHere.push(payload));
  return {
    pool: database.pool,
    announced,
    heardHere,
    async close() {
      await notifications.stop();
      await database.drop();
    },
  };
}

export const staffActor: Actor = { _id: '7d3f1a52-1111-4c5b-9a9b-000000000001', role: 'staff' };

/** A product as the add-product form would send it, with a slug and SKU of its own. */
export function newProduct(overrides: Partial<ProductCreateBody> = {}): ProductCreateBody {
  const tag = randomBytes(4).toString('hex');
  return {
    name: 'Cosy cat bed',
    price: 899.5,
    originalPrice: null,
    category: 'accessories',
    slug: `cosy-cat-bed-${tag}`,
    sku: `CAT-BED-${tag}`,
    description: 'A round bed for a curled-up cat',
    stockStatus: 'in-stock',
    stock: 12,
    colors: [{ name: 'green', value: '#2e7d32' }],
    sizes: ['S', 'M'],
    images: ['/media/products/cat-bed.svg'],
    keyFeatures: ['Washable'],
    whyChoose: ['Cats love it'],
    ...overrides,
  };
}

export async function changesOf(pool: pg.Pool, productId: string): Promise<{ actor: Actor; action: string; fields: string[] }[]> {
  const { rows } = await pool.query('SELECT actor, action, fields FROM product_changes WHERE product_id = $1 ORDER BY id', [productId]);
  return rows;
}
