import type { OrderEvent, OrderStatus } from '../../events.js';
import { evolveOrder, initialOrder, type PaymentStatus } from '../../order.js';

/** A processed refund of `refundOutcomeOf` rupees leaves the order refunded or partially refunded, by what was paid and refunded before. */
export interface RefundOutcome {
  readonly refundOutcomeOf: number;
}

/** Why a change was made: a text, or the reason the refund being processed was requested for. */
export type ChangeReason = { readonly text: string | null } | { readonly ofRefund: string };

/**
 * What one event sets orderStatus and paymentStatus to, read from the event alone; whether that is a
 * change depends on the status before, which the projection finds in the history it already wrote.
 * It follows `evolveOrder` field by field, and the reasons `historyEntries` (order-view.ts) gives;
 * order-history.projection.spec.ts checks the two agree.
 */
export interface StatusSettings {
  readonly orderStatus?: OrderStatus;
  readonly paymentStatus?: PaymentStatus | RefundOutcome;
  readonly reason: ChangeReason;
}

export function statusSettings(event: OrderEvent): StatusSettings {
  switch (event.type) {
    case 'OrderPlaced': {
      const placed = evolveOrder(initialOrder(), event);
      if (placed.status === 'none') throw new Error('OrderPlaced must place the order'); // evolveOrder's contract
      return { orderStatus: placed.status, paymentStatus: placed.paymentStatus, reason: { text: null } };
    }
    case 'PaymentCaptured':
      return { paymentStatus: 'paid', reason: { text: null } };
    case 'PaymentFailed':
      return { paymentStatus: 'failed', reason: { text: event.data.description } };
    case 'OrderStatusChanged':
      return { orderStatus: event.data.to, reason: { text: event.data.reason } };
    case 'OrderCancelled':
      return { orderStatus: 'cancelled', reason: { text: event.data.note ?? event.data.reason } };
    case 'OrderRestored':
      return { orderStatus: 'placed', reason: { text: event.data.reason } };
    case 'RefundRequested':
    case 'RefundFailed':
      return { reason: { text: null } };
    case 'RefundProcessed':
      return { paymentStatus: { refundOutcomeOf: event.data.amount }, reason: { ofRefund: event.data.refundKey } };
    default: {
      const unhandled: never = event;
      void unhandled;
      return { reason: { text: null } }; // a type the union does not know sets nothing
    }
  }
}
