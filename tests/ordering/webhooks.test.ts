import { createHmac, randomUUID } from 'node:crypto';
import { checkoutWorld } from '../support/checkout.js';
import { eventually } from '../support/processes.js';
import { suiteWorld } from '../../api/src/platform/testing/suite-world.js';

const WEBHOOK_SECRET = 'sandbox_webhook_secret';

// Razorpay's webhooks as Razorpay sends them: signed over the raw body, and delivered again and
// again until acknowledged.
describe('payment webhooks', () => {
  const w = suiteWorld(() => checkoutWorld('webhooks'));

  const deliver = (body: string, eventId: string, signature = createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex')) =>
    w.t
      .http()
      .post('/api/payments/razorpay/webhook')
      .set({ 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId })
      .send(body);

  async function placedAndPaid() {
    const shopper = await w.shopper();
    const order = await w.placeOrder(shopper);
    const { paid, verification } = await w.payOrder(order);
    const payment = await w.providerGet(`/v1/payments/${paid.razorpay_payment_id}`);
    return { shopper, ...order, paid, verification, payment };
  }
  const eventTypes = async (orderId: string) =>
    (await w.t.database.pool.query('SELECT type FROM events WHERE stream_id = $1 ORDER BY revision', [`order-${orderId}`])).rows.map(
      (r: { type: string }) => r.type,
    );

  it('takes effect once for a webhook delivered five times, whichever of it and verify-payment comes first', async () => {
    const { shopper, orderId, verification, payment } = await placedAndPaid();
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: { payment: { entity: payment } },
      created_at: 1,
    });
    const eventId = `evt_${randomUUID().slice(0, 14)}`;
    for (let i = 0; i < 5; i++) expect((await deliver(body, eventId).expect(200)).body).toEqual({ status: true });
    await w.invoiced(shopper, orderId);
    expect(await eventTypes(orderId)).toEqual(['OrderPlaced', 'PaymentCaptured', 'InvoiceIssued']);
    const { rows } = await w.t.database.pool.query('SELECT deliveries, processed_at IS NOT NULL AS processed FROM provider_events WHERE event_id = $1', [
      eventId,
    ]);
    expect(rows[0]).toEqual({ deliveries: 5, processed: true });

    await w.t.http().post('/api/orders/verify-payment').set(shopper.auth).send(verification).expect(200);
    expect(await eventTypes(orderId)).toEqual(['OrderPlaced', 'PaymentCaptured', 'InvoiceIssued']);
    const history = (await w.t.http().get(`/api/orders/${orderId}/history`).set(shopper.auth).expect(200)).body.data;
    expect(history.at(-1)).toMatchObject({ field: 'paymentStatus', to: 'paid', actor: { role: 'provider', name: 'razorpay', _id: null, email: null } });
  });

  it('keeps every delivery that arrives at once with its own payload, and counts a repeat among them', async () => {
    const ids = Array.from({ length: 5 }, (_, index) => `evt_burst_${index}_${randomUUID().slice(0, 8)}`);
    // Payments of no order of the shop's: acknowledged and kept, nothing else.
    const body = (id: string) => JSON.stringify({ entity: 'event', event: 'payment.authorized', payload: { payment: { entity: { id: `pay_${id}` } } } });
    const answers = await Promise.all([...ids, ids[0]!].map((id) => deliver(body(id), id)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const { rows } = await w.t.database.pool.query('SELECT event_id, deliveries, payload FROM provider_events WHERE event_id = ANY($1) ORDER BY event_id', [
      ids,
    ]);
    expect(rows).toEqual([...ids].sort().map((id) => ({ event_id: id, deliveries: id === ids[0] ? 2 : 1, payload: JSON.parse(body(id)) })));
  });

  it('empties the cart of a shopper who paid and left before the page verified: the webhook is enough', async () => {
    const shopper = await w.shopper();
    const product = await w.product();
    await w.t.http().post('/api/cart/add').set(shopper.auth).send({ productId: product._id, quantity: 1 }).expect(200);
    const order = await w.placeOrder(shopper, product);
    await w.payOrder(order);
    for (const webhook of await w.webhooks(order.razorpayOrderId)) expect((await w.deliver(webhook)).status).toBe(200);
    await eventually(async () => {
      const { body } = await w.t.http().get('/api/cart').set(shopper.auth).expect(200);
      expect(body.cart.items).toEqual([]);
    });
  });

  it('marks a failed payment as failed without giving the order up, and still takes a later payment', async () => {
    const shopper = await w.shopper();
    const product = await w.product();
    const stock = async () => (await w.t.database.pool.query('SELECT stock FROM products WHERE id = $1', [product._id])).rows[0].stock;
    const { orderId, razorpayOrderId } = await w.placeOrder(shopper, product);
    const stockWhilePlaced = await stock();
    const listed = async () =>
      (await w.t.http().get('/api/orders/user-orders').set(shopper.auth).expect(200)).body.data.find((o: { _id: string }) => o._id === orderId);

    const declined = (await w.pay(razorpayOrderId, 'failure')) as unknown as { error: { code: string; description: string; metadata: { payment_id: string } } };
    expect(declined.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', metadata: { payment_id: expect.stringMatching(/^pay_/) } });
    const [failed] = await w.webhooks(razorpayOrderId);
    expect(failed).toMatchObject({ event: 'payment.failed' });
    for (let i = 0; i < 2; i++) expect(await w.deliver(failed!)).toEqual({ status: 200, body: { status: true } });

    await eventually(async () => expect(await listed()).toMatchObject({ orderStatus: 'placed', paymentStatus: 'failed' }), 10_000, 100);
    const history = (await w.t.http().get(`/api/orders/${orderId}/history`).set(shopper.auth).expect(200)).body.data;
    expect(history.at(-1)).toMatchObject({
      field: 'paymentStatus',
      from: 'pending',
      to: 'failed',
      reason: declined.error.description,
      actor: { _id: null, email: null, role: 'provider', name: 'razorpay' },
    });
    expect(history.filter((entry: { field: string }) => entry.field === 'orderStatus')).toHaveLength(1);
    expect(await stock()).toBe(stockWhilePlaced); // still reserved for the shopper's next try

    // The shopper tries again, with another card.
    const paid = await w.pay(razorpayOrderId);
    const answer = await w.t
      .http()
      .post('/api/orders/verify-payment')
      .set(shopper.auth)
      .send({ paymentId: paid.razorpay_payment_id, razorpayOrderId, signature: paid.razorpay_signature, orderId })
      .expect(200);
    expect(answer.body).toEqual({ status: true, message: 'Payment successful! Order placed.' });
    expect(await listed()).toMatchObject({ orderStatus: 'placed', paymentStatus: 'paid', paymentDetails: { paymentId: paid.razorpay_payment_id } });
    // Every webhook of both attempts arrives late: none of them undoes the payment.
    for (const webhook of await w.webhooks(razorpayOrderId)) expect((await w.deliver(webhook)).status).toBe(200);
    await w.invoiced(shopper, orderId);
    expect(await eventTypes(orderId)).toEqual(['OrderPlaced', 'PaymentFailed', 'PaymentCaptured', 'InvoiceIssued']);
    expect(await listed()).toMatchObject({ orderStatus: 'placed', paymentStatus: 'paid' });
    expect(await stock()).toBe(stockWhilePlaced);
  });

  it('refuses a delivery whose signature does not match the raw body, with no effect', async () => {
    const { orderId, payment } = await placedAndPaid();
    const body = JSON.stringify({ entity: 'event', event: 'payment.captured', payload: { payment: { entity: payment } } });
    const forged = createHmac('sha256', 'not-the-secret').update(body).digest('hex');
    expect((await deliver(body, 'evt_forged', forged).expect(400)).body).toEqual({ status: false, message: 'Invalid webhook signature' });
    // Same JSON, re-serialised with other spacing: the signature covers the bytes, not the meaning.
    const respaced = JSON.stringify(JSON.parse(body), null, 2);
    await deliver(respaced, 'evt_respaced', createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex')).expect(400);
    expect(await eventTypes(orderId)).toEqual(['OrderPlaced']);
  });

  it('acknowledges an event about an order that is not ours', async () => {
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_x', order_id: 'order_x', amount: 100, status: 'captured', notes: {} } } },
    });
    expect((await deliver(body, 'evt_stranger').expect(200)).body).toEqual({ status: true });
  });

  it('acknowledges every correctly signed delivery it cannot apply, records why, changes nothing, and alerts staff', async () => {
    const admin = { authorization: `Bearer ${await w.t.adminToken()}` };
    const { orderId, payment } = await placedAndPaid();
    const other = await placedAndPaid();
    const event = (entity: object) => JSON.stringify({ entity: 'event', event: 'payment.captured', payload: { payment: { entity } } });
    const deliveries = [
      { id: `evt_empty_${randomUUID().slice(0, 8)}`, body: '{}' },
      { id: `evt_amount_${randomUUID().slice(0, 8)}`, body: event({ ...payment, amount: payment.amount + 100 }) },
      // Another order's provider payment, with this order's notes.
      { id: `evt_other_${randomUUID().slice(0, 8)}`, body: event({ ...other.payment, notes: payment.notes }) },
    ];
    for (const { id, body } of deliveries) expect((await deliver(body, id).expect(200)).body).toEqual({ status: true });
    expect(await eventTypes(orderId)).toEqual(['OrderPlaced']);

    const { rows } = await w.t.database.pool.query('SELECT event_id, error FROM provider_events WHERE event_id = ANY($1) ORDER BY event_id', [
      deliveries.map((d) => d.id),
    ]);
    expect(
      rows
        .filter((row: { error: string | null }) => row.error !== null)
        .map((row: { event_id: string }) => row.event_id)
        .sort(),
    ).toEqual([deliveries[1]!.id, deliveries[2]!.id].sort());
    const alerts = (
      await w.t
        .http()
        .get('/api/admin/alerts')
        .query({ filter: JSON.stringify({ kind: 'webhook' }) })
        .set(admin)
        .expect(200)
    ).body;
    expect(alerts.filter((alert: { orderId: string }) => alert.orderId === orderId)).toHaveLength(2);
    // A NUL in the payload (which Postgres cannot store as such) is acknowledged and kept too.
    const withNul = {
      id: `evt_nul_${randomUUID().slice(0, 8)}`,
      body: JSON.stringify({
        entity: 'event',
        event: 'payment.failed\u0000',
        payload: { payment: { entity: { ...payment, status: 'failed', error_description: 'bad\u0000card' } } },
      }),
    };
    expect((await deliver(withNul.body, withNul.id).expect(200)).body).toEqual({ status: true });
    expect((await w.t.database.pool.query('SELECT count(*)::int AS kept FROM provider_events WHERE event_id = $1', [withNul.id])).rows[0].kept).toBe(1);
    // A redelivery changes nothing more: it is counted, and staff are not alerted again.
    await deliver(deliveries[1]!.body, deliveries[1]!.id).expect(200);
    expect(await eventTypes(orderId)).toEqual(['OrderPlaced']);
    const repeat = await w.t.database.pool.query(
      `SELECT p.deliveries, p.error IS NOT NULL AS refused, a.attempts FROM provider_events p JOIN alerts a ON a.key = 'webhook:' || p.event_id WHERE p.event_id = $1`,
      [deliveries[1]!.id],
    );
    expect(repeat.rows).toEqual([{ deliveries: 2, refused: true, attempts: 1 }]);
  });
});
