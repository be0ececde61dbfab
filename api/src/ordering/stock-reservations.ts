import type pg from 'pg';
import { CATALOG_CHANGED } from '../catalog/product.js';
import { withTransaction, type PoolClient } from '../platform/database/pool.js';
import { Rejection } from '../platform/event-sourcing/rejection.js';

export interface ReservedLine {
  productId: string;
  name: string;
  quantity: number;
}

/**
 * Takes units out of the catalogue's stock with a conditional update, so two orders for the last
 * units can never both succeed. Lines are locked in product order, so concurrent orders never
 * deadlock.
 */
async function takeStock(client: PoolClient, lines: readonly ReservedLine[]): Promise<ReservedLine | null> {
  for (const line of [...lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
    const { rowCount } = await client.query(
      `UPDATE products SET stock = stock - $2,
         stock_status = CASE WHEN stock - $2 = 0 THEN 'out-of-stock' ELSE stock_status END, updated_at = now()
       WHERE id = $1 AND stock >= $2`,
      [line.productId, line.quantity],
    );
    if (!rowCount) return line;
  }
  return null;
}

/** Reserves the lines for the order once: a retried call for the same order takes nothing more. */
export async function reserveStock(pool: pg.Pool, orderId: string, lines: readonly ReservedLine[]): Promise<void> {
  await withTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`reservation:${orderId}`]);
    const { rowCount: reserved } = await client.query('SELECT 1 FROM stock_reservations WHERE order_id = $1', [orderId]);
    if (reserved) return;
    const short = await takeStock(client, lines);
    if (short) throw new Rejection('conflict', `Not enough stock of ${short.name}`, 'products');
    await client.query('INSERT INTO stock_reservations (order_id, lines) VALUES ($1, $2)', [orderId, JSON.stringify(lines)]);
    await client.query('SELECT pg_notify($1, $2)', [CATALOG_CHANGED, 'stock']);
  });
}

/** Gives the order's units back; true only for the call that actually released them. */
export function releaseStock(pool: pg.Pool, orderId: string, reason: string): Promise<boolean> {
  return withTransaction(pool, async (client) => {
    const { rows } = await client.query<{ lines: ReservedLine[] }>(
      `UPDATE stock_reservations SET released_at = now(), release_reason = $2
       WHERE order_id = $1 AND released_at IS NULL RETURNING lines`,
      [orderId, reason],
    );
    if (!rows[0]) return false;
    for (const line of rows[0].lines) {
      await client.query(
        `UPDATE products SET stock = stock + $2,
           stock_status = CASE WHEN stock_status = 'out-of-stock' THEN 'in-stock' ELSE stock_status END, updated_at = now()
         WHERE id = $1`,
        [line.productId, line.quantity],
      );
    }
    await client.query('SELECT pg_notify($1, $2)', [CATALOG_CHANGED, 'stock']);
    return true;
  });
}

/** Takes a released reservation again (an order paid after all); false when the units are gone. */
export function reclaimStock(pool: pg.Pool, orderId: string): Promise<boolean> {
  return withTransaction(pool, async (client) => {
    const { rows } = await client.query<{ lines: ReservedLine[]; released: boolean }>(
      'SELECT lines, released_at IS NOT NULL AS released FROM stock_reservations WHERE order_id = $1 FOR UPDATE',
      [orderId],
    );
    const reservation = rows[0];
    if (!reservation) return false;
    if (!reservation.released) return true;
    await client.query('SAVEPOINT reclaim');
    if (await takeStock(client, reservation.lines)) {
      await client.query('ROLLBACK TO SAVEPOINT reclaim'); // give back the lines already taken
      return false;
    }
    await client.query('UPDATE stock_reservations SET released_at = NULL, release_reason = NULL WHERE order_id = $1', [orderId]);
    await client.query('SELECT pg_notify($1, $2)', [CATALOG_CHANGED, 'stock']);
    return true;
  });
}
