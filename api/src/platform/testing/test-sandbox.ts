import { startSandbox } from '../../../../sandbox/src/server.js';
import { loadConfig, type Config } from '../config.js';

/** What the checkout widget hands the shop after a payment. */
export interface SandboxPayment {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface SandboxWebhook {
  id: string;
  event: string;
  body: { event: string; payload: Record<string, { entity: Record<string, unknown> }> };
}

export interface TestSandbox {
  url: string;
  /** The shop's config pointed at this sandbox (PAYMENTS_PROVIDER, SANDBOX_URL and the test keys). */
  config: Config;
  /** The shopper pays the provider's order at the sandbox's checkout. */
  pay(razorpayOrderId: string): Promise<SandboxPayment>;
  /** The shopper's payment is declined; answers the declined payment's id. */
  decline(razorpayOrderId: string): Promise<string>;
  /** What the provider's API answers to a GET of `path` (e.g. `/v1/payments/pay_…`), asked with the shop's test key. */
  get(path: string): Promise<Record<string, unknown>>;
  /** The webhooks the sandbox recorded (it delivers none), oldest first. */
  webhooks(): Promise<SandboxWebhook[]>;
  close(): Promise<void>;
}

/** The Razorpay sandbox in-process, on a free port, with the test keys the shop's config defaults to. */
export async function startTestSandbox(): Promise<TestSandbox> {
  const sandbox = await startSandbox({
    port: 0,
    keyId: 'rzp_test_sandbox',
    keySecret: 'sandbox_secret',
    webhookSecret: 'sandbox_webhook_secret',
    webhookUrl: '',
  });
  const config = loadConfig({ NODE_ENV: 'test', PAYMENTS_PROVIDER: 'sandbox', SANDBOX_URL: sandbox.url });
  const checkout = (razorpayOrderId: string, outcome: 'success' | 'failure') =>
    fetch(`${sandbox.url}/sandbox/orders/${razorpayOrderId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome }),
    });
  return {
    url: sandbox.url,
    config,
    async pay(razorpayOrderId) {
      const response = await checkout(razorpayOrderId, 'success');
      if (!response.ok) throw new Error(`The sandbox refused the payment: ${response.status} ${await response.text()}`);
      return (await response.json()) as SandboxPayment;
    },
    async decline(razorpayOrderId) {
      const response = await checkout(razorpayOrderId, 'failure');
      return ((await response.json()) as { error: { metadata: { payment_id: string } } }).error.metadata.payment_id;
    },
    async get(path) {
      const key = Buffer.from(`${config.RAZORPAY_KEY_ID}:${config.RAZORPAY_KEY_SECRET}`).toString('base64');
      return (await (await fetch(`${sandbox.url}${path}`, { headers: { authorization: `Basic ${key}` } })).json()) as Record<string, unknown>;
    },
    async webhooks() {
      return ((await (await fetch(`${sandbox.url}/sandbox/webhooks`)).json()) as { items: SandboxWebhook[] }).items;
    },
    close: () => sandbox.close(),
  };
}
