import type { ProductCreateBody } from '@petshop/contract';
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Actor } from '../platform/event-store/event-store.port.js';

// What the staff product commands' specs share: a staff actor, a valid new product, the changes recorded.

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
