import type { Checkout, CreateOrderBody, Order, ReturnableOrder } from '@petshop/contract';
import { api } from './client';

/** What the checkout sends (api-contract "Orders and payment"); the server prices every line itself. */
export type NewOrder = Omit<CreateOrderBody, 'voucherCode'> & { voucherCode?: string };

/** Why an unpaid order is cancelled: what the widget did, or the shopper's own wish. */
export type CancelReason = 'payment_dismissed' | 'payment_failed' | 'sdk_missing' | 'customer';

/** The widget's answer after a successful payment, as verify-payment takes it. */
export interface PaymentConfirmation {
  orderId: string;
  paymentId: string;
  razorpayOrderId: string;
  signature: string;
}

/** The answer to placing an order: with a voucher, what it paid; `paid`, and no provider order, when it paid it all. */

/** Places the order and opens the provider's order: with a voucher, `voucherAmount` it paid, and `paid` (no provider order) when it paid it all. */
export async function createOrder(order: NewOrder): Promise<Checkout> {
  const body = await api.post<{ data: Checkout }>('/orders/create', order);
  return body.data;
}

/** Resolves with the server's message ('Payment successful! Order placed.'). */
export async function verifyPayment(confirmation: PaymentConfirmation): Promise<string> {
  const body = await api.post('/orders/verify-payment', confirmation);
  return body.message ?? 'Payment successful! Order placed.';
}

export async function cancelOrder(orderId: string, reason: CancelReason): Promise<void> {
  await api.delete(`/orders/${encodeURIComponent(orderId)}/cancel?reason=${reason}`);
}

/** The shopper's orders, newest first, unpaid ones included. */
export async function listMyOrders(): Promise<Order[]> {
  const body = await api.get<{ data: Order[] }>('/orders/user-orders');
  return body.data ?? [];
}

/** Delivered orders still inside their 30-day return term, with the products that can go back. */
export async function listReturnableOrders(): Promise<ReturnableOrder[]> {
  const body = await api.get<{ data: ReturnableOrder[] }>('/orders/returnable');
  return body.data ?? [];
}
