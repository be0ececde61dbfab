import type { EventStore } from '../platform/event-store/event-store.port.js';
import { evolveOrder, initialOrder, orderStream, type Order, type PlacedOrder } from './order.js';
import { orderStreamEvent } from './read-models/order-stream.js';

/**
 * The order as it stood right after `revision` of its stream, or null when it was not placed by
 * then. A reaction to one of the order's events reads it so, not as it stands now: whether a capture
 * found the order cancelled, what a refund left paid, whatever happened to the order since.
 */
export async function orderAt(store: EventStore, orderId: string, revision: bigint): Promise<PlacedOrder | null> {
  if (revision < 0n) return null;
  const events = await store.readStream(orderStream(orderId), { toRevision: revision });
  const state = events.reduce<Order>((order, stored) => {
    const recorded = orderStreamEvent(stored);
    return recorded ? evolveOrder(order, recorded.event) : order;
  }, initialOrder());
  return state.status === 'none' ? null : state;
}
