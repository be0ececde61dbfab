import type pg from 'pg';
import type { ShippingAddress } from '../events.js';

type Db = Pick<pg.Pool, 'query'>;

const insertShippingAddress = (order: string, customer: string, address: string) =>
  `INSERT INTO order_shipping_addresses (order_id, customer_id, address) VALUES (${order}, ${customer}, ${address}) ON CONFLICT (order_id) DO NOTHING`;

/**
 * Where an order goes: personal data, so it is kept out of `OrderPlaced` and lives here, one row per
 * order, written with the order's stock reservation, before its first event (a placement that then
 * fails leaves a row no order reads, erased with the shopper's others): the statement for the
 * reservations' statement, taking the orders from `reservations` ("orderId", "customerId", address;
 * an order without an address records none). Erasure blanks it (privacy's `erase-customer.ts`).
 */
export const RECORD_SHIPPING_ADDRESSES = `INSERT INTO order_shipping_addresses (order_id, customer_id, address)
  SELECT "orderId", "customerId", address FROM reservations WHERE address IS NOT NULL
  ON CONFLICT (order_id) DO NOTHING`;

/** The address alone, for an order recorded without a reservation (tests' worlds). */
export async function recordShippingAddress(db: Db, orderId: string, customerId: string, address: ShippingAddress): Promise<void> {
  await db.query(insertShippingAddress('$1', '$2', '$3'), [orderId, customerId, JSON.stringify(address)]);
}

/** A replacement order goes where the order it replaces went. */
export async function copyShippingAddress(db: Db, fromOrderId: string, toOrderId: string): Promise<void> {
  await db.query(
    `INSERT INTO order_shipping_addresses (order_id, customer_id, address, erased_at)
     SELECT $2, customer_id, address, erased_at FROM order_shipping_addresses WHERE order_id = $1
     ON CONFLICT (order_id) DO NOTHING`,
    [fromOrderId, toOrderId],
  );
}

/** The order's address (blanked once its shopper is erased), or null when none was recorded. */
export async function shippingAddressOf(db: Db, orderId: string): Promise<ShippingAddress | null> {
  const { rows } = await db.query<{ address: ShippingAddress }>({
    name: 'shipping-address-of',
    text: 'SELECT address FROM order_shipping_addresses WHERE order_id = $1',
    values: [orderId],
  });
  return rows[0]?.address ?? null;
}

/** The addresses of several orders, by order id. */
export async function shippingAddressesOf(db: Db, orderIds: readonly string[]): Promise<Map<string, ShippingAddress>> {
  if (orderIds.length === 0) return new Map();
  const { rows } = await db.query<{ orderId: string; address: ShippingAddress }>({
    name: 'shipping-addresses-of',
    text: 'SELECT order_id AS "orderId", address FROM order_shipping_addresses WHERE order_id = ANY($1::text[])',
    values: [orderIds],
  });
  return new Map(rows.map((row) => [row.orderId, row.address]));
}

/**
 * The orders read model's `view` (`o` is `orders`) with the order's address added: the read model
 * keeps no personal data, so a rebuild after an erasure gives the same rows. A look-up per order
 * shown, not a join: expecting many orders from a list of customers, the planner would hash every
 * address the shop has recorded to add a few, a cost that grows with every order placed.
 */
export const ORDER_VIEW_SQL = `o.view || jsonb_build_object('shippingAddress', (SELECT a.address FROM order_shipping_addresses a WHERE a.order_id = o.id))`;
