import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import { followerName, type Projection, type ReadModelStatement } from '../../platform/projections/projection.js';
import type { OrderEvent } from '../events.js';
import { orderStream } from '../order/order.js';
import { isOrderEvent } from '../order/order-event-guard.js';

/** An event of an order stream, with the order's id taken from the stream name (`orderStream`). */
export interface OrderStreamEvent {
  readonly orderId: string;
  readonly event: OrderEvent;
  readonly stored: StoredEvent;
}

/** The order event a stored event carries, or null for another stream or a type the order's union does not know. */
export function orderStreamEvent(stored: StoredEvent): OrderStreamEvent | null {
  const orderId = orderStream.idOf(stored.streamId);
  if (!orderId || !isOrderEvent(stored)) return null;
  return { orderId, event: stored, stored };
}

/** A projection of the order streams alone: `project` sees each order event with its order's id; any other event writes nothing. */
export function orderProjection(
  name: string,
  tables: readonly string[],
  project: (found: OrderStreamEvent, table: (name: string) => string) => readonly ReadModelStatement[],
): Projection {
  return {
    name: followerName(name),
    tables,
    project(stored, table) {
      const found = orderStreamEvent(stored);
      return found ? project(found, table) : [];
    },
  };
}
