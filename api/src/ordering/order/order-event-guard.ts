import { eventGuard } from '../../platform/event-sourcing/event-guard.js';
import type { OrderEvent } from '../events.js';

/** An order's event, whoever reads it (folds, projections, reactions, mail): every type of the union, named once. */
export const isOrderEvent = eventGuard<OrderEvent>({
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
});
