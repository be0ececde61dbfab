import type { OrderEvent, OrderPlaced, OrderStatus } from '../events.js';
import { addRupees, toPaise } from '../../platform/money.js';
import { paidInFullAtPlacement } from './order-amounts.js';
import { type PaymentStatus, type PlacedOrder } from './order.js';

/** A processed refund of `refundOf` rupees: refunded or partially, by what was paid and refunded before it. */
export interface RefundOf {
  readonly refundOf: number;
}

/** Why a change was made: a text, or the reason the refund being processed was requested for. */
export type ChangeReason = { readonly text: string | null } | { readonly ofRefund: string };

/**
 * What one event does to an order's orderStatus and paymentStatus, and why. It reads the event
 * alone because the projections see one event at a time and cannot read the order: what needs the
 * order (a refund's outcome, its reason) is said as a `RefundOf` or an `ofRefund` reason, which
 * `evolveOrder` resolves from the state and the projections from their rows.
 * order-status.agreement.int.spec.ts checks that evolve, both projections and `historyEntries` agree.
 */
export interface StatusEffect {
  readonly orderStatus?: OrderStatus;
  readonly paymentStatus?: PaymentStatus | RefundOf;
  readonly reason: ChangeReason;
  /** The order reached its customer now: the return term starts. A return given back (rejected) is delivered again without a new term. */
  readonly delivered?: true;
}

const NO_REASON: ChangeReason = { text: null };

export function statusEffect(event: OrderEvent): StatusEffect {
  switch (event.type) {
    case 'OrderPlaced':
      return { ...placementStatus(event.data), reason: NO_REASON };
    case 'PaymentCaptured':
      return { paymentStatus: 'paid', reason: NO_REASON };
    case 'PaymentFailed':
      return { paymentStatus: 'failed', reason: { text: event.data.description } };
    case 'OrderStatusChanged':
      return {
        orderStatus: event.data.to,
        reason: { text: event.data.reason },
        ...(event.data.to === 'delivered' && event.data.from !== 'return' && { delivered: true as const }),
      };
    case 'OrderCancelled':
      return { orderStatus: 'cancelled', reason: { text: event.data.note ?? event.data.reason } };
    case 'OrderRestored':
      return { orderStatus: 'placed', reason: { text: event.data.reason } };
    case 'RefundRequested':
    case 'RefundFailed':
    case 'VoucherReleased':
    case 'ShipmentSent':
    case 'ShipmentDelivered':
    case 'InvoiceIssued':
    case 'CreditNoteIssued':
      return { reason: NO_REASON };
    case 'RefundProcessed':
      return { paymentStatus: { refundOf: event.data.amount }, reason: { ofRefund: event.data.refundKey } };
    default: {
      const unhandled: never = event;
      void unhandled;
      return { reason: NO_REASON }; // a type the union does not know changes nothing
    }
  }
}

/** Where an order starts. A replacement, or an order a voucher paid in full, leaves nothing to wait for. */
export const placementStatus = (placed: OrderPlaced['data']): { orderStatus: OrderStatus; paymentStatus: PaymentStatus } => ({
  orderStatus: 'placed',
  paymentStatus: paidInFullAtPlacement(placed) ? 'paid' : 'pending',
});

/** Refunded once the provider has given back all that was paid. */
export const refundedStatus = (amountRefunded: number, amountPaid: number): PaymentStatus =>
  toPaise(amountRefunded) >= toPaise(amountPaid) ? 'refunded' : 'partially_refunded';

/** `refundedStatus` for the projections, which hold the amounts in numeric columns. */
export const refundedStatusSql = (amountRefunded: string, amountPaid: string): string =>
  `CASE WHEN ${amountRefunded} >= ${amountPaid} THEN 'refunded' ELSE 'partially_refunded' END`;

/** The payment status an effect leaves an order in, `before` being the order the event found. */
export const paymentStatusAfter = (before: PlacedOrder, to: PaymentStatus | RefundOf): PaymentStatus =>
  typeof to === 'string' ? to : refundedStatus(addRupees(before.amountRefunded, to.refundOf), before.amountPaid);

export const reasonText = (before: PlacedOrder | null, reason: ChangeReason): string | null =>
  'ofRefund' in reason ? (before?.refunds[reason.ofRefund]?.reason ?? null) : reason.text;
