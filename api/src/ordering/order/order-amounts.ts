import type { OrderLine, VoucherPayment } from '../events.js';
import { addRupees, toPaise } from '../../platform/money.js';
import type { PlacedOrder } from './order.js';

// What an order costs, what has been paid for it and what it is owed back.

/** Free shipping: an order costs the sum of its lines. */
export const orderTotal = (lines: readonly Pick<OrderLine, 'unitPrice' | 'quantity'>[]): number =>
  lines.reduce((paise, line) => paise + toPaise(line.unitPrice) * line.quantity, 0) / 100;

/** What the provider is to be paid: the total less what a voucher paid. */
export const amountDue = (order: { totalAmount: number; voucher?: VoucherPayment | null }): number =>
  addRupees(order.totalAmount, -(order.voucher?.amount ?? 0));

/**
 * Paid in full the moment it was placed, with nothing to pay through the provider: a replacement, or
 * an order a store voucher paid wholly. Decided by the amounts; the decider holds an order to a
 * provider order exactly when this is false.
 */
export const paidInFullAtPlacement = (order: { totalAmount: number; voucher?: VoucherPayment | null; replacementFor?: string | null }): boolean =>
  (order.replacementFor ?? null) !== null || (order.voucher != null && toPaise(amountDue(order)) <= 0);

/** What the order's voucher paid and has not been given back. */
export const voucherHeld = (order: PlacedOrder): number => (order.voucher ? addRupees(order.voucher.amount, -order.voucherReleased) : 0);

/** Paid by the shopper (through the provider or wholly by voucher), or owed nothing (a replacement). */
export const isPaid = (order: PlacedOrder): boolean => order.paymentId !== null || paidInFullAtPlacement(order);

/** What may still be refunded: refunds not yet processed hold their amount, failed ones too (they are retried). */
export function refundableAmount(order: PlacedOrder): number {
  const held = Object.values(order.refunds).filter((refund) => refund.status !== 'processed');
  const paise = toPaise(order.amountPaid) - toPaise(order.amountRefunded) - held.reduce((sum, refund) => sum + toPaise(refund.amount), 0);
  return paise / 100;
}

/**
 * Whether the order is owed its invoice: paid (through the provider or wholly by voucher), a sale
 * (not a replacement, and not a payment that came after the order was given up and went back), and
 * not yet invoiced. An order cancelled after it was paid was a sale: it keeps its invoice, and its
 * refund is a credit note against it, whenever the invoice is numbered.
 */
export const invoiceDue = (order: PlacedOrder): boolean =>
  order.invoice === null &&
  order.replacementFor === null &&
  isPaid(order) &&
  !Object.values(order.refunds).some((refund) => refund.reason === 'paid_after_cancellation');
