import { Rejection } from '../../platform/event-sourcing/rejection.js';
import type { FailRefund, RecordRefund, RequestRefund } from './order.commands.js';
import { refundableAmount, voucherHeld } from './order-amounts.js';
import { type PlacedOrder } from './order.js';
import type { RefundFailed, RefundProcessed, RefundRequested, VoucherReleased } from '../events.js';
import { toPaise } from '../../platform/money.js';

/** A refund of everything the order still holds, keyed so that it is requested once per order and reason. */
export function refundOfRemainder(orderId: string, amount: number, reason: 'order_cancelled' | 'paid_after_cancellation', at: string): RefundRequested {
  return { type: 'RefundRequested', data: { refundKey: `${orderId}:${reason}`, amount, reason, returnId: null, lines: null, at } };
}

/** Gives `amount` of what the order's voucher paid back to it, once per key (the worker's reactions restore the voucher). */
export function releaseVoucher(order: PlacedOrder, releaseKey: string, amount: number, reason: VoucherReleased['data']['reason'], at: string): VoucherReleased {
  return { type: 'VoucherReleased', data: { code: order.voucher!.code, releaseKey, amount, reason, at } };
}

/**
 * The provider refunds what was paid through it, as far as it still holds money of the order; the
 * rest of the amount goes back to the voucher that paid the order in part (never the other way
 * round, so the shopper's card gets back all it can).
 */
export function requestRefund(order: PlacedOrder, command: RequestRefund): (RefundRequested | VoucherReleased)[] {
  const { refundKey, amount, reason, returnId, lines, at } = command;
  if (order.refunds[refundKey] || order.voucherReleaseKeys.includes(refundKey)) return [];
  if (order.paymentStatus !== 'paid' && order.paymentStatus !== 'partially_refunded') throw new Rejection('conflict', 'Only a paid order can be refunded');
  if (toPaise(amount) <= 0) throw new Rejection('unprocessable', 'A refund must be more than ₹0', 'amount');
  const refundable = refundableAmount(order);
  const voucher = voucherHeld(order);
  const left = (toPaise(refundable) + toPaise(voucher)) / 100;
  if (toPaise(amount) > toPaise(left)) throw new Rejection('unprocessable', `Only ₹${left.toFixed(2)} is left to refund`, 'amount');
  const byProvider = Math.min(toPaise(amount), toPaise(refundable));
  const toVoucher = toPaise(amount) - byProvider;
  return [
    ...(byProvider > 0 ? [{ type: 'RefundRequested' as const, data: { refundKey, amount: byProvider / 100, reason, returnId, lines, at } }] : []),
    ...(toVoucher > 0 ? [releaseVoucher(order, refundKey, toVoucher / 100, 'return', at)] : []),
  ];
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
