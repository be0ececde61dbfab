import type pg from 'pg';
import { CATALOG_CHANGED, STOCK_MOVED, stockMovedOf } from '../../catalog/product.js';
import { Announcer } from '../../platform/database/announcer.js';
import { withTransaction, type PoolClient } from '../../platform/database/pool.js';
import { writtenByTurn } from '../../platform/database/turn-batch.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import type { ShippingAddress } from '../events.js';
import { RECORD_SHIPPING_ADDRESSES } from '../checkout/shipping-addresses.js';

// A placement records its order within PLACEMENT_DEADLINE_MS (60 s) or gives its units back
// itself: a reservation (or a place among the unpaid orders) this old without an order belongs to a
// placement that is gone, whether or not its process still lives (one cut off from Postgres, say).
export const ABANDONED_AFTER_SECONDS = 120;

export interface ReservedLine {
  productId: string;
  name: string;
  quantity: number;
}

const announcers = new WeakMap<pg.Pool, Announcer>();
/**
 * Every order moves stock: told at most this often, with the products of every order since, the
 * other processes read the stock of those products again tens of times a second instead of hundreds
 * (this one at once).
 */
const STOCK_ANNOUNCED_EVERY_MS = 50;

/** Tells the catalogue's readers that the stock of these lines' products moved, once the change has committed. */
function announceStockChange(pool: pg.Pool, lines: readonly ReservedLine[]): void {
  let announcer = announcers.get(pool);
  if (!announcer) {
    announcer = new Announcer(pool, CATALOG_CHANGED, STOCK_MOVED, STOCK_ANNOUNCED_EVERY_MS, stockMovedOf);
    announcers.set(pool, announcer);
  }
  announcer.announce(lines.map((line) => line.productId));
}

/**
 * Lines in the order every change of stock locks their products: product id in byte order, as the
 * reserve_stock function takes them, so two changes of the same products never deadlock.
 */
const inLockOrder = (lines: readonly ReservedLine[]) => [...lines].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));

/**
 * Takes units out of the catalogue's stock with a conditional update, so two orders for the last
 * units can never both succeed.
 */
