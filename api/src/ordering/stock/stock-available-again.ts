import type pg from 'pg';
import type { Order } from '../order/order.js';
import { isRestorableCancellation } from '../order/payment.decisions.js';
import { reclaimStock } from './stock-reservations.js';

/**
 * For a payment that arrives after the order was given up for want of one: whether its units could
 * be taken again (then the order is restored rather than refunded). Anything else needs no stock.
 */
export async function stockAvailableAgain(pool: pg.Pool, order: Order): Promise<boolean> {
  if (order.status !== 'cancelled' || !order.cancellation || !isRestorableCancellation(order.cancellation.reason)) return false;
  // Already paid (and so refunded): a repeated report of the payment restores nothing, so takes nothing.
  if (order.paymentId !== null) return false;
  return reclaimStock(pool, order.orderId);
}
