import type { CancelReason, Checkout, CreateOrderBody, Order, ReturnableOrder } from '@petshop/contract';
import { ApiError, api, download } from './client';

/** What the checkout sends (docs/api.md, Orders and payment); the server prices every line itself. */
export type NewOrder = Omit<CreateOrderBody, 'voucherCode'> & { voucherCode?: string };

/** Why an unpaid order is cancelled (the contract's): what the widget did, or the shopper's own wish. */
export type { CancelReason };

/** The widget's answer after a successful payment, as verify-payment takes it. */
export interface PaymentConfirmation {
  orderId: string;
  paymentId: string;
  razorpayOrderId: string;
  signature: string;
}

/** The answer to placing an order: with a voucher, what it paid; `paid`, and no provider order, when it paid it all. */

/** Waits before each retry of a create the server did not answer: about the time an API restart takes, in all. */
const CREATE_RETRY_DELAYS_MS = [1_000, 2_000, 4_000];

/** A fresh Idempotency-Key (getRandomValues works on plain-http pages too, where randomUUID does not). */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const unanswered = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504);

/**
 * Places the order and opens the provider's order: with a voucher, `voucherAmount` it paid, and
 * `paid` (no provider order) when it paid it all. One Idempotency-Key per checkout: a create the
 * server did not answer (a lost connection, a restart) is sent again with it, and the server
 * answers the order the first attempt placed rather than placing a second.
 */
export async function createOrder(order: NewOrder): Promise<Checkout> {
  const headers = { 'Idempotency-Key': newIdempotencyKey() };
  for (let attempt = 0; ; attempt++) {
    try {
      return (await api.post<{ data: Checkout }>('/orders/create', order, { headers })).data;
    } catch (error) {
      const delay = CREATE_RETRY_DELAYS_MS[attempt];
      if (!unanswered(error) || delay === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
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

/** Saves the order's invoice (a PDF) as the browser saves a download. */
export const downloadInvoice = (orderId: string) => download(`/orders/${encodeURIComponent(orderId)}/invoice`, 'invoice.pdf');

/** Saves one of the order's credit notes (a PDF), by its number. */
export const downloadCreditNote = (orderId: string, number: string) =>
  download(`/orders/${encodeURIComponent(orderId)}/credit-notes/${encodeURIComponent(number)}`, 'credit-note.pdf');
