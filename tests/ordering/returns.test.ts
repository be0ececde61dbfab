import { randomUUID } from 'node:crypto';
import { EVENT_STORE, type EventStore } from '../../api/src/platform/event-store/event-store.port.js';
import { checkoutWorld, type Shopper } from '../support/checkout.js';
import { eventually } from '../support/processes.js';
import { suiteWorld } from '../../api/src/platform/testing/suite-world.js';

type Auth = Record<string, string>;
const REASONS = {
  question1: 'Why are you returning this?',
  answer1: 'Defective or damaged',
  question2: 'Condition of the product',
  answer2: 'Unsealed but functional',
};

// A return from the shopper's request to the money, voucher or parcel that settles it.
describe('returns', () => {
  const w = suiteWorld(async () => {
    const made = await checkoutWorld('returns');
    return { ...made, admin: { authorization: `Bearer ${await made.t.adminToken()}` } };
  });

  /** A paid order of two products, delivered by staff. */
  async function deliveredOrder(shopper?: Shopper) {
    const buyer = shopper ?? (await w.shopper());
    const { body: listed } = await w.t.http().get('/api/products').query({ limit: 100 }).expect(200);
    const [first, second] = listed.products.filter((p: { stock: number }) => p.stock >= 5);
    const lines = [
      { productId: first._id, quantity: 2, price: first.price },
      { productId: second._id, quantity: 1, price: second.price },
    ];
    const total = Math.round((first.price * 2 + second.price) * 100) / 100;
    const { body } = await w.t
      .http()
      .post('/api/orders/create')
      .set(buyer.auth)
      .send({ totalAmount: total, currency: 'INR', shippingAddress: buyer.addressId, products: lines })
      .expect(201);
    await w.payAndVerify(buyer, { orderId: body.data._id, razorpayOrderId: body.data.razorpayOrderId });
    for (const orderStatus of ['processing', 'shipped', 'delivered']) {
      await w.t.http().patch(`/api/orders/${body.data._id}/status`).set(w.admin).send({ orderStatus }).expect(200);
    }
    return { shopper: buyer, orderId: body.data._id as string, first, second, total };
  }

  const request = (auth: Auth, orderId: string, productIds: string[], returnPaymentMethod = 'refund') =>
    w.t
      .http()
      .post('/api/returns')
      .set(auth)
      .send({
        orders: [{ orderID: orderId, products: productIds.map((id) => ({ id, name: 'as listed', image: null, returnDate: '2026-12-31' })) }],
        reasonToReturn: REASONS,
        methodForReturning: 'In-store pickup - Free',
        returnPaymentMethod,
      });
  const move = (id: string, status: string, note?: string) => w.t.http().patch(`/api/returns/${id}/status`).set(w.admin).send({ status, note });

  it('gives a rejected return’s order back its delivered status and return term, so it can be returned again', async () => {
    const { shopper, orderId, first } = await deliveredOrder();
    const returnTerm = async () =>
      (await w.t.http().get('/api/orders/returnable').set(shopper.auth).expect(200)).body.data.find((order: { _id: string }) => order._id === orderId)
        ?.products[0].returnDate;
    const termBefore = await returnTerm();
    expect(termBefore).toEqual(expect.any(String));
    const { body } = await request(shopper.auth, orderId, [first._id]).expect(201);
    expect((await w.t.http().get(`/api/orders/${orderId}`).set(shopper.auth).expect(200)).body.data.orderStatus).toBe('return');

    await move(body.data._id, 'rejected', 'Photos show wear from use').expect(200);
    await eventually(
      async () => expect((await w.t.http().get(`/api/orders/${orderId}`).set(shopper.auth).expect(200)).body.data.orderStatus).toBe('delivered'),
      20_000,
      100,
    );
    const history = (await w.t.http().get(`/api/orders/${orderId}/history`).set(w.admin).expect(200)).body.data;
    expect(history.at(-1)).toMatchObject({
      field: 'orderStatus',
      from: 'return',
      to: 'delivered',
      reason: `return rejected:${body.data._id}`,
      actor: { role: 'system', name: 'returns' },
    });
    await eventually(async () => expect(await returnTerm()).toBe(termBefore), 20_000, 100);
    await request(shopper.auth, orderId, [first._id]).expect(201);
  });

  it('takes a return from request to a provider refund of the returned lines', async () => {
    const { shopper, orderId, first, second, total } = await deliveredOrder();
    const returnable = (await w.t.http().get('/api/orders/returnable').set(shopper.auth).expect(200)).body.data;
    expect(returnable.map((o: { _id: string }) => o._id)).toEqual([orderId]);

    const requested = await request(shopper.auth, orderId, [first._id]).expect(201);
    expect(requested.body).toMatchObject({
      status: true,
      message: 'Your return request has been received and is under review.',
      data: {
        status: 'requested',
        returnPaymentMethod: 'refund',
        orders: [{ orderID: orderId, products: [{ id: first._id, quantity: 2, price: first.price }] }],
      },
    });
    const returnId = requested.body.data._id;
    expect(requested.body.data.returnNumber).toMatch(/^RT-\d{6}-[0-9A-F]{6}$/);

    // Read your own writes: the order is in `return`, no longer returnable, and the return is listed.
    const orders = (await w.t.http().get('/api/orders/user-orders').set(shopper.auth).expect(200)).body.data;
    expect(orders.find((o: { _id: string }) => o._id === orderId)).toMatchObject({ orderStatus: 'return' });
    expect((await w.t.http().get('/api/orders/returnable').set(shopper.auth).expect(200)).body.data).toEqual([]);
    expect((await w.t.http().get('/api/returns').set(shopper.auth).expect(200)).body.data.map((r: { _id: string }) => r._id)).toEqual([returnId]);

    // Only staff move a return, and only along its table.
    await w.t.http().patch(`/api/returns/${returnId}/status`).set(shopper.auth).send({ status: 'approved' }).expect(403);
    expect((await move(returnId, 'received').expect(409)).body.message).toBe('Cannot move a return from requested to received');
    expect((await move(returnId, 'refunded').expect(409)).body.message).toBe('Cannot move a return from requested to refunded');
    await move(returnId, 'approved', 'Photos show a torn bag').expect(200);
    await move(returnId, 'received').expect(200);
    const refunded = await move(returnId, 'refunded', 'Refund sent').expect(200);
    expect(refunded.body.data).toMatchObject({ status: 'refunded' });
    expect(refunded.body.data.history.map((h: { from: string | null; to: string }) => [h.from, h.to])).toEqual([
      [null, 'requested'],
      ['requested', 'approved'],
      ['approved', 'received'],
      ['received', 'refunded'],
    ]);
    expect(refunded.body.data.history[1]).toMatchObject({ actor: { role: 'admin' }, note: 'Photos show a torn bag' });
    await move(returnId, 'refunded').expect(409);

    // The worker takes the refund of the returned lines (not the whole order) to the provider.
    const returnedValue = Math.round(first.price * 2 * 100) / 100;
    await eventually(async () => {
      const order = (await w.t.http().get(`/api/orders/${orderId}`).set(shopper.auth).expect(200)).body.data;
      expect(order).toMatchObject({ orderStatus: 'return', paymentStatus: 'partially_refunded' });
    }, 20_000);
    const { paymentId } = (await w.t.http().get(`/api/orders/${orderId}`).set(shopper.auth)).body.data.paymentDetails;
    const payment = await w.providerGet(`/v1/payments/${paymentId}`);
    expect(payment).toMatchObject({ amount: Math.round(total * 100), amount_refunded: Math.round(returnedValue * 100), refund_status: 'partial' });
    expect(second.price).toBeGreaterThan(0); // the line kept is what stays paid
    const history = (await w.t.http().get(`/api/orders/${orderId}/history`).set(shopper.auth).expect(200)).body.data;
    expect(history.at(-1)).toMatchObject({ field: 'paymentStatus', from: 'paid', to: 'partially_refunded', reason: 'return' });
  });

  it('refuses orders that cannot be returned, and never puts one order in two returns', async () => {
    const { shopper, orderId, first, second } = await deliveredOrder();
    const stranger = await w.shopper();
    expect((await request(stranger.auth, orderId, [first._id]).expect(404)).body).toEqual({ status: false, message: 'Order not found' });
    await request(shopper.auth, randomUUID(), [first._id]).expect(404);
    expect((await request(shopper.auth, orderId, ['not-in-this-order']).expect(422)).body.message).toMatch(/is not in order PS-/);
    expect((await request(shopper.auth, orderId, [first._id], 'cash').expect(400)).body.errors[0].field).toBe('returnPaymentMethod');
    expect((await request(shopper.auth, orderId, []).expect(400)).body.message).toBe("Please Select product's you want to return.");
    expect((await w.t.http().post('/api/returns').set(shopper.auth).send({ orders: [], extra: 1 }).expect(400)).body.status).toBe(false);

    // Two requests at once for the same order: exactly one holds it; the other is rejected with its reason.
    const [a, b] = await Promise.all([request(shopper.auth, orderId, [first._id]), request(shopper.auth, orderId, [second._id])]);
    expect([a.status, b.status].sort()).toEqual([201, 422]);
    expect((a.status === 422 ? a : b).body.message).toMatch(/is already in a return/);
    const mine = (await w.t.http().get('/api/returns').set(shopper.auth).expect(200)).body.data;
    expect(mine.filter((r: { status: string }) => r.status === 'requested')).toHaveLength(1);
    for (const rejected of mine.filter((r: { status: string }) => r.status === 'rejected')) {
      expect(rejected.history.at(-1)).toMatchObject({
        to: 'rejected',
        actor: { role: 'system', name: 'returns' },
        note: expect.stringMatching(/already in a return/),
      });
    }
    await request(shopper.auth, orderId, [first._id]).expect(422);

    // An order not delivered yet, and one delivered longer ago than the 30-day term.
    const undelivered = await w.shopper();
    const product = await w.product();
    const created = await w.placeOrder(undelivered, product);
    expect((await request(undelivered.auth, created.orderId, [product._id]).expect(422)).body.message).toMatch(/has not been delivered/);

    // An order delivered 31 days ago: its history written as it happened, with the times it happened.
    const late = await w.shopper();
    const lateProduct = await w.product();
    const lateOrderId = randomUUID();
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000).toISOString();
    const metadata = { actor: { _id: null, email: null, role: 'system', name: 'test' }, correlationId: lateOrderId, causationId: 'test' } as const;
    const movedTo = (from: string, to: string, daysAgo: number) => ({
      type: 'OrderStatusChanged',
      data: { from, to, reason: null, forced: false, at: day(daysAgo) },
      metadata,
    });
    await w.t.app.get<EventStore>(EVENT_STORE).append(
      `order-${lateOrderId}`,
      [
        {
          type: 'OrderPlaced',
          data: {
            orderId: lateOrderId,
            orderNumber: 'PS-000000-LATE01',
            customer: { _id: late.userId, email: 'late@example.in', firstName: 'Asha', lastName: 'Rao' },
            lines: [{ productId: lateProduct._id, name: lateProduct.name, unitPrice: lateProduct.price, quantity: 1, image: null, colors: [] }],
            totalAmount: lateProduct.price,
            currency: 'INR',
            shippingAddress: {
              _id: late.addressId,
              name: 'Asha Rao',
              mobile: '9876543210',
              address: '4B',
              area: 'Indiranagar',
              city: 'Bengaluru',
              state: 'Karnataka',
              zip: '560038',
            },
            razorpayOrderId: 'order_late',
            at: day(40),
          },
          metadata,
        },
        {
          type: 'PaymentCaptured',
          data: { paymentId: 'pay_late', razorpayOrderId: 'order_late', amount: lateProduct.price, source: 'verify', at: day(40) },
          metadata,
        },
        movedTo('placed', 'processing', 39),
        movedTo('processing', 'shipped', 35),
        movedTo('shipped', 'delivered', 31),
      ],
      'no_stream',
    );
    expect((await request(late.auth, lateOrderId, [lateProduct._id]).expect(422)).body.message).toMatch(/return term of order PS-000000-LATE01 ended/);
  });

  it('settles a return with a store voucher, or with a replacement order at no charge', async () => {
    const voucherCase = await deliveredOrder();
    const voucher = (await request(voucherCase.shopper.auth, voucherCase.orderId, [voucherCase.second._id], 'store voucher').expect(201)).body.data;
    for (const status of ['approved', 'received']) await move(voucher._id, status).expect(200);
    const settled = (await move(voucher._id, 'refunded').expect(200)).body.data;
    expect(settled.voucherCode).toMatch(/^PSV-[0-9A-F]{10}$/);
    const order = (await w.t.http().get(`/api/orders/${voucherCase.orderId}`).set(voucherCase.shopper.auth).expect(200)).body.data;
    expect(order.paymentStatus).toBe('paid'); // a voucher leaves the payment alone

    const replaceCase = await deliveredOrder();
    const stockBefore = (await w.t.http().get(`/api/products/${replaceCase.first._id}`).expect(200)).body.product.stock;
    const replacement = (await request(replaceCase.shopper.auth, replaceCase.orderId, [replaceCase.first._id], 'replacement product').expect(201)).body.data;
    for (const status of ['approved', 'received']) await move(replacement._id, status).expect(200);
    const replaced = (await move(replacement._id, 'refunded', 'Sending a fresh bag').expect(200)).body.data;
    expect(replaced.replacementOrderId).toEqual(expect.any(String));
    const sent = (await w.t.http().get(`/api/orders/${replaced.replacementOrderId}`).set(replaceCase.shopper.auth).expect(200)).body.data;
    expect(sent).toMatchObject({
      totalAmount: 0,
      orderStatus: 'placed',
      paymentStatus: 'paid',
      shippingAddress: expect.objectContaining({ city: 'Bengaluru' }),
      products: [expect.objectContaining({ productId: expect.objectContaining({ _id: replaceCase.first._id }), quantity: 2, price: 0 })],
    });
    const mine = (await w.t.http().get('/api/orders/user-orders').set(replaceCase.shopper.auth).expect(200)).body.data;
    expect(mine.map((o: { _id: string }) => o._id)).toContain(replaced.replacementOrderId);
    await eventually(async () => {
      expect((await w.t.http().get(`/api/products/${replaceCase.first._id}`).expect(200)).body.product.stock).toBe(stockBefore - 2);
    }, 10_000);
    // Staff ship the replacement like any order; nobody is asked to pay for it.
    await w.t.http().patch(`/api/orders/${replaced.replacementOrderId}/status`).set(w.admin).send({ orderStatus: 'processing' }).expect(200);
  });
});
