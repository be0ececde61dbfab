import { SKU_TAKEN, SLUG_TAKEN } from '@petshop/contract';
import type pg from 'pg';
import { announceLocally } from '../platform/database/local-announcements.js';
import { withTransaction } from '../platform/database/pool.js';
import type { Actor } from '../platform/event-store/event-store.port.js';
import { Rejection } from '../platform/event-sourcing/rejection.js';
import { CATALOG_CHANGED, PRODUCT_COLUMNS, toProduct, type Product, type ProductRow } from './product.js';

// What the staff product commands share: the transaction a change runs in, reading the product they
// change, recording the change, and the words for a slug or SKU another product already has.

export type ProductChangeAction = 'created' | 'updated' | 'deleted';

type Client = Pick<pg.PoolClient, 'query'>;

/**
 * A staff change of product `id`, in one transaction; a slug or SKU another product has is the 409
 * the staff read. This process's caches hear of it before the answer; the NOTIFY tells the others.
 */
export async function changeProduct<T>(pool: pg.Pool, id: string, change: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const changed = await withTransaction(pool, change).catch((error: unknown) => {
    throw asTakenRejection(error);
  });
  announceLocally(pool, CATALOG_CHANGED, id);
  return changed;
}

/** The product as it now stands, with every process told (at commit) that it changed. */
export async function announcedProduct(client: Client, id: string): Promise<Product> {
  await client.query('SELECT pg_notify($1, $2)', [CATALOG_CHANGED, id]);
  return (await lockedProduct(client, id))!;
}

/** The product as the catalogue answers it, locked for the rest of the transaction. */
export async function lockedProduct(client: Client, id: string): Promise<Product | null> {
  const { rows } = await client.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products WHERE id = $1 FOR UPDATE`, [id]);
  return rows[0] ? toProduct(rows[0]) : null;
}

export async function recordProductChange(client: Client, productId: string, actor: Actor, action: ProductChangeAction, fields: string[]): Promise<void> {
  await client.query('INSERT INTO product_changes (product_id, actor, action, fields) VALUES ($1, $2, $3, $4)', [
    productId,
    JSON.stringify(actor),
    action,
    JSON.stringify(fields),
  ]);
}

/** A unique slug or SKU taken by another product, as the 409 the staff read; anything else as it was. */
function asTakenRejection(error: unknown): unknown {
  const constraint = (error as { code?: string; constraint?: string }).code === '23505' ? (error as { constraint?: string }).constraint : undefined;
  if (constraint === 'products_slug_key') return new Rejection('conflict', SLUG_TAKEN, 'slug');
  if (constraint === 'products_sku_key') return new Rejection('conflict', SKU_TAKEN, 'sku');
  return error;
}
