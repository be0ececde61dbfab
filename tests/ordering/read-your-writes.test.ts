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
    const earlier = await w.placeOrder(shopper, product);
    const listed = async () =>
      (await w.t.http().get('/api/orders/user-orders').set(shopper.auth).expect(200)).body.data as {
        _id: string;
        paymentStatus: string;
        orderStatus: string;
      }[];
    // The read model has the first order before the runner dies.
    await eventually(async () => expect((await listed()).map((order) => order._id)).toEqual([earlier.orderId]), 20_000, 100);

    w.projections.child.kill('SIGKILL');
    await w.projections.exited;
    const later = await w.paidOrder(shopper, product);
    await w.t.http().delete(`/api/orders/${earlier.orderId}/cancel`).set(shopper.auth).expect(200);

    const orders = await listed();
    expect(orders.map((order) => [order._id, order.paymentStatus])).toEqual([
      [later.orderId, 'paid'],
      [earlier.orderId, 'pending'],
    ]);
    await eventually(async () => expect((await listed()).find((order) => order._id === earlier.orderId)?.orderStatus).toBe('cancelled'), 20_000, 100);
    // Another shopper's list is untouched by these events.
    const stranger = await w.shopper();
    expect((await w.t.http().get('/api/orders/user-orders').set(stranger.auth).expect(200)).body.data).toEqual([]);
  });
});
