import { jest } from '@jest/globals';
import { REACTIONS_CHECKPOINT } from '../../api/src/platform/projections/checkpoints.js';
import { ProjectionWaiter } from '../../api/src/platform/projections/projection-waiter.js';
import { checkoutWorld } from '../support/checkout.js';
import { eventually } from '../support/processes.js';
import { suiteWorld } from '../../api/src/platform/testing/suite-world.js';

// Checkout end to end over HTTP: the API prices and reserves, the sandbox takes the payment, the
// worker verifies it through the real razorpay SDK.
describe('checkout', () => {
  const w = suiteWorld(() => checkoutWorld('checkout'));

  const create = (auth: Record<string, string>, body: object) => w.t.http().post('/api/orders/create').set(auth).send(body);
  const orderOf = async (auth: Record<string, string>, id: string) => (await w.t.http().get(`/api/orders/${id}`).set(auth).expect(200)).body.data;
  const stockOf = async (productId: string) => (await w.t.http().get(`/api/products/${productId}`).expect(200)).body.product.stock;

  it('takes a shopper from order to paid, empties the cart, and records it once however often verify is called', async () => {
    const shopper = await w.shopper();
    const product = await w.product(3);
    await w.t.http().post('/api/cart/add').set(shopper.auth).send({ productId: product._id, quantity: 2 }).expect(200);
    const stockBefore = await stockOf(product._id);

    const created = await create(shopper.auth, {
      totalAmount: Math.round(product.price * 2),
      currency: 'INR',
      shippingAddress: shopper.addressId,
      products: [{ productId: product._id, quantity: 2, price: product.price }],
    }).expect(201);
    expect(created.body).toEqual({
      status: true,
      message: 'Order created',
      data: {
        _id: expect.any(String),
        totalAmount: product.price * 2,
        currency: 'INR',
        razorpayOrderId: expect.stringMatching(/^order_/),
        razorpayKeyId: 'rzp_test_sandbox',
        amount: Math.round(product.price * 200),
      },
    });
    const { _id: orderId, razorpayOrderId } = created.body.data;
    expect(await stockOf(product._id)).toBe(stockBefore - 2);
    expect(await orderOf(shopper.auth, orderId)).toMatchObject({
      orderStatus: 'placed',
      paymentStatus: 'pending',
      shippingAddress: expect.objectContaining({ city: 'Bengaluru' }),
    });

    const paid = await w.pay(razorpayOrderId);
    const verify = { paymentId: paid.razorpay_payment_id, razorpayOrderId, signature: paid.razorpay_signature, orderId };
    const answer = await w.t.http().post('/api/orders/verify-payment').set(shopper.auth).send(verify).expect(200);
    expect(answer.body).toEqual({ status: true, message: 'Payment successful! Order placed.' });
    expect(await orderOf(shopper.auth, orderId)).toMatchObject({
      paymentStatus: 'paid',
      paymentDetails: { paymentId: paid.razorpay_payment_id, razorpayOrderId },
    });
    expect((await w.t.http().get('/api/cart').set(shopper.auth).expect(200)).body.cart.items).toEqual([]);

    await w.t.http().post('/api/orders/verify-payment').set(shopper.auth).send(verify).expect(200);
    await w.invoiced(shopper, orderId);
    const events = (
      await w.t
        .http()
        .get(`/api/orders/${orderId}/events`)
        .set({ authorization: `Bearer ${await w.t.adminToken()}` })
        .expect(200)
    ).body.data;
    expect(events.map((e: { type: string }) => e.type)).toEqual(['OrderPlaced', 'PaymentCaptured', 'InvoiceIssued']);
    expect(events[1].metadata).toMatchObject({ actor: { role: 'customer' }, correlationId: orderId });
  });

  it("keeps a line added the moment the payment is verified: the cart's change waits for the paid order's emptying of it", async () => {
    const shopper = await w.shopper();
    const [paidFor, next] = [await w.product(), await w.product()];
    const itemsOf = (cart: { items: { _id: string }[] }) => cart.items.map((item) => item._id);
    await w.t.http().post('/api/cart/add').set(shopper.auth).send({ productId: paidFor._id, quantity: 1 }).expect(200);
    const order = await w.placeOrder(shopper, paidFor);
    const { verification } = await w.payOrder(order);
    // The worker, whose reaction empties the cart, is held still: the webhook records the capture and verify answers from the order.
    process.kill(w.worker.child.pid!, 'SIGSTOP');
    let adding: Promise<{ body: { cart: { items: { _id: string }[] } } }>;
    let added = false;
    try {
      for (const webhook of await w.webhooks(order.razorpayOrderId)) expect((await w.deliver(webhook)).status).toBe(200);
      await w.t.http().post('/api/orders/verify-payment').set(shopper.auth).send(verification).expect(200);
      const waits = jest.spyOn(w.t.app.get(ProjectionWaiter), 'waitFor');
      adding = Promise.resolve(w.t.http().post('/api/cart/add').set(shopper.auth).send({ productId: next._id, quantity: 1 }).expect(200)).finally(() => {
        added = true;
      });
      // Caught waiting for the reaction (the reactions' checkpoint past the capture), which would
      // otherwise sweep the new line away with the paid one; or, were it not waiting, answered already.
      const waitsForTheReaction = () => waits.mock.calls.some(([followers]) => followers.includes(REACTIONS_CHECKPOINT));
      await eventually(() => expect(added || waitsForTheReaction()).toBe(true), 20_000);
      expect(added).toBe(false);
    } finally {
      process.kill(w.worker.child.pid!, 'SIGCONT');
      jest.restoreAllMocks();
    }
    expect(itemsOf((await adding).body.cart)).toEqual([next._id]);
    expect(itemsOf((await w.t.http().get('/api/cart').set(shopper.auth).expect(200)).body.cart)).toEqual([next._id]);
  });

  it('refuses a payment whose signature is not the provider’s', async () => {
    const shopper = await w.shopper();
    const order = await w.placeOrder(shopper);
    const { verification } = await w.payOrder(order);
    const response = await w.t
      .http()
      .post('/api/orders/verify-payment')
      .set(shopper.auth)
      .send({ ...verification, signature: 'f'.repeat(64) })
      .expect(400);
    expect(response.body).toEqual({ status: false, message: 'Payment verification failed' });
    expect((await orderOf(shopper.auth, order.orderId)).paymentStatus).toBe('pending');
  });

  it('prices from the catalogue: a tampered line price or total is a 422 and reserves nothing', async () => {
    const shopper = await w.shopper();
    const product = await w.product();
    const before = await stockOf(product._id);
    const tamperedPrice = await create(shopper.auth, {
      totalAmount: 1,
      currency: 'INR',
      shippingAddress: shopper.addressId,
      products: [{ productId: product._id, quantity: 1, price: 1 }],
    }).expect(422);
    expect(tamperedPrice.body.message).toMatch(/price of .* has changed/);
    await create(shopper.auth, {
      totalAmount: product.price - 50,
      currency: 'INR',
      shippingAddress: shopper.addressId,
      products: [{ productId: product._id, quantity: 1, price: product.price }],
    }).expect(422);
    expect(await stockOf(product._id)).toBe(before);
  });

  it('never oversells the last units to concurrent orders', async () => {
    const product = await w.product(1);
    await w.t.database.pool.query('UPDATE products SET stock = 2 WHERE id = $1', [product._id]);
    await w.t.database.pool.query(`SELECT pg_notify('catalog_changed', 'test')`);
    const shoppers = await Promise.all(Array.from({ length: 5 }, () => w.shopper()));
    const answers = await Promise.all(
      shoppers.map((shopper) =>
        create(shopper.auth, {
          totalAmount: product.price,
          currency: 'INR',
          shippingAddress: shopper.addressId,
          products: [{ productId: product._id, quantity: 1, price: product.price }],
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409, 409, 409]);
    const { rows } = await w.t.database.pool.query('SELECT stock, stock_status FROM products WHERE id = $1', [product._id]);
    expect(rows[0]).toEqual({ stock: 0, stock_status: 'out-of-stock' });
  });

  it('cancels a dismissed, unpaid order in the worker and gives its stock back once', async () => {
    const shopper = await w.shopper();
    const product = await w.product();
    const before = await stockOf(product._id);
    const { orderId } = await w.placeOrder(shopper, product);
    for (let i = 0; i < 2; i++) {
      expect((await w.t.http().delete(`/api/orders/${orderId}/cancel`).query({ reason: 'payment_dismissed' }).set(shopper.auth).expect(200)).body).toEqual({
        status: true,
        message: 'Order cancelled',
      });
    }
    await eventually(async () => expect((await orderOf(shopper.auth, orderId)).orderStatus).toBe('cancelled'), 15_000, 100);
    await eventually(async () => expect(await stockOf(product._id)).toBe(before), 5_000, 100);
    await w.t.http().delete(`/api/orders/${orderId}/cancel`).query({ reason: 'whatever' }).set(shopper.auth).expect(400);
  });

  it('keeps orders to their shoppers', async () => {
    const asha = await w.shopper();
    const ravi = await w.shopper();
    const product = await w.product();
    const { orderId } = await w.placeOrder(asha, product);
    await w.t.http().get(`/api/orders/${orderId}`).set(ravi.auth).expect(404);
    await w.t.http().delete(`/api/orders/${orderId}/cancel`).set(ravi.auth).expect(404);
    await create(ravi.auth, {
      totalAmount: product.price,
      currency: 'INR',
      shippingAddress: asha.addressId,
      products: [{ productId: product._id, quantity: 1, price: product.price }],
    }).expect(404);
    await w.t.http().get(`/api/orders/${orderId}/events`).set(asha.auth).expect(403);
  });
});
