import { checkoutWorld, type CheckoutWorld } from '../support/checkout.js';
import { eventually } from '../support/processes.js';

// With the projections runner dead, a shopper still sees what they just did: the orders its read
// model has not caught up with are folded from their events. Never a silent stale list.
describe('read your own writes while the projections are down', () => {
  let w: CheckoutWorld;
  beforeAll(async () => {
    w = await checkoutWorld('read_your_writes');
  });
  afterAll(() => w.close());

  it('lists an order placed and paid while the orders read model is not running, as it stands', async () => {
    const shopper = await w.shopper();
    const product = await w.product();
    const earlier = await w.t.http().post('/api/orders/create').set(shopper.auth)
      .send({ totalAmount: product.price, currency: 'INR', shippingAddress: shopper.addressId, products: [{ productId: product._id, quantity: 1, price: product.price }] })
      .expect(201);
    const listed = async () => (await w.t.http().get('/api/orders/user-orders').set(shopper.auth).expect(200)).body.data as { _id: string; paymentStatus: string; orderStatus: string }[];
    // The read model has the first order before the runner dies.
    await eventually(async () => expect((await listed()).map((order) => order._id)).toEqual([earlier.body.data._id]), 20_000, 100);

    w.projections.child.kill('SIGKILL');
    await w.projections.exited;
    const { body } = await w.t.http().post('/api/orders/create').set(shopper.auth)
      .send({ totalAmount: product.price, currency: 'INR', shippingAddress: shopper.addressId, products: [{ productId: product._id, quantity: 1, price: product.price }] })
      .expect(201);
    const paid = await w.pay(body.data.razorpayOrderId);
    await w.t.http().post('/api/orders/verify-payment').set(shopper.auth)
      .send({ paymentId: paid.razorpay_payment_id, razorpayOrderId: body.data.razorpayOrderId, signature: paid.razorpay_signature, orderId: body.data._id })
      .expect(200);
    await w.t.http().delete(`/api/orders/${earlier.body.data._id}/cancel`).set(shopper.auth).expect(200);

    const orders = await listed();
    expect(orders.map((order) => [order._id, order.paymentStatus])).toEqual([[body.data._id, 'paid'], [earlier.body.data._id, 'pending']]);
    await eventually(async () => expect((await listed()).find((order) => order._id === earlier.body.data._id)?.orderStatus).toBe('cancelled'), 20_000, 100);
    // Another shopper's list is untouched by these events.
    const stranger = await w.shopper();
    expect((await w.t.http().get('/api/orders/user-orders').set(stranger.auth).expect(200)).body.data).toEqual([]);
  });
});
