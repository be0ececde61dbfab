import { Queue } from 'bullmq';
import { verifyJobId } from '../../api/src/ordering/commands/verify-payment.js';
import { PAYMENTS_QUEUE, redisConnection } from '../../api/src/platform/queues/jobs.js';
import { checkoutWorld, type CheckoutWorld } from '../support/checkout.js';
import { eventually } from '../support/processes.js';

// Short job locks and stalled-job checks (production keeps BullMQ's 30 s), so that a job left
// behind by a dead worker is taken up again within seconds rather than a minute.
const WORKER_ENV = { JOB_LOCK_DURATION_MS: '3000', JOB_STALLED_INTERVAL_MS: '1000' };

describe('a worker killed in the middle of verifying a payment', () => {
  let w: CheckoutWorld;
  let queue: Queue;
  beforeAll(async () => {
    w = await checkoutWorld('worker-crash', WORKER_ENV);
    queue = new Queue(PAYMENTS_QUEUE, { connection: redisConnection(w.t.config), prefix: w.t.config.REDIS_PREFIX });
  });
  afterAll(async () => {
    await queue.close();
    await w.close();
  });

  const drive = async (path: string, body?: object) => {
    const response = await fetch(`${w.sandbox.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    });
    return response.json();
  };
  const stockOf = async (productId: string) =>
    (await w.t.database.pool.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [productId])).rows[0]!.stock;
  const jobState = async (id: string) => (await queue.getJob(id))?.getState();

  it('is finished once by the next worker: the order is paid once and its stock counted once', async () => {
    const shopper = await w.shopper();
    const product = await w.product();
    const before = await stockOf(product._id);
    const order = await w.placeOrder(shopper, product);
    const { orderId } = order;
    const { paid, verification: verify } = await w.payOrder(order);
    const verifyJob = verifyJobId(verify, shopper.userId);

    // The job asks the provider for the payment; the sandbox holds that call until we let it go.
    const hold = await drive('/sandbox/holds', { method: 'GET', path: `/v1/payments/${paid.razorpay_payment_id}` });
    const firstAnswer = w.t
      .http()
      .post('/api/orders/verify-payment')
      .set(shopper.auth)
      .send(verify)
      .then((response) => response);
    await eventually(async () => expect(await (await fetch(`${w.sandbox.url}/sandbox/holds/${hold.id}`)).json()).toMatchObject({ waiting: 1 }), 20_000, 50);
    expect(await jobState(verifyJob)).toBe('active');

    const killed = w.worker;
    killed.child.kill('SIGKILL');
    expect(await killed.exited).toEqual({ code: null, signal: 'SIGKILL' });
    await drive(`/sandbox/holds/${hold.id}/release`); // answers a caller that is gone
    // Nobody finishes the job now: it stays active under the dead worker's lock, and nothing is recorded.
    expect(await jobState(verifyJob)).toBe('active');
    expect((await w.t.database.pool.query('SELECT type FROM events WHERE stream_id = $1 ORDER BY revision', [`order-${orderId}`])).rows).toEqual([
      { type: 'OrderPlaced' },
    ]);

    w.startWorker();
    // The shopper's first call is bounded: it answers the payment, or that it is still being confirmed.
    const first = await firstAnswer;
    expect([
      { status: 200, body: { status: true, message: 'Payment successful! Order placed.' } },
      { status: 503, body: { status: false, message: 'Your payment is still being confirmed; your orders will show it shortly' } },
    ]).toContainEqual({ status: first.status, body: first.body });

    await eventually(async () => expect(await jobState(verifyJob)).toBe('completed'), 60_000, 250);
    const job = (await queue.getJob(verifyJob))!;
    // Started by the dead worker and by the new one, taken back from the dead one once, finished once.
    expect({ started: job.attemptsStarted, stalled: job.stalledCounter, finished: job.attemptsMade }).toEqual({ started: 2, stalled: 1, finished: 1 });

    // The shopper tries again and hears the outcome of the job that already ran.
    const retry = await w.t.http().post('/api/orders/verify-payment').set(shopper.auth).send(verify).expect(200);
    expect(retry.body).toEqual({ status: true, message: 'Payment successful! Order placed.' });

    const staff = { authorization: `Bearer ${await w.t.adminToken()}` };
    await w.invoiced(shopper, orderId);
    const events = (await w.t.http().get(`/api/orders/${orderId}/events`).set(staff).expect(200)).body.data;
    expect(events.map((e: { type: string }) => e.type)).toEqual(['OrderPlaced', 'PaymentCaptured', 'InvoiceIssued']);
    expect(events[1]).toMatchObject({ data: { paymentId: paid.razorpay_payment_id, source: 'verify' }, metadata: { actor: { role: 'customer' } } });
    const mine = (await w.t.http().get('/api/orders/user-orders').set(shopper.auth).expect(200)).body.data.find((o: { _id: string }) => o._id === orderId);
    expect(mine).toMatchObject({ orderStatus: 'placed', paymentStatus: 'paid' });
    expect(await stockOf(product._id)).toBe(before - 1);
    const reservations = await w.t.database.pool.query('SELECT released_at FROM stock_reservations WHERE order_id = $1', [orderId]);
    expect(reservations.rows).toEqual([{ released_at: null }]);
  }, 120_000);
});
