import { eventually } from '../support/processes.js';
import { checkoutWorld } from '../support/checkout.js';
import { suiteWorld } from '../../api/src/platform/testing/suite-world.js';

// verify-payment's answer belongs to the one who asked: no earlier call, forged or a stranger's,
// decides what the owner's genuine call hears; and a payment already recorded needs no worker.
describe('verify-payment', () => {
  const w = suiteWorld(() => checkoutWorld('verify_payment'));

  async function placedAndPaid() {
    const shopper = await w.shopper();
    const { verification: genuine } = await w.payOrder(await w.placeOrder(shopper));
    return { shopper, genuine };
  }
  const verify = (auth: Record<string, string>, body: object) => w.t.http().post('/api/orders/verify-payment').set(auth).send(body);
  const paymentStatus = async (auth: Record<string, string>, orderId: string) =>
    (await w.t.http().get(`/api/orders/${orderId}`).set(auth).expect(200)).body.data.paymentStatus;

  it('answers the genuine call 200 after a forged signature was tried first', async () => {
    const { shopper, genuine } = await placedAndPaid();
    expect((await verify(shopper.auth, { ...genuine, signature: 'f'.repeat(64) }).expect(400)).body).toEqual({
      status: false,
      message: 'Payment verification failed',
    });
    expect((await verify(shopper.auth, genuine).expect(200)).body).toEqual({ status: true, message: 'Payment successful! Order placed.' });
    expect(await paymentStatus(shopper.auth, genuine.orderId)).toBe('paid');
  });

  it("answers the owner 200 after another customer tried the owner's ids, and never tells that customer anything but 404", async () => {
    const { shopper, genuine } = await placedAndPaid();
    const stranger = await w.shopper();
    await verify(stranger.auth, genuine).expect(404);
    await verify(shopper.auth, genuine).expect(200);
    expect((await verify(stranger.auth, genuine).expect(404)).body).toEqual({ status: false, message: 'Order not found' });
  });

  it('answers from the order when the webhook has already recorded the payment, even with the worker down; its reaction empties the cart once back', async () => {
    const { shopper, genuine } = await placedAndPaid();
    const { _id: productId } = await w.product();
    await w.t.http().post('/api/cart/add').set(shopper.auth).send({ productId, quantity: 1 }).expect(200);
    const cartItems = async () => (await w.t.http().get('/api/cart').set(shopper.auth).expect(200)).body.cart.items;
    w.worker.child.kill('SIGKILL');
    await w.worker.exited;
    try {
      for (const webhook of await w.webhooks(genuine.razorpayOrderId)) expect((await w.deliver(webhook)).status).toBe(200);
      expect((await verify(shopper.auth, genuine).expect(200)).body).toEqual({ status: true, message: 'Payment successful! Order placed.' });
      const listed = (await w.t.http().get('/api/orders/user-orders').set(shopper.auth).expect(200)).body.data;
      expect(listed.find((order: { _id: string }) => order._id === genuine.orderId)).toMatchObject({ paymentStatus: 'paid' });
      // Emptying the cart of a paid order is the worker's reaction alone: nothing in the API did it meanwhile.
      expect(await cartItems()).toHaveLength(1);
    } finally {
      w.startWorker();
    }
    // The reactions catch up from their checkpoint on the capture recorded while the worker was down.
    await eventually(async () => expect(await cartItems()).toEqual([]), 30_000, 100);
  });
});
