import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { startSandbox } from '../../../../sandbox/src/server.js';
import type { OrderCustomer } from '../../ordering/events.js';
import { orderStream } from '../../ordering/order/order.js';
import { placed, shopper } from '../../ordering/testing/order-events.fixture.js';
import { createPaymentsProvider, type PaymentsProvider } from '../../payments/payments-provider.js';
import { loadConfig, type Config } from '../config.js';
import type { EventMetadata } from '../event-store/event-store.port.js';
import type { PostgresEventStore } from '../event-store/postgres.event-store.js';
import { toPaise } from '../money.js';
import { type CommandWorld, commandWorld, given } from './command-spec.js';

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
  config: Config;
  /** The shop's provider (the official Razorpay SDK) pointed at this sandbox. */
  provider: PaymentsProvider;
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
    provider: createPaymentsProvider(config),
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

/** Where a payment command's spec runs: a command world with the sandbox as the provider. */
export interface PaymentCommandWorld extends CommandWorld {
  sandbox: TestSandbox;
  /** What the payment commands are built with (PaymentDeps): this world's store and pool, the sandbox's provider. */
  deps: { store: PostgresEventStore; pool: pg.Pool; payments: PaymentsProvider };
  /** Given: an order placed with a provider order in the sandbox whose notes name it, both as checkout makes them. */
  placedOrder(placing?: Placing): Promise<OrderInSandbox>;
  /** Given: such an order paid at the sandbox's checkout, and the capture recorded. */
  paidOrder(placing?: Placing): Promise<OrderInSandbox & { paymentId: string }>;
  /** Closes the sandbox, the store and drops the database. */
  close(): Promise<void>;
}

export interface Placing {
  /** The shopper; by default the fixture's. */
  customer?: OrderCustomer;
  /** A provider order of the spec's choosing (one the sandbox never had, say) instead of a new one. */
  razorpayOrderId?: string;
  /** The events' metadata; by default the shopper, in the order's own checkout, by the placing command. */
  metadata?: EventMetadata;
}

export interface OrderInSandbox {
  orderId: string;
  razorpayOrderId: string;
  customerId: string;
  /** In rupees, as the order has it. */
  amount: number;
  /** What the order's events were recorded with. */
  metadata: EventMetadata;
}

export async function paymentCommandWorld(label: string): Promise<PaymentCommandWorld> {
  const world = await commandWorld(label);
  const sandbox = await startTestSandbox();
  async function placedOrder({ customer, razorpayOrderId, metadata }: Placing = {}): Promise<OrderInSandbox> {
    const orderId = randomUUID();
    const event = placed({ orderId, customer });
    const amount = event.data.totalAmount;
    const providerOrderId = razorpayOrderId ?? (await sandbox.provider.createOrder(toPaise(amount), event.data.orderNumber, { orderId })).id;
    const customerId = event.data.customer._id;
    const recorded = metadata ?? { actor: shopper(customerId), correlationId: orderId, causationId: 'command:place' };
    await given(world.store, orderStream(orderId), [{ type: event.type, data: { ...event.data, razorpayOrderId: providerOrderId } }], recorded);
    return { orderId, razorpayOrderId: providerOrderId, customerId, amount, metadata: recorded };
  }
  return {
    ...world,
    sandbox,
    deps: { store: world.store, pool: world.pool, payments: sandbox.provider },
    placedOrder,
    async paidOrder(placing) {
      const order = await placedOrder(placing);
      const { razorpay_payment_id: paymentId } = await sandbox.pay(order.razorpayOrderId);
      const capture = { paymentId, razorpayOrderId: order.razorpayOrderId, amount: order.amount, source: 'verify', at: new Date().toISOString() };
      await given(world.store, orderStream(order.orderId), [{ type: 'PaymentCaptured', data: capture }], order.metadata);
      return { ...order, paymentId };
    },
    async close() {
      await sandbox.close();
      await world.close();
    },
  };
}
