import { createHmac, randomBytes } from 'node:crypto';
import { HOME_ADDRESS } from '../../api/src/platform/testing/fixtures.js';
import { createTestApp, type TestApp } from '../../api/src/platform/testing/test-app.js';
import { startTestSandbox, type TestSandbox } from '../../api/src/platform/testing/test-sandbox.js';
import { eventually, startProcess, type RunningProcess } from './processes.js';

export interface Shopper {
  token: string;
  userId: string;
  addressId: string;
  auth: { authorization: string };
}

export interface Product {
  _id: string;
  price: number;
  stock: number;
  name: string;
}

export interface SandboxPayment {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface PlacedOrder {
  orderId: string;
  razorpayOrderId: string;
  /** In paise, as the provider's order has it. */
  amount: number;
}

export interface Payment {
  paid: SandboxPayment;
  /** The body verify-payment takes for this payment. */
  verification: { paymentId: string; razorpayOrderId: string; signature: string; orderId: string };
}

export interface CheckoutWorld {
  t: TestApp;
  sandbox: TestSandbox;
  worker: RunningProcess;
  projections: RunningProcess;
  /** A signed-up customer with a saved address. */
  shopper(): Promise<Shopper>;
  /** An in-stock product with at least `units` in stock. */
  product(units?: number): Promise<Product>;
  pay(razorpayOrderId: string, outcome?: 'success' | 'failure'): Promise<SandboxPayment>;
  /** Places the shopper's order of one unit of the product (by default any with five units in stock), to their address; create answers 201. */
  placeOrder(shopper: Shopper, product?: Product): Promise<PlacedOrder>;
  /** Pays a placed order in the sandbox; nobody has told the shop yet. */
  payOrder(order: Pick<PlacedOrder, 'orderId' | 'razorpayOrderId'>): Promise<Payment>;
  /** Pays a placed order in the sandbox and has the shopper verify it; verify-payment answers 200. */
  payAndVerify(shopper: Shopper, order: Pick<PlacedOrder, 'orderId' | 'razorpayOrderId'>): Promise<Payment>;
  /**
   * An order of one unit, placed by the shopper (by default a new one), paid, verified and invoiced:
   * the worker's invoice job has run, so the order's events stand still until the test moves it on.
   */
  paidOrder(shopper?: Shopper, product?: Product): Promise<PlacedOrder & Payment & { shopper: Shopper }>;
  /** Waits for the worker to issue the order's invoice (a job after the payment); answers its number. */
  invoiced(shopper: Shopper, orderId: string): Promise<string>;
  /** What the provider's API (the sandbox) answers to a GET of `path`, asked with the shop's test key. */
  providerGet(path: string): Promise<any>;
  /** Starts another worker process like the first (same database, Redis prefix, sandbox and env, plus `extraEnv`); it becomes `worker`. */
  startWorker(extraEnv?: Record<string, string>): RunningProcess;
  /**
   * The webhooks the sandbox recorded about a provider order, oldest first. The sandbox here does not
   * deliver them (the API is not listening); a test delivers them with `deliver`, when it wants them to arrive.
   */
  webhooks(razorpayOrderId: string): Promise<RecordedWebhook[]>;
  /** Delivers a recorded webhook to the API as Razorpay does: the same body, signed, with its event id. */
  deliver(webhook: RecordedWebhook): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

export interface RecordedWebhook {
  id: string;
  event: string;
  body: {
    event: string;
    payload: { payment?: { entity: { id: string; order_id: string } }; order?: { entity: { id: string } }; refund?: { entity: { id: string } } };
  };
}

const WEBHOOK_SECRET = 'sandbox_webhook_secret';

/**
 * The real checkout path: the API in-process, the worker as its own process (built code), and the
 * Razorpay sandbox, all sharing one database and Redis prefix of the test's own. `apiEnv` is the
 * API's settings beyond those.
 */
export async function checkoutWorld(label: string, workerEnv: Record<string, string> = {}, apiEnv: Record<string, string> = {}): Promise<CheckoutWorld> {
  const sandbox = await startTestSandbox();
  const redisPrefix = `test-${randomBytes(6).toString('hex')}`;
  const t = await createTestApp(label, { ...apiEnv, SANDBOX_URL: sandbox.url, REDIS_PREFIX: redisPrefix });
  const env = { DATABASE_URL: t.database.url, REDIS_PREFIX: redisPrefix, SANDBOX_URL: sandbox.url };
  const newWorker = (extraEnv: Record<string, string> = {}) => startProcess('worker/dist/main.js', { ...env, ...workerEnv, ...extraEnv }, { ready: true });
  const worker = newWorker();
  const projections = startProcess('projections/dist/main.js', env, { ready: true });
  // The first checkout needs both: its verify job a worker, its read-your-writes the projections.
  await Promise.all([worker.ready, projections.ready]);
  let shoppers = 0;
  const world: CheckoutWorld = {
    t,
    sandbox,
    worker,
    projections,
    async shopper() {
      const { token, user } = await t.customer({ email: `shopper${++shoppers}-${randomBytes(3).toString('hex')}@example.in` });
      const auth = { authorization: `Bearer ${token}` };
      const { body } = await t.http().post('/api/addresses').set(auth).send({ address: HOME_ADDRESS }).expect(201);
      return { token, userId: user._id, addressId: body.address[0]._id, auth };
    },
    async product(units = 5) {
      const { body } = await t.http().get('/api/products').query({ limit: 100 }).expect(200);
      const product = body.products.find((p: { stock: number; stockStatus: string }) => p.stock >= units && p.stockStatus === 'in-stock');
      if (!product) throw new Error(`No product with ${units} units in stock`);
      return product;
    },
    async pay(razorpayOrderId, outcome = 'success') {
      const response = await fetch(`${sandbox.url}/sandbox/orders/${razorpayOrderId}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ outcome }),
      });
      return response.json();
    },
    async placeOrder(shopper, product) {
      const { _id, price } = product ?? (await world.product());
      const { body } = await t
        .http()
        .post('/api/orders/create')
        .set(shopper.auth)
        .send({ totalAmount: price, currency: 'INR', shippingAddress: shopper.addressId, products: [{ productId: _id, quantity: 1, price }] })
        .expect(201);
      return { orderId: body.data._id, razorpayOrderId: body.data.razorpayOrderId, amount: body.data.amount };
    },
    async payOrder({ orderId, razorpayOrderId }) {
      const paid = await world.pay(razorpayOrderId);
      return { paid, verification: { paymentId: paid.razorpay_payment_id, razorpayOrderId, signature: paid.razorpay_signature, orderId } };
    },
    async payAndVerify(shopper, order) {
      const payment = await world.payOrder(order);
      await t.http().post('/api/orders/verify-payment').set(shopper.auth).send(payment.verification).expect(200);
      return payment;
    },
    async paidOrder(shopper, product) {
      const buyer = shopper ?? (await world.shopper());
      const order = await world.placeOrder(buyer, product);
      const payment = await world.payAndVerify(buyer, order);
      await world.invoiced(buyer, order.orderId);
      return { shopper: buyer, ...order, ...payment };
    },
    async invoiced(shopper, orderId) {
      return eventually(async () => {
        const { invoice } = (await t.http().get(`/api/orders/${orderId}`).set(shopper.auth).expect(200)).body.data;
        expect(invoice).not.toBeNull();
        return invoice.number as string;
      }, 20_000);
    },
    providerGet: (path) => sandbox.get(path),
    startWorker(extraEnv) {
      world.worker = newWorker(extraEnv);
      return world.worker;
    },
    async webhooks(razorpayOrderId) {
      const { items } = (await (await fetch(`${sandbox.url}/sandbox/webhooks`)).json()) as { items: RecordedWebhook[] };
      // Every event the shop hears of (payments, orders, refunds) carries the payment, or else the order.
      return items.filter(({ body: { payload } }) => (payload.payment?.entity.order_id ?? payload.order?.entity.id) === razorpayOrderId);
    },
    async deliver({ id, body }) {
      // The sandbox serialised the body once with JSON.stringify; doing so again gives the same bytes.
      const raw = JSON.stringify(body);
      const response = await t
        .http()
        .post('/api/payments/razorpay/webhook')
        .set({
          'content-type': 'application/json',
          'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex'),
          'x-razorpay-event-id': id,
        })
        .send(raw);
      return { status: response.status, body: response.body };
    },
    async close() {
      world.worker.child.kill('SIGTERM');
      projections.child.kill('SIGTERM');
      await Promise.all([world.worker.exited, projections.exited]);
      await t.close();
      await sandbox.close();
    },
  };
  return world;
}
