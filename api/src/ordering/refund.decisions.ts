import { Rejection } from '../platform/event-sourcing/rejection.js';
import type { FailRefund, RecordRefund, RequestRefund } from './order.commands.js';
import { refundableAmount, type PlacedOrder } from './order.js';
import type { RefundFailed, RefundProcessed, RefundRequested } from './events.js';
import { toPaise } from '../platform/money.js';

/** A refund of everything the order still holds, keyed so that it is requested once per order and reason. */
export function refundOfRemainder(orderId: string, amount: number, reason: 'order_cancelled' | 'paid_after_cancellation', at: string): RefundRequested {
  return { type: 'RefundRequested', data: { refundKey: `${orderId}:${reason}`, amount, reason, returnId: null, lines: null, at } };
}

export function requestRefund(order: PlacedOrder, command: RequestRefund): RefundRequested[] {
  const { refundKey, amount, reason, returnId, lines, at } = command;
  if (order.refunds[refundKey]) return [];
  if (order.paymentStatus !== 'paid' && order.paymentStatus !== 'partially_refunded') throw new Rejection('conflict', 'Only a paid order can be refunded');
  if (toPaise(amount) <= 0) throw new Rejection('unprocessable', 'A refund must be more than ₹0', 'amount');
  const left = refundableAmount(order);
  if (toPaise(amount) > toPaise(left)) throw new Rejection('unprocessable', `Only ₹${left.toFixed(2)} is left to refund`, 'amount');
  return [{ type: 'RefundRequested', data: { refundKey, amount, reason, returnId, lines, at } }];
}

export function recordRefund(order: PlacedOrder, { refundKey, providerRefundId, amount, at }: RecordRefund): RefundProcessed[] {
  // A failed refund may still succeed on a retry; a processed one is done.
  if (refundNamed(order, refundKey).status === 'processed') return [];
  return [{ type: 'RefundProcessed', data: { refundKey, providerRefundId, amount, at } }];
}

export function failRefund(order: PlacedOrder, { refundKey, reason, at }: FailRefund): RefundFailed[] {
  // A late failure does not undo a processed refund; a repeated one adds nothing.
  if (refundNamed(order, refundKey).status !== 'pending') return [];
  return [{ type: 'RefundFailed', data: { refundKey, reason, at } }];
}

function refundNamed(order: PlacedOrder, refundKey: string) {
  const refund = order.refunds[refundKey];
  if (!refund) throw new Rejection('not_found', 'Refund not found');
  return refund;
}
