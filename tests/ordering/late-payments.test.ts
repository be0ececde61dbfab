import { checkoutWorld, type CheckoutWorld, type Product, type Shopper } from '../support/checkout.js';
import { eventually } from '../support/processes.js';

// The shopper dismissed the widget, the order was cancelled and its stock released, and then the
// money came after all (the payment was already under way). The shop keeps no money for an order it
// will not ship: it takes the stock back and goes on if it can, and refunds if it cannot.
// Reconciliation is set to run once a day, so the webhooks the test delivers are what bring the news.
describe('a payment that arrives after dismissal', () => {
  let w: CheckoutWorld;
  let staff: { authorization: string };
  beforeAll(async () => {
    w = await checkoutWorld('late-payments', { RECONCILE_INTERVAL_SECONDS: '86400' });
    staff = { authorization: `Bearer ${await w.t.adminToken()}` };
  });
  afterAll(() => w.close());

  const order = async (auth: Record<string, string>, id: string) => (await w.t.http().get(`/api/orders/${id}`).set(auth).expect(200)).body.data;
  /** Waits for the order to read as `expected`: the worker's reactions, and the provider's refund, take a moment. */
  const orderBecomes = (auth: Record<string, string>, id: string, expected: object) =>
    eventually(async () => expect(await order(auth, id)).toMatchObject(expected), 30_000, 100);
  // Straight from the table: the catalogue's cache would hide, for a moment, a unit taken that should not have been.
  const stockOf = async (productId: string) =>
    (await w.t.database.pool.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [productId])).rows[0]!.stock;
  const eventTypes = async (orderId: string) =>
    (await w.t.http().get(`/api/orders/${orderId}/events`).set(staff).expect(200)).body.data.map((e: { type: string }) => e.type);
  const refundsAt = async (paymentId: string) =>
    (await w.providerGet(`/v1/payments/${paymentId}/refunds`)) as {
      count: number;
      items: { id: string; amount: number; status: string; payment_id: string }[];
    };

  /** A product with exactly one unit left, as if the shop had been selling it all day. */
  async function lastUnit(): Promise<Product> {
    const product = await w.product(1);
    await w.t.database.pool.query(`UPDATE products SET stock = 1, stock_status = 'in-stock' WHERE id = $1`, [product._id]);
    await w.t.database.pool.query(`SELECT pg_notify('catalog_changed', 'test')`);
    await eventually(async () => expect((await w.t.http().get(`/api/products/${product._id}`).expect(200)).body.product.stock).toBe(1), 5_000, 50);
    return product;
  }

  async function dismiss(shopper: Shopper, orderId: string) {
    await w.t.http().delete(`/api/orders/${orderId}/cancel`).query({ reason: 'payment_dismissed' }).set(shopper.auth).expect(200);
    await orderBecomes(shopper.auth, orderId, { orderStatus: 'cancelled', paymentStatus: 'pending' });
  }

  /** The provider's news of a payment, delivered as Razorpay delivers it; every delivery acknowledged. */
  async function deliverWebhooks(razorpayOrderId: string, events: string[]) {
    const recorded = await w.webhooks(razorpayOrderId);
    for (const name of events) {
      const webhook = recorded.find((candidate) => candidate.event === name);
      if (!webhook) throw new Error(`The sandbox recorded no ${name} for ${razorpayOrderId}`);
      expect(await w.deliver(webhook)).toEqual({ status: 200, body: { status: true } });
    }
  }

  it('refunds the money through the provider when the stock went to another shopper, and keeps the order cancelled', async () => {
    const product = await lastUnit();
    const asha = await w.shopper();
    const late = await w.placeOrder(asha, product);
    await dismiss(asha, late.orderId);
    await eventually(async () => expect(await stockOf(product._id)).toBe(1), 5_000, 100);

    // Ravi buys the unit Asha gave up, and pays for it.
    const ravi = await w.shopper();
    const his = await w.paidOrder(ravi, product);
    expect(await stockOf(product._id)).toBe(0);

    // Only now does Asha's payment go through.
    const paid = await w.pay(late.razorpayOrderId);
    expect(paid.razorpay_payment_id).toMatch(/^pay_/);
    await deliverWebhooks(late.razorpayOrderId, ['payment.captured', 'order.paid']);

    await orderBecomes(asha.auth, late.orderId, {
      orderStatus: 'cancelled',
      paymentStatus: 'refunded',
      paymentDetails: { paymentId: paid.razorpay_payment_id },
    });
    const refunds = await refundsAt(paid.razorpay_payment_id);
    expect(refunds.count).toBe(1);
    expect(refunds.items[0]).toMatchObject({ amount: late.amount, status: 'processed', payment_id: paid.razorpay_payment_id });

    // The provider's own news of the refund changes nothing more.
    await deliverWebhooks(late.razorpayOrderId, ['refund.processed']);
    expect(await eventTypes(late.orderId)).toEqual(['OrderPlaced', 'OrderCancelled', 'PaymentCaptured', 'RefundRequested', 'RefundProcessed']);
    expect((await refundsAt(paid.razorpay_payment_id)).count).toBe(1);

    const history = (await w.t.http().get(`/api/orders/${late.orderId}/history`).set(asha.auth).expect(200)).body.data;
    expect(
      history
        .filter((entry: { field: string }) => entry.field === 'orderStatus')
        .map(({ to, reason }: { to: string; reason: string | null }) => ({ to, reason })),
    ).toEqual([
      { to: 'placed', reason: null },
      { to: 'cancelled', reason: 'payment_dismissed' },
    ]);
    expect(history.at(-2)).toMatchObject({ field: 'paymentStatus', from: 'pending', to: 'paid', actor: { role: 'provider', name: 'razorpay' } });
    expect(history.at(-1)).toMatchObject({ field: 'paymentStatus', from: 'paid', to: 'refunded', reason: 'paid_after_cancellation' });

    // Ravi keeps his unit: nothing was taken from him, nor given back twice.
    expect(await stockOf(product._id)).toBe(0);
    expect(await order(ravi.auth, his.orderId)).toMatchObject({ orderStatus: 'placed', paymentStatus: 'paid' });
  });

  it('takes no stock for the refunded order when the provider reports the same payment again after units came back', async () => {
    const product = await lastUnit();
    const asha = await w.shopper();
    const late = await w.placeOrder(asha, product);
    await dismiss(asha, late.orderId);

    const ravi = await w.shopper();
    const his = await w.placeOrder(ravi, product);
    expect(await stockOf(product._id)).toBe(0);

    const paid = await w.pay(late.razorpayOrderId);
    await deliverWebhooks(late.razorpayOrderId, ['payment.captured']);
    await orderBecomes(asha.auth, late.orderId, { orderStatus: 'cancelled', paymentStatus: 'refunded' });

    // Ravi gives his unit up too; then Razorpay's second report of Asha's payment (order.paid) arrives.
    await dismiss(ravi, his.orderId);
    await eventually(async () => expect(await stockOf(product._id)).toBe(1), 5_000, 100);
    await deliverWebhooks(late.razorpayOrderId, ['order.paid']);

    expect(await stockOf(product._id)).toBe(1);
    expect(await order(asha.auth, late.orderId)).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'refunded' });
    expect((await refundsAt(paid.razorpay_payment_id)).count).toBe(1);
    const { rows } = await w.t.database.pool.query('SELECT released_at IS NOT NULL AS released FROM stock_reservations WHERE order_id = $1', [late.orderId]);
    expect(rows).toEqual([{ released: true }]);
  });

  it('restores the order and takes its stock again when the units are still there', async () => {
    const product = await w.product(2);
    const before = await stockOf(product._id);
    const asha = await w.shopper();
    const late = await w.placeOrder(asha, product);
    await dismiss(asha, late.orderId);
    await eventually(async () => expect(await stockOf(product._id)).toBe(before), 5_000, 100);

    const paid = await w.pay(late.razorpayOrderId);
    await deliverWebhooks(late.razorpayOrderId, ['payment.captured', 'order.paid']);

    await orderBecomes(asha.auth, late.orderId, { orderStatus: 'placed', paymentStatus: 'paid', paymentDetails: { paymentId: paid.razorpay_payment_id } });
    expect(await stockOf(product._id)).toBe(before - 1);
    // Restored, it is paid after all: its invoice is issued then.
    await w.invoiced(asha, late.orderId);
    expect(await eventTypes(late.orderId)).toEqual(['OrderPlaced', 'OrderCancelled', 'PaymentCaptured', 'OrderRestored', 'InvoiceIssued']);
    expect((await refundsAt(paid.razorpay_payment_id)).count).toBe(0);
    const history = (await w.t.http().get(`/api/orders/${late.orderId}/history`).set(asha.auth).expect(200)).body.data;
    expect(history.slice(-3)).toEqual([
      expect.objectContaining({
        field: 'orderStatus',
        from: 'placed',
        to: 'cancelled',
        reason: 'payment_dismissed',
        actor: expect.objectContaining({ role: 'customer' }),
      }),
      expect.objectContaining({ field: 'paymentStatus', from: 'pending', to: 'paid', actor: { _id: null, email: null, role: 'provider', name: 'razorpay' } }),
      expect.objectContaining({
        field: 'orderStatus',
        from: 'cancelled',
        to: 'placed',
        reason: 'paid_after_cancellation',
        actor: { _id: null, email: null, role: 'provider', name: 'razorpay' },
      }),
    ]);
  });
});
