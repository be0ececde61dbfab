import type { EventStore } from '../../platform/event-store/event-store.port.js';
import { evolveOrder, initialOrder, orderStream, type Order, type PlacedOrder } from '../order/order.js';
import { orderStreamEvent } from './order-stream.js';

/**
 * The order as it stood right before and right after `revision` of its stream (null when it was
 * not placed by then), from one read. A reaction to one of the order's events reads it so, not as
 * it stands now: whether a capture found the order cancelled, what a refund left paid, whatever
 * happened to the order since.
 */
export async function orderAround(store: EventStore, orderId: string, revision: bigint): Promise<{ before: PlacedOrder | null; after: PlacedOrder | null }> {
  if (revision < 0n) return { before: null, after: null };
  const events = await store.readStream(orderStream(orderId), { toRevision: revision });
  let before: Order = initialOrder();
  let after: Order = initialOrder();
  for (const stored of events) {
    const recorded = orderStreamEvent(stored);
    if (!recorded) continue;
    before = after;
    after = evolveOrder(after, recorded.event);
  }
  const placed = (order: Order) => (order.status === 'none' ? null : order);
  return { before: placed(before), after: placed(after) };
}

/** The order as it stood right after `revision` of its stream, or null when it was not placed by then. */
export async function orderAt(store: EventStore, orderId: string, revision: bigint): Promise<PlacedOrder | null> {
  return (await orderAround(store, orderId, revision)).after;
}
