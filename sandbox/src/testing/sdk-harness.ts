import Razorpay from 'razorpay';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../server.js';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.js';

/** Spec harness: an in-process sandbox on a random port, a webhook receiver, and the real SDK. */

export const KEY_ID = 'rzp_test_sandbox';
export const KEY_SECRET = 'sandbox_secret';
export const WEBHOOK_SECRET = 'sandbox_webhook_secret';

/**
 * The SDK hard-codes https://api.razorpay.com and has no option for another host; its axios
 * instance (`api.rq`, missing from the SDK's typings) takes a new base URL.
 */
export function sdkFor(url: string, keySecret = KEY_SECRET): Razorpay {
  const rzp = new Razorpay({ key_id: KEY_ID, key_secret: keySecret });
  (rzp.api as unknown as { rq: { defaults: { baseURL?: string } } }).rq.defaults.baseURL = url;
  return rzp;
}

/** An in-process sandbox on a free port with the test keys, sending its webhooks to `webhookUrl` (an empty one records them only). */
export function startSandboxWithTestKeys(webhookUrl: string, options: Partial<SandboxOptions> = {}): Promise<RunningSandbox> {
  return startSandbox({ port: 0, keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, webhookUrl, ...options });
}

export interface Driven {
  status: number;
  // Driver answers are asserted field by field; typing every shape would only restate the specs.
  body: any;
}

export interface Harness {
  sandbox: RunningSandbox;
  receiver: WebhookReceiver;
  rzp: Razorpay;
  /** POSTs to an unauthenticated sandbox endpoint (driver, redelivery). */
  drive(path: string, body?: unknown): Promise<Driven>;
  pay(orderId: string, outcome?: 'success' | 'failure'): Promise<Driven>;
  /** Creates an order and pays it successfully. */
  paidOrder(amount?: number): Promise<{ orderId: string; paymentId: string }>;
  /** Resolves once a request waits in the hold `holdId` (see holds.ts). */
  untilHeld(holdId: string): Promise<void>;
  /** Event names received so far, in arrival order. */
  events(): string[];
  close(): Promise<void>;
}

/** `answer` lets a spec make the receiver reject chosen deliveries (see startWebhookReceiver). */
export async function startHarness(answer?: (n: number) => number): Promise<Harness> {
  const receiver = await startWebhookReceiver(answer);
  const sandbox = await startSandboxWithTestKeys(receiver.url, { webhookRetry: { baseDelayMs: 20 } });
  const rzp = sdkFor(sandbox.url);

  async function drive(path: string, body?: unknown): Promise<Driven> {
    const res = await fetch(`${sandbox.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  }

  const pay = (orderId: string, outcome?: 'success' | 'failure') => drive(`/sandbox/orders/${orderId}/pay`, outcome ? { outcome } : undefined);

  /** A poll of the hold's view, with a bound only a request that never comes reaches. */
  async function untilHeld(holdId: string): Promise<void> {
    const deadline = Date.now() + 20_000;
    while ((await (await fetch(`${sandbox.url}/sandbox/holds/${holdId}`)).json()).waiting === 0) {
      if (Date.now() > deadline) throw new Error(`nothing reached hold ${holdId}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  return {
    sandbox,
    receiver,
    rzp,
    drive,
    pay,
    untilHeld,
    async paidOrder(amount = 49_900) {
      const order = await rzp.orders.create({ amount, currency: 'INR', receipt: 'cart_1' });
      const { body } = await pay(order.id);
      return { orderId: order.id, paymentId: body.razorpay_payment_id as string };
    },
    events: () => receiver.received.map((delivery) => JSON.parse(delivery.rawBody).event as string),
    async close() {
      await sandbox.close();
      await receiver.close();
    },
  };
}
