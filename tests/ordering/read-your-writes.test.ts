import { checkoutWorld } from '../support/checkout.js';
import { eventually } from '../support/processes.js';
import { suiteWorld } from '../../api/src/platform/testing/suite-world.js';

// With the projections runner dead, a shopper still sees what they just did: the orders its read
// model has not caught up with are folded from their events. Never a silent stale list.
describe('read your own writes while the projections are down', () => {
  const w = suiteWorld(() => checkoutWorld('read_your_writes'));

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

// With the projections runner alive and busy, a shopper's list still shows what they just did: the
// order they placed a moment ago, and the order they cancelled a moment ago as cancelled.
describe('read your own writes while the projections are running', () => {
  const w = suiteWorld(() => checkoutWorld('read_your_writes_live'));

  const listed = async (auth: Record<string, string>) =>
    (await w.t.http().get('/api/orders/user-orders').set(auth).expect(200)).body.data as { _id: string; orderStatus: string }[];

  it('lists every order at once when it is placed and asked for right after, many times over', async () => {
    const shopper = await w.shopper();
    const product = await w.product(20);
    const placed: string[] = [];
    for (let round = 0; round < 15; round++) {
      placed.unshift((await w.placeOrder(shopper, product)).orderId);
      expect((await listed(shopper.auth)).map((order) => order._id)).toEqual(placed);
    }
  });

  it('lists an order as cancelled at once when it is cancelled and asked for right after', async () => {
    const shopper = await w.shopper();
    const product = await w.product(10);
    for (let round = 0; round < 3; round++) {
      const { orderId } = await w.placeOrder(shopper, product);
      await w.t.http().delete(`/api/orders/${orderId}/cancel`).query({ reason: 'payment_dismissed' }).set(shopper.auth).expect(200);
      expect((await listed(shopper.auth)).find((order) => order._id === orderId)?.orderStatus).toBe('cancelled');
    }
  });

  it('shows the stock an order took on the product and in the list at once, and what the worker gave back for its cancellation soon after', async () => {
    const shopper = await w.shopper();
    // Not the product the tests above took (w.product's first in stock): the worker may still be
    // giving back the units of their cancellations.
    const { body } = await w.t.http().get('/api/products').query({ limit: 100 }).expect(200);
    const product = body.products.filter((entry: { stock: number; stockStatus: string }) => entry.stock >= 10 && entry.stockStatus === 'in-stock').at(-1);
    const shown = async () => {
      const page = (await w.t.http().get(`/api/products/${product._id}`).expect(200)).body.product;
      const listed = (await w.t.http().get('/api/products').query({ limit: 100 }).expect(200)).body.products.find(
        (entry: { _id: string }) => entry._id === product._id,
      );
      return [page.stock, listed.stock];
    };
    const [stock] = await shown(); // both answers kept from here on
    expect(await shown()).toEqual([stock, stock]);
    for (let round = 1; round <= 3; round++) {
      const { orderId } = await w.placeOrder(shopper, product);
      expect(await shown()).toEqual([stock - round, stock - round]);
      if (round === 3) {
        await w.t.http().delete(`/api/orders/${orderId}/cancel`).query({ reason: 'payment_dismissed' }).set(shopper.auth).expect(200);
        // The worker gives the units back when it reacts to the cancellation; its announcement reaches the API.
        await eventually(async () => expect(await shown()).toEqual([stock - 2, stock - 2]), 20_000, 100);
      }
    }
  });
});
