import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import Razorpay from 'razorpay';
import type { Config } from '../platform/config.js';
import { ProviderOrderUnknown, providerErrorMessage, type PaymentGateway, type ProviderPayment } from '../ordering/index.js';
import { fetchOrderLedger, type ProviderLedger, UNKNOWN_TO_PROVIDER } from './provider-ledger.js';

/** Ordering's payment gateway, and what the webhook and health need of the provider besides. */
export interface PaymentsProvider extends PaymentGateway {
  webhookSignatureValid(rawBody: string, signature: string): boolean;
  /** Resolves when the provider answers and accepts the shop's keys; rejects otherwise. */
  ping(): Promise<void>;
  /** The provider's own record of an order, its payments and refunds (support's view of a dispute). */
  orderLedger(razorpayOrderId: string): Promise<ProviderLedger>;
}

export const PAYMENTS_PROVIDER = Symbol('PaymentsProvider');

const PROVIDER_TIMEOUT_MS = 15_000;
/**
 * axios turns TCP keep-alive on for every call's socket with a one-minute delay, and Node's agent sets
 * its own delay (one second by default) each time it takes the socket back: four system calls each
 * way on every call to the provider. Agents that keep connections with the same minute leave the
 * socket as it is after its first call.
 *
 * An idle connection is let go before the provider closes it: a call sent on a socket the server is
 * closing at that moment fails with ECONNRESET, and a checkout with it ("the payment provider is
 * not answering"). Node's agent honours the server's `Keep-Alive: timeout=N` (closing a second
 * before it) only when it has a timeout of its own, which is also the longest it keeps one where the
 * provider says nothing.
 */
const KEEP_ALIVE = { keepAlive: true, keepAliveMsecs: 60_000, timeout: 30_000 };
const HEALTH_PROBE_ORDER = 'order_healthprobe00000';

const isUnknownId = (error: unknown) => {
  const body = error as { statusCode?: number; error?: { description?: string } } | null;
  return body?.statusCode === 400 && /does not exist/i.test(body.error?.description ?? '');
};

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

/** What the SDK's HTTP client (axios) lets us touch. */
interface SdkHttpClient {
  defaults: { baseURL?: string; maxRedirects?: number; timeout?: number; httpAgent?: HttpAgent; httpsAgent?: HttpsAgent };
  interceptors: {
    request: { use(intercept: (request: { url?: string; data?: unknown; headers: { set(name: string, value: string): unknown } }) => unknown): void };
    response: { use(onAnswer: undefined, onFailure: (failure: { response?: unknown; code?: string; message?: string } | undefined) => unknown): void };
  };
}

const REFUND_PATH = /\/payments\/[^/]+\/refund$/;

/** Razorpay takes 10 or more letters, digits, hyphens and underscores; the shop's keys hold colons. */
export const refundIdempotencyKey = (key: string) => `rfnd-${createHash('sha256').update(key).digest('hex').slice(0, 40)}`;

/**
 * Razorpay through its official SDK. With PAYMENTS_PROVIDER=sandbox the same SDK talks to the
 * project's sandbox: the SDK has no host option, so its HTTP client's base URL is pointed there.
 */
export function createPaymentsProvider(config: Config): PaymentsProvider {
  const sdk = new Razorpay({ key_id: config.RAZORPAY_KEY_ID, key_secret: config.RAZORPAY_KEY_SECRET });
  const http = (sdk.api as unknown as { rq: SdkHttpClient }).rq;
  if (config.PAYMENTS_PROVIDER === 'sandbox') http.defaults.baseURL = config.SANDBOX_URL;
  // Razorpay's API answers and never redirects; without redirects to follow, axios uses Node's own
  // http module instead of wrapping every call in follow-redirects, which cost a third of the call.
  http.defaults.maxRedirects = 0;
  // The SDK sets no timeout: a provider that stops answering would hold a verify or reconcile job
  // (and the shopper waiting on it) for ever. Razorpay answers in well under a second.
  http.defaults.timeout = PROVIDER_TIMEOUT_MS;
  Object.assign(http.defaults, { httpAgent: new HttpAgent(KEEP_ALIVE), httpsAgent: new HttpsAgent(KEEP_ALIVE) });
  // The SDK makes an error answer `{statusCode, error}`, reading the answer of every failure: one that
  // got none (refused, reset, timed out) became a TypeError that lost what happened. Such a failure
  // now reaches it with an answer of its own that says what did, which staff and the logs then read.
  http.interceptors.response.use(undefined, (failure) =>
    Promise.reject(
      failure?.response
        ? failure
        : {
            response: {
              status: undefined,
              data: { error: { code: failure?.code ?? 'NO_ANSWER', description: `No answer from the provider: ${failure?.message ?? 'unknown failure'}` } },
            },
          },
    ),
  );
  // The SDK cannot add a header to one call, so a refund's key travels in its notes and is copied
  // here into X-Refund-Idempotency: a retried refund job gets the first refund back, never a second.
  http.interceptors.request.use((request) => {
    const key = REFUND_PATH.test(request.url ?? '') ? (request.data as { notes?: { key?: unknown } } | undefined)?.notes?.key : undefined;
    if (typeof key === 'string') request.headers.set('X-Refund-Idempotency', refundIdempotencyKey(key));
    return request;
  });
  return {
    keyId: config.RAZORPAY_KEY_ID,
    async createOrder(amountPaise, receipt, notes) {
      const order = await sdk.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes });
      return { id: order.id };
    },
    async orderPayments(razorpayOrderId) {
      try {
        const { items } = await sdk.orders.fetchPayments(razorpayOrderId);
        return (items as unknown as SdkPayment[]).map(toPayment);
      } catch (error) {
        if (isUnknownId(error)) throw new ProviderOrderUnknown(razorpayOrderId, providerErrorMessage(error));
        throw error;
      }
    },
    async fetchPayment(paymentId) {
      return toPayment((await sdk.payments.fetch(paymentId)) as unknown as SdkPayment);
    },
    async refund(paymentId, amountPaise, idempotencyKey) {
      const refund = await sdk.payments.refund(paymentId, { amount: amountPaise, notes: { key: idempotencyKey } });
      return { id: refund.id, amountPaise: Number(refund.amount), status: String(refund.status) };
    },
    checkoutSignatureValid: (razorpayOrderId, paymentId, signature) => hmacMatches(config.RAZORPAY_KEY_SECRET, `${razorpayOrderId}|${paymentId}`, signature),
    webhookSignatureValid: (rawBody, signature) => hmacMatches(config.RAZORPAY_WEBHOOK_SECRET, rawBody, signature),
    async orderLedger(razorpayOrderId) {
      try {
        return await fetchOrderLedger(sdk, razorpayOrderId);
      } catch (error) {
        if (isUnknownId(error)) return UNKNOWN_TO_PROVIDER;
        throw error;
      }
    },
    // Asking for an order that cannot exist costs the provider nothing: "no such id" means it is
    // up and took the keys; a refused key (401), a server error or no answer means it is not.
    async ping() {
      try {
        await sdk.orders.fetch(HEALTH_PROBE_ORDER);
      } catch (error) {
        if (!isUnknownId(error)) throw new Error(providerErrorMessage(error));
      }
    },
  };
}
