import { checkoutWorld } from '../support/checkout.js';
import { eventually } from '../support/processes.js';
import { suiteWorld } from '../../api/src/platform/testing/suite-world.js';

// The reconciliation job, run every second with a zero timeout: every unpaid order is "forgotten".
describe('reconciliation of pending payments', () => {
  const w = suiteWorld(() => checkoutWorld('reconcile', { PAYMENT_TIMEOUT_MINUTES: '0', RECONCILE_INTERVAL_SECONDS: '1' }));

  async function place() {
    const shopper = await w.shopper();
    const product = await w.product();
    const stock = (await w.t.http().get(`/api/products/${product._id}`).expect(200)).body.product.stock;
    return { shopper, product, stock, ...(await w.placeOrder(shopper, product)) };
  }
  const order = async (auth: Record<string, string>, id: string) => (await w.t.http().get(`/api/orders/${id}`).set(auth).expect(200)).body.data;

  it('records a payment the shopper never confirmed, and cancels an order nobody paid', async () => {
    const forgotten = await place();
    await w.pay(forgotten.razorpayOrderId); // paid at the provider; the shopper closed the tab before verify
    const abandoned = await place();

    await eventually(
      async () => expect(await order(forgotten.shopper.auth, forgotten.orderId)).toMatchObject({ orderStatus: 'placed', paymentStatus: 'paid' }),
      30_000,
      250,
    );
    await eventually(
      async () => expect(await order(abandoned.shopper.auth, abandoned.orderId)).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'pending' }),
      30_000,
      250,
    );
    // The units go back by the worker's reaction to the cancellation, a moment after it is recorded.
    await eventually(
      async () =>
        expect((await w.t.http().get(`/api/products/${abandoned.product._id}`).expect(200)).body.product.stock).toBeGreaterThanOrEqual(abandoned.stock),
      30_000,
      250,
    );
    const history = (await w.t.http().get(`/api/orders/${abandoned.orderId}/history`).set(abandoned.shopper.auth).expect(200)).body.data;
    expect(history.at(-1)).toMatchObject({
      field: 'orderStatus',
      to: 'cancelled',
      reason: 'payment_timeout',
      actor: { role: 'system', name: 'reconciliation' },
    });
  });

  it('restores an order paid after it was given up, when its stock is still there', async () => {
    const late = await place();
    await eventually(async () => expect((await order(late.shopper.auth, late.orderId)).orderStatus).toBe('cancelled'), 30_000, 250);
    await w.pay(late.razorpayOrderId);
    await eventually(
      async () => expect(await order(late.shopper.auth, late.orderId)).toMatchObject({ orderStatus: 'placed', paymentStatus: 'paid' }),
      30_000,
      250,
    );
    await w.invoiced(late.shopper, late.orderId);
    const events = (
      await w.t
        .http()
        .get(`/api/orders/${late.orderId}/events`)
        .set({ authorization: `Bearer ${await w.t.adminToken()}` })
        .expect(200)
    ).body.data;
    expect(events.map((e: { type: string }) => e.type)).toEqual(['OrderPlaced', 'OrderCancelled', 'PaymentCaptured', 'OrderRestored', 'InvoiceIssued']);
  });
});
