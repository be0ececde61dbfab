import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { OrderEvent } from '../events.js';
import { orderStream } from '../order.js';

/** An event of an order stream, with the order's id taken from the stream name (`orderStream`). */
export interface OrderStreamEvent {
  readonly orderId: string;
  readonly event: OrderEvent;
  readonly stored: StoredEvent;
}

/**
 * The order event a stored event carries, or null for another stream. The type is trusted as the
 * union's: a type the union does not know falls through the projections' exhaustive switches.
 */
export function orderStreamEvent(stored: StoredEvent): OrderStreamEvent | null {
  const orderId = orderStream.idOf(stored.streamId);
  if (!orderId) return null;
  return { orderId, event: { type: stored.type, data: stored.data } as OrderEvent, stored };
}
