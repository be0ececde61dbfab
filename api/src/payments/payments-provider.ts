import { createHmac, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';
import type { Config } from '../platform/config.js';

/** What the shop needs from the payment provider, in paise as the provider counts. */
export interface ProviderPayment {
  id: string;
  orderId: string;
  amountPaise: number;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  errorCode: string | null;
  errorDescription: string | null;
}

export interface PaymentsProvider {
  readonly keyId: string;
  createOrder(amountPaise: number, receipt: string, notes: Record<string, string>): Promise<{ id: string }>;
  orderPayments(razorpayOrderId: string): Promise<ProviderPayment[]>;
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  refund(paymentId: string, amountPaise: number, idempotencyKey: string): Promise<{ id: string; amountPaise: number; status: string }>;
  /** Razorpay's checkout signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  checkoutSignatureValid(razorpayOrderId: string, paymentId: string, signature: string): boolean;
  webhookSignatureValid(rawBody: string, signature: string): boolean;
}

export const PAYMENTS_PROVIDER = Symbol('PaymentsProvider');

interface SdkPayment {
  id: string;
  order_id: string;
  amount: number | string;
  status: ProviderPayment['status'];
  error_code?: string | null;
  error_description?: string | null;
}

function toPayment(payment: SdkPayment): ProviderPayment {
  return {
    id: payment.id,
    orderId: payment.order_id,
    amountPaise: Number(payment.amount),
    status: payment.status,
    errorCode: payment.error_code ?? null,
    errorDescription: payment.error_description ?? null,
  };
}

function hmacMatches(secret: string, payload: string, signature: string): boolean {
  const expected = Buffer.from(createHmac('sha256', secret).update(payload).digest('hex'));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Razorpay through its official SDK. With PAYMENTS_PROVIDER=sandbox the same SDK talks to the
 * project's sandbox: the SDK has no host option, so its HTTP client's base URL is pointed there.
 */
export function createPaymentsProvider(config: Config): PaymentsProvider {
  const sdk = new Razorpay({ key_id: config.RAZORPAY_KEY_ID, key_secret: config.RAZORPAY_KEY_SECRET });
  if (config.PAYMENTS_PROVIDER === 'sandbox') {
    (sdk.api as unknown as { rq: { defaults: { baseURL?: string } } }).rq.defaults.baseURL = config.SANDBOX_URL;
  }
  return {
    keyId: config.RAZORPAY_KEY_ID,
    async createOrder(amountPaise, receipt, notes) {
      const order = await sdk.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes });
      return { id: order.id };
    },
    async orderPayments(razorpayOrderId) {
      const { items } = await sdk.orders.fetchPayments(razorpayOrderId);
      return (items as unknown as SdkPayment[]).map(toPayment);
    },
    async fetchPayment(paymentId) {
      return toPayment((await sdk.payments.fetch(paymentId)) as unknown as SdkPayment);
    },
    async refund(paymentId, amountPaise, idempotencyKey) {
      // The receipt makes a repeated request return the first refund (the sandbox honours it; see README for live keys).
      const refund = await sdk.payments.refund(paymentId, { amount: amountPaise, receipt: idempotencyKey.slice(0, 40), notes: { key: idempotencyKey } });
      return { id: refund.id, amountPaise: Number(refund.amount), status: String(refund.status) };
    },
    checkoutSignatureValid: (razorpayOrderId, paymentId, signature) =>
      hmacMatches(config.RAZORPAY_KEY_SECRET, `${razorpayOrderId}|${paymentId}`, signature),
    webhookSignatureValid: (rawBody, signature) => hmacMatches(config.RAZORPAY_WEBHOOK_SECRET, rawBody, signature),
  };
}
