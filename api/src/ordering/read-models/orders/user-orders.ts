import type pg from 'pg';
import { loadState } from '../../../platform/event-sourcing/decider.js';
import type { EventStore } from '../../../platform/event-store/event-store.port.js';
import type { ReadYourWrites } from '../../../platform/projections/read-your-writes.js';
import { orderStream } from '../../order/order.js';
import { orderDecider } from '../../order/order.decider.js';
import { toOrderView, type OrderView } from '../order-view.js';
import { shippingAddressesOf } from '../../checkout/shipping-addresses.js';
import { orderStreamEvent } from '../order-stream.js';
import { ordersProjection } from './orders.projection.js';

const READ_MODEL = ordersProjection.name;

/**
 * The shopper's orders as the contract lists them, never stale: the shopper's orders touched by
 * the events the orders read model has not applied yet (its runner behind, or down) are folded from
 * their streams and shown as they stand. Asked every time, not only when the runner seems down: a
 * live runner a moment behind would otherwise miss the order the shopper has just placed or cancelled.
 * When it has all applied, the read of what follows its checkpoint finds nothing.
 */
export async function userOrders(
  deps: { pool: Pick<pg.Pool, 'query'>; store: EventStore; readYourWrites: ReadYourWrites; projected: (customerId: string) => Promise<string> },
  customerId: string,
): Promise<string> {
  const [projected, unapplied] = await Promise.all([
    deps.projected(customerId),
    deps.readYourWrites.unapplied(READ_MODEL, 'Your orders are being brought up to date; please try again in a moment'),
  ]);
  if (!unapplied?.length) return projected;

  const listed = JSON.parse(projected) as OrderView[];
  const mine = new Set(listed.map((order) => order._id));
  const touched = new Set<string>();
  for (const event of unapplied) {
    const found = orderStreamEvent(event);
    if (!found) continue;
    const placedByCaller = found.event.type === 'OrderPlaced' && found.event.data.customer._id === customerId;
    if (placedByCaller || mine.has(found.orderId)) touched.add(found.orderId);
  }
  if (touched.size === 0) return projected;
  const current = new Map(listed.map((order) => [order._id, order]));
  const addresses = await shippingAddressesOf(deps.pool, [...touched]);
  for (const orderId of touched) {
    const { state } = await loadState(deps.store, orderStream(orderId), orderDecider);
    if (state.status !== 'none' && state.customer._id === customerId) current.set(orderId, toOrderView(state, addresses.get(orderId) ?? null));
  }
  const orders = [...current.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id));
  return JSON.stringify(orders);
}
