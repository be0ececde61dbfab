import type pg from 'pg';
import { loadState } from '../../../platform/event-sourcing/decider.js';
import { Rejection } from '../../../platform/event-sourcing/rejection.js';
import type { EventStore } from '../../../platform/event-store/event-store.port.js';
import type { ProjectionWaiter } from '../../../platform/projections/projection-waiter.js';
import { orderStream } from '../../order/order.js';
import { orderDecider } from '../../order/order.decider.js';
import { toOrderView, type OrderView } from '../order-view.js';
import { shippingAddressesOf } from '../../checkout/shipping-addresses.js';
import { orderStreamEvent } from '../order-stream.js';
import { ordersProjection } from './orders.projection.js';

const READ_MODEL = ordersProjection.name;
// A live projections runner announces its checkpoint many times a second while there is work; a
// quiet spell this long means either nothing happened or it is not running.
const QUIET_MS = 500;
// Past this many unapplied events the answer is "try again" rather than a fold of all of them.
const MAX_UNAPPLIED = 5_000;

/**
 * The shopper's orders as the contract lists them, never stale: the shopper's orders touched by
 * the events the orders read model has not applied yet (its runner behind, or down) are folded from
 * their streams and shown as they stand. Asked every time, not only when the runner seems down: a
 * live runner a moment behind would otherwise miss the order the shopper has just placed or cancelled.
 * When it has all applied, the read of what follows its checkpoint finds nothing.
 */
export async function userOrders(
  deps: { pool: Pick<pg.Pool, 'query'>; store: EventStore; waiter: ProjectionWaiter; projected: (customerId: string) => Promise<string> },
  customerId: string,
): Promise<string> {
  const [projected, unapplied] = await Promise.all([
    deps.projected(customerId),
    deps.store.readAll({ after: deps.waiter.positionOf(READ_MODEL), limit: MAX_UNAPPLIED }),
  ]);
  if (unapplied.length === 0) return projected;
  if (unapplied.length >= MAX_UNAPPLIED) {
    // A live runner this far behind (a burst of orders) catches up on its own; a silent one may never.
    if (deps.waiter.heardWithin(READ_MODEL, QUIET_MS)) return projected;
    throw new Rejection('unavailable', 'Your orders are being brought up to date; please try again in a moment');
  }

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
