import { Rejection } from '../../platform/event-sourcing/rejection.js';
import type { CapturePayment, FailPayment } from './order.commands.js';
import { amountDue } from './order-amounts.js';
import { type PlacedOrder } from './order.js';
import type { CancellationReason, OrderEvent, PaymentCaptured, PaymentFailed } from '../events.js';
import { sameAmount } from '../../platform/money.js';
import { refundOfRemainder } from './refund.decisions.js';

/** The contract's message for any payment that does not belong to the order. */
export const PAYMENT_VERIFICATION_FAILED = 'Payment verification failed';

const restorableReasons: readonly CancellationReason[] = ['payment_dismissed', 'payment_timeout', 'payment_failed', 'sdk_missing'];

/** Cancellations that were only a payment hiccup: if the money arrives after all, the order can go on. */
export const isRestorableCancellation = (reason: CancellationReason): boolean => restorableReasons.includes(reason);

export function capturePayment(order: PlacedOrder, command: CapturePayment): OrderEvent[] {
  const { paymentId, razorpayOrderId, amount, source, at } = command;
  if (razorpayOrderId !== order.razorpayOrderId) throw new Rejection('invalid', PAYMENT_VERIFICATION_FAILED);
  // verify-payment, the webhook and reconciliation all report the same capture, in any order.
  if (order.paymentId === paymentId) return [];
  if (order.paymentId !== null) throw new Rejection('conflict', 'Order is already paid');
  if (!sameAmount(amount, amountDue(order))) throw new Rejection('unprocessable', 'Payment amount does not match the order');

  const captured: PaymentCaptured = { type: 'PaymentCaptured', data: { paymentId, razorpayOrderId, amount, source, at } };
  if (order.status !== 'cancelled') return [captured];
  // An order paid in part by voucher gave the voucher back when it was cancelled: it is refunded, not restored.
  if (order.cancellation && isRestorableCancellation(order.cancellation.reason) && command.stockAvailable && !order.voucher) {
    return [captured, { type: 'OrderRestored', data: { reason: 'paid_after_cancellation', at } }];
  }
  // No order stays cancelled with the shopper's money kept.
  return [captured, refundOfRemainder(order.orderId, amount, 'paid_after_cancellation', at)];
}

export function failPayment(order: PlacedOrder, command: FailPayment): PaymentFailed[] {
  const { razorpayOrderId, paymentId, code, description, source, at } = command;
  if (razorpayOrderId !== order.razorpayOrderId) throw new Rejection('invalid', PAYMENT_VERIFICATION_FAILED);
  // A late failure of another attempt changes nothing once one attempt has been captured.
  if (order.paymentId !== null) return [];
  if (paymentId !== null && order.failedPaymentIds.includes(paymentId)) return [];
  return [{ type: 'PaymentFailed', data: { razorpayOrderId, paymentId, code, description, source, at } }];
}
