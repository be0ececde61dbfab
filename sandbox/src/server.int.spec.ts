import { request } from 'node:http';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils.js';
import { KEY_ID, KEY_SECRET, sdkFor, startHarness, type Harness } from './testing/sdk-harness.js';

describe('razorpay sandbox: orders and payments through the official SDK', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(() => h.close());

  it('listens on the real port when asked for port 0', () => {
    expect(h.sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(h.sandbox.url).not.toMatch(/:0$/);
  });

  it('creates and fetches orders', async () => {
    const order = await h.rzp.orders.create({ amount: 49_900, currency: 'INR', receipt: 'cart_7', notes: { cart_id: '7' } });
    expect(order).toMatchObject({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      entity: 'order',
      amount: 49_900,
      amount_paid: 0,
      amount_due: 49_900,
      currency: 'INR',
      receipt: 'cart_7',
      status: 'created',
      attempts: 0,
      notes: { cart_id: '7' },
      created_at: expect.any(Number),
    });
    expect(await h.rzp.orders.fetch(order.id)).toEqual(order);
  });

  it("rejects bad order input with a 400 in Razorpay's error shape", async () => {
    await expect(h.rzp.orders.create({ amount: 99, currency: 'INR' })).rejects.toEqual({
      statusCode: 400,
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'The amount must be at least INR 1.00',
        source: 'business',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
        metadata: {},
        field: 'amount',
      },
    });
    await expect(h.rzp.orders.fetch('order_DoesNotExist00')).rejects.toMatchObject({
      statusCode: 400,
      error: { description: 'The id provided does not exist' },
    });
  });

  it('answers wrong or missing credentials with a 401 BAD_REQUEST_ERROR', async () => {
    await expect(sdkFor(h.sandbox.url, 'wrong_secret').orders.create({ amount: 100, currency: 'INR' })).rejects.toMatchObject({
      statusCode: 401,
      error: { code: 'BAD_REQUEST_ERROR', source: 'NA', step: 'NA', reason: 'NA', metadata: {} },
    });
    const anonymous = await fetch(`${h.sandbox.url}/v1/orders/order_AAAAAAAAAAAAAA`);
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.code).toBe('BAD_REQUEST_ERROR');
  });

  it('pays an order: checkout signature verifies, payment is captured, order is paid', async () => {
    const order = await h.rzp.orders.create({ amount: 49_900, currency: 'INR', receipt: 'cart_1' });
    const { status, body } = await h.pay(order.id);
    expect(status).toBe(200);
    expect(body).toEqual({
      razorpay_payment_id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/),
      razorpay_order_id: order.id,
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const params = { order_id: body.razorpay_order_id, payment_id: body.razorpay_payment_id };
    expect(validatePaymentVerification(params, body.razorpay_signature, KEY_SECRET)).toBe(true);
    expect(validatePaymentVerification(params, body.razorpay_signature, 'another_secret')).toBe(false);

    expect(await h.rzp.orders.fetch(order.id)).toMatchObject({ status: 'paid', amount_paid: 49_900, amount_due: 0, attempts: 1 });
    expect(await h.rzp.orders.fetchPayments(order.id)).toMatchObject({
      entity: 'collection',
      count: 1,
      items: [{ id: body.razorpay_payment_id }],
    });
    expect(await h.rzp.payments.fetch(body.razorpay_payment_id)).toMatchObject({
      entity: 'payment',
      amount: 49_900,
      currency: 'INR',
      status: 'captured',
      captured: true,
      order_id: order.id,
      method: 'card',
      amount_refunded: 0,
      refund_status: null,
      email: expect.any(String),
      contact: expect.any(String),
    });
  });

  it('refuses to pay a paid order (409) or an unknown one (404)', async () => {
    const { orderId } = await h.paidOrder();
    expect(await h.pay(orderId)).toMatchObject({
      status: 409,
      body: { error: { code: 'BAD_REQUEST_ERROR', reason: 'order_already_paid' } },
    });
    expect(await h.pay('order_DoesNotExist00')).toMatchObject({ status: 404, body: { error: { code: 'BAD_REQUEST_ERROR' } } });
  });

  it('fails a payment on request, then lets the customer pay again', async () => {
    const order = await h.rzp.orders.create({ amount: 20_000, currency: 'INR' });
    const failed = await h.pay(order.id, 'failure');
    expect(failed.status).toBe(402);
    expect(failed.body).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed',
        source: expect.any(String),
        step: expect.any(String),
        reason: 'payment_failed',
        metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_/) },
      },
    });
    expect(await h.rzp.payments.fetch(failed.body.error.metadata.payment_id)).toMatchObject({
      status: 'failed',
      captured: false,
      error_code: 'BAD_REQUEST_ERROR',
      error_description: 'Payment failed',
    });
    expect(await h.rzp.orders.fetch(order.id)).toMatchObject({ status: 'attempted', attempts: 1, amount_paid: 0 });

    expect((await h.pay(order.id)).status).toBe(200);
    expect(await h.rzp.orders.fetch(order.id)).toMatchObject({ status: 'paid', attempts: 2 });
    expect((await h.rzp.orders.fetchPayments(order.id)).count).toBe(2);
  });

  it('supports manual capture for orders created with payment_capture: 0', async () => {
    const order = await h.rzp.orders.create({ amount: 30_000, currency: 'INR', payment_capture: false });
    const paymentId = (await h.pay(order.id)).body.razorpay_payment_id as string;
    expect(await h.rzp.payments.fetch(paymentId)).toMatchObject({ status: 'authorized', captured: false });
    expect((await h.rzp.orders.fetch(order.id)).status).toBe('attempted');
    await expect(h.rzp.payments.capture(paymentId, 100, 'INR')).rejects.toMatchObject({ statusCode: 400, error: { field: 'amount' } });

    expect(await h.rzp.payments.capture(paymentId, 30_000, 'INR')).toMatchObject({ id: paymentId, status: 'captured', captured: true });
    expect((await h.rzp.orders.fetch(order.id)).status).toBe('paid');
    await h.receiver.waitFor(3);
    expect(h.events()).toEqual(['payment.authorized', 'payment.captured', 'order.paid']);
  });

  it('serves health, checkout.js and CORS preflight for the driver', async () => {
    expect(await (await fetch(`${h.sandbox.url}/sandbox/health`)).json()).toEqual({ status: 'ok' });

    for (const path of ['/checkout.js', '/v1/checkout.js']) {
      const script = await fetch(`${h.sandbox.url}${path}`);
      expect(script.status).toBe(200);
      expect(script.headers.get('content-type')).toMatch(/^application\/javascript/);
      expect(script.headers.get('access-control-allow-origin')).toBe('*');
      expect(await script.text()).toContain('window.Razorpay = Razorpay');
    }

    const preflight = await fetch(`${h.sandbox.url}/sandbox/orders/order_AAAAAAAAAAAAAA/pay`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
  });

  it('finishes an in-flight request on close, then refuses new connections', async () => {
    const { port } = new URL(h.sandbox.url);
    const auth = `${KEY_ID}:${KEY_SECRET}`;
    // Held once authenticated, before its body is read: the test knows when the sandbox has it in hand (close releases it).
    const hold = await h.drive('/sandbox/holds', { method: 'POST', path: '/v1/orders' });
    const req = request({ host: '127.0.0.1', port, path: '/v1/orders', method: 'POST', auth, headers: { 'Content-Type': 'application/json' } });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
    });
    req.write('{"amount": 12');
    await h.untilHeld(hold.body.id);

    let closed = false;
    const closing = h.sandbox.close().then(() => (closed = true));
    // Closing already refuses new connections, and still waits for the request it has.
    await expect(fetch(`${h.sandbox.url}/sandbox/health`)).rejects.toThrow();
    expect(closed).toBe(false);

    req.end('300}');
    const { status, body } = await answered;
    expect(status).toBe(200);
    expect(JSON.parse(body).amount).toBe(12_300);
    await closing;
    await expect(fetch(`${h.sandbox.url}/sandbox/health`)).rejects.toThrow();
  });
});
