import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { OrderEvent } from '../events.js';

const ORDER_STREAM = /^order-(.+)$/;

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
  const orderId = ORDER_STREAM.exec(stored.streamId)?.[1];
  if (!orderId) return null;
  return { orderId, event: { type: stored.type, data: stored.data } as OrderEvent, stored };
}