async function takeStock(client: PoolClient, lines: readonly ReservedLine[]): Promise<ReservedLine | null> {
  for (const line of inLockOrder(lines)) {
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

/** Where a placed order goes, recorded with its reservation (see shipping-addresses.ts). */
export interface ShipTo {
  customerId: string;
  address: ShippingAddress;
}

interface Reservation {
  orderId: string;
  lines: readonly ReservedLine[];
  placedBy: number;
  shipTo?: ShipTo;
}

// The reservations of a turn in one statement (see reserveStock): every product any of them takes
// is locked first, in the order reserve_stock locks an order's lines, so statements that reserve
// overlapping products wait for one another and never deadlock; then each order is reserved, with
// its shipping address when it has one.
const RESERVE = `
  WITH reservations AS (
    SELECT * FROM json_to_recordset($1::json) AS r("orderId" text, lines jsonb, "placedBy" integer, "customerId" text, address jsonb)
  ), locked AS (
    SELECT id FROM products
    WHERE id IN (SELECT (line->>'productId')::uuid FROM reservations, jsonb_array_elements(lines) AS line)
    ORDER BY id::text COLLATE "C" FOR UPDATE
  ), shipping_addresses AS (${RECORD_SHIPPING_ADDRESSES})
  SELECT reserve_stock("orderId", lines, "placedBy") FROM reservations WHERE (SELECT count(*) FROM locked) >= 0`;

const reservers = new WeakMap<pg.Pool, (reservation: Reservation) => Promise<void>>();

/** The pool's reservations of one turn, made in one statement (writtenByTurn). */
function reserverOf(pool: pg.Pool): (reservation: Reservation) => Promise<void> {
  let reserve = reservers.get(pool);
  if (!reserve) {
    reserve = writtenByTurn<Reservation, void>({
      key: ({ orderId }) => orderId,
      write: async (reservations) => {
        const rows = reservations.map(({ orderId, lines, placedBy, shipTo }) => ({ orderId, lines, placedBy, ...shipTo }));
        await pool.query({ name: 'reserve-stock', text: RESERVE, values: [JSON.stringify(rows)] });
        return reservations.map(() => undefined);
      },
    });
    reservers.set(pool, reserve);
  }
  return reserve;
}

/**
 * Reserves the lines for the order once, with the other reservations of the turn in one round trip
 * (the reserve_stock function), on behalf of the placing process `placedBy` (its ProcessInstance
 * key): a retried call for the same order takes the reservation over and takes nothing more, unless
 * its units had been given back; a short line takes nothing at all. Call it only for an order whose
 * stream holds no order yet. With `shipTo`, the order's shipping address is recorded in the same
 * statement, so a checkout commits both at once (and a short line records neither). A statement
 * refused for one order's short line is made again order by order, so only that order is refused.
 */
export async function reserveStock(pool: pg.Pool, orderId: string, lines: readonly ReservedLine[], placedBy: number, shipTo?: ShipTo): Promise<void> {
  try {
    await reserverOf(pool)({ orderId, lines, placedBy, ...(shipTo && { shipTo }) });
    announceStockChange(pool, lines);
  } catch (error) {
    const { code, message, detail } = error as { code?: string; message?: string; detail?: string };
    if (code === 'P0001' && message === 'short_stock') throw new Rejection('conflict', `Not enough stock of ${detail}`, 'products');
    throw error;
  }
}

/** Gives the order's units back; true only for the call that actually released them. */
export function releaseStock(pool: pg.Pool, orderId: string, reason: string): Promise<boolean> {
  return giveBack(pool, reason, 'order_id = $2', [orderId]);
}

/**
 * Gives back the units of a placement found abandoned, unless a retry of it took the reservation
 * over since it was looked at (another process, or a later reservation time: `reservedAt` is
 * Postgres's text of it, which keeps the microseconds a Date would lose).
 */
export function releaseAbandonedStock(pool: pg.Pool, orderId: string, seen: { placedBy: number | null; reservedAt: string }): Promise<boolean> {
  return giveBack(pool, 'never_placed', 'order_id = $2 AND placed_by IS NOT DISTINCT FROM $3 AND reserved_at = $4::timestamptz', [
    orderId,
    seen.placedBy,
    seen.reservedAt,
  ]);
}

async function giveBack(pool: pg.Pool, reason: string, which: string, values: unknown[]): Promise<boolean> {
  const released = await withTransaction(pool, async (client): Promise<readonly ReservedLine[] | null> => {
    const { rows } = await client.query<{ lines: ReservedLine[] }>(
      `UPDATE stock_reservations SET released_at = now(), release_reason = $1 WHERE ${which} AND released_at IS NULL RETURNING lines`,
      [reason, ...values],
    );
    if (!rows[0]) return null;
    for (const line of inLockOrder(rows[0].lines)) {
      await client.query(
        `UPDATE products SET stock = stock + $2,
           stock_status = CASE WHEN stock_status = 'out-of-stock' THEN 'in-stock' ELSE stock_status END, updated_at = now()
         WHERE id = $1`,
        [line.productId, line.quantity],
      );
    }
    return rows[0].lines;
  });
  if (released) announceStockChange(pool, released);
  return released !== null;
}

/** Takes a released reservation again (an order paid after all); false when the units are gone. */
export async function reclaimStock(pool: pg.Pool, orderId: string): Promise<boolean> {
  // The lines taken again (none when the reservation was still held), or false.
  const reclaimed = await withTransaction(pool, async (client): Promise<readonly ReservedLine[] | false> => {
    const { rows } = await client.query<{ lines: ReservedLine[]; released: boolean }>(
      'SELECT lines, released_at IS NOT NULL AS released FROM stock_reservations WHERE order_id = $1 FOR UPDATE',
      [orderId],
    );
    const reservation = rows[0];
    if (!reservation) return false;
    if (!reservation.released) return [];
    await client.query('SAVEPOINT reclaim');
    if (await takeStock(client, reservation.lines)) {
      await client.query('ROLLBACK TO SAVEPOINT reclaim'); // give back the lines already taken
      return false;
    }
    await client.query('UPDATE stock_reservations SET released_at = NULL, release_reason = NULL WHERE order_id = $1', [orderId]);
    return reservation.lines;
  });
  if (reclaimed !== false && reclaimed.length > 0) announceStockChange(pool, reclaimed);
  return reclaimed !== false;
}
