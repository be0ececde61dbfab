import { eventGuard } from '../../platform/event-sourcing/event-guard.js';
import type { OrderEvent } from '../events.js';

/** Every type of the order's event union, named once: TypeScript refuses a missing or a foreign one. */
export const ORDER_EVENT_TYPES: { readonly [Type in OrderEvent['type']]: true } = {
  OrderPlaced: true,
  PaymentCaptured: true,
  PaymentFailed: true,
  OrderStatusChanged: true,
  OrderCancelled: true,
  OrderRestored: true,
  RefundRequested: true,
  RefundProcessed: true,
  RefundFailed: true,
  VoucherReleased: true,
  ShipmentSent: true,
  ShipmentDelivered: true,
  InvoiceIssued: true,
  CreditNoteIssued: true,
};

/** An order's event, whoever reads it (folds, projections, reactions, mail). */
export const isOrderEvent = eventGuard<OrderEvent>(ORDER_EVENT_TYPES);
