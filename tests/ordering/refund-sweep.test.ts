import { checkoutWorld, type CheckoutWorld } from '../support/checkout.js';
import { eventually } from '../support/processes.js';

// A refund the provider keeps refusing is not forgotten: the order records the failure, staff see
// it in their alerts, and the refund is sent again until it goes through.
describe('refunds owed', () => {
  let w: CheckoutWorld;
  let admin: Record<string, string>;
  beforeAll(async () => {
    w = await checkoutWorld('refund_sweep', { RECONCILE_INTERVAL_SECONDS: '1' });
    admin = { authorization: `Bearer ${await w.t.adminToken()}` };
  });
  afterAll(() => w.close());

  const alerts = async () =>
    (await w.t.http().get('/api/admin/alerts').set(admin).expect(200)).body as { id: string; kind: string; orderId: string; message: string }[];

  it('records a refund that failed every attempt, shows it to staff, and sends it again until it is made', async () => {
    const { shopper, orderId } = await w.paidOrder();
    // A worker whose provider refuses it (wrong key): every refund attempt fails.
    w.worker.child.kill('SIGTERM');
    await w.worker.exited;
    w.startWorker({ RAZORPAY_KEY_SECRET: 'not-the-secret' });
    await w.t.http().patch(`/api/orders/${orderId}/status`).set(admin).send({ orderStatus: 'cancelled', reason: 'damaged in the warehouse' }).expect(200);

    await eventually(
      async () =>
        expect(await alerts()).toContainEqual(
          expect.objectContaining({ kind: 'refund', orderId, message: expect.stringMatching(/^The refund could not be made: /) }),
        ),
      40_000,
      250,
    );
    const events = (await w.t.http().get(`/api/orders/${orderId}/events`).set(admin).expect(200)).body.data.map((e: { type: string }) => e.type);
    expect(events.slice(-2)).toEqual(['RefundRequested', 'RefundFailed']);
    expect((await w.t.http().get('/api/admin/alerts').set(shopper.auth).expect(403)).body.status).toBe(false);

    // The provider takes it again; the sweep sends it once its next attempt is due (brought forward here).
    w.worker.child.kill('SIGTERM');
    await w.worker.exited;
    w.startWorker();
    await w.t.database.pool.query("UPDATE alerts SET next_attempt_at = now() WHERE kind = 'refund' AND order_id = $1", [orderId]);
    await eventually(
      async () => {
        const order = (await w.t.http().get(`/api/orders/${orderId}`).set(shopper.auth).expect(200)).body.data;
        expect(order).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'refunded' });
      },
      30_000,
      250,
    );
    // The alert is closed by the worker that made the refund, apart from the order's read model: a signal of its own.
    await eventually(async () => expect((await alerts()).map((alert) => alert.orderId)).not.toContain(orderId), 30_000, 250);
    const page = await w.t
      .http()
      .get('/api/admin/alerts')
      .query({ filter: JSON.stringify({ open: false }), range: '[0,9]' })
      .set(admin)
      .expect(200);
    expect(page.headers['content-range']).toMatch(/^alerts 0-\d+\/\d+$/);
    expect(page.body).toContainEqual(expect.objectContaining({ kind: 'refund', orderId, resolvedAt: expect.any(String) }));
  });
});
