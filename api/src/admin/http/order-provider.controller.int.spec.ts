import { providerViewSchema } from '@petshop/contract';
import type { OrderEvent } from '../../ordering/events.js';
import { kibble, placed } from '../../ordering/testing/order-events.fixture.js';
import { toPaise } from '../../platform/money.js';
import { eventually } from '../../platform/testing/eventually.js';
import { type PaymentsSandbox, startPaymentsSandbox } from '../../payments/testing/payments-sandbox.js';
import { adminWorld, type AdminWorld } from './admin-world.fixture.js';

/** Order ids are UUIDs. */
const o = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const now = () => new Date().toISOString();
const TOTAL = 2599; // two bags of kibble

describe('GET /api/admin/orders/:id/provider (the provider’s view, through the SDK against the sandbox)', () => {
  let sandbox: PaymentsSandbox;
  let w: AdminWorld;
  let admin: string;

  beforeAll(async () => {
    sandbox = await startPaymentsSandbox();
    w = await adminWorld('admin_order_provider', [], { PAYMENTS_PROVIDER: 'sandbox', SANDBOX_URL: sandbox.url });
    admin = await w.t.adminToken();
  });
  afterAll(async () => {
    await w.close();
    await sandbox.close();
  });

  /** An order placed with a provider order in the sandbox, and (unless told otherwise) paid there by the shopper. */
  async function order(n: number, { pay = true } = {}) {
    const orderId = o(n);
    const { id: razorpayOrderId } = await sandbox.provider.createOrder(toPaise(TOTAL), `PS-${n}`, { orderId });
    const paymentId = pay ? (await sandbox.pay(razorpayOrderId)).razorpay_payment_id : null;
    const place = placed({ orderId, orderNumber: `PS-${n}`, lines: [kibble] });
    const events: OrderEvent[] = [{ ...place, data: { ...place.data, razorpayOrderId, at: now() } }];
    return { orderId, razorpayOrderId, paymentId, events };
  }
  const captured = (paymentId: string, razorpayOrderId: string): OrderEvent => ({
    type: 'PaymentCaptured',
    data: { paymentId, razorpayOrderId, amount: TOTAL, source: 'verify', at: now() },
  });
  const view = async (orderId: string, expected: (body: Record<string, unknown>) => void) => {
    let body: Record<string, unknown> = {};
    await eventually(async () => {
      body = (await w.get(`/api/admin/orders/${orderId}/provider`, admin).expect(200)).body;
      expected(body);
    });
    expect(providerViewSchema.strict().parse(body)).toEqual(body);
    return body;
  };

  it('shows a paid order as the provider records it, agreeing with the shop', async () => {
    const paid = await order(1);
    await w.record(paid.orderId, [...paid.events, captured(paid.paymentId!, paid.razorpayOrderId)]);

    const body = await view(paid.orderId, (answer) => expect(answer.shop).toMatchObject({ paymentStatus: 'paid' }));
    expect(body).toMatchObject({
      id: paid.orderId,
      orderNumber: 'PS-1',
      provider: 'sandbox',
      razorpayOrderId: paid.razorpayOrderId,
      providerOrder: { id: paid.razorpayOrderId, amount: TOTAL, amountPaid: TOTAL, status: 'paid', attempts: 1 },
      payments: [{ id: paid.paymentId, amount: TOTAL, status: 'captured', captured: true, amountRefunded: 0, errorDescription: null }],
      refunds: [],
      shop: { orderStatus: 'placed', paymentStatus: 'paid', paymentId: paid.paymentId, totalAmount: TOTAL, amountPaid: TOTAL, refundedAmount: 0 },
      disagreements: [],
    });
  });

  it('flags a cancelled order whose payment the provider captured: paid but cancelled', async () => {
    // The shopper paid, but the shop gave the order up (the payment never reached it) and cancelled it.
    const lost = await order(2);
    await w.record(lost.orderId, [...lost.events, { type: 'OrderCancelled', data: { from: 'placed', reason: 'payment_timeout', note: null, at: now() } }]);

    const body = await view(lost.orderId, (answer) => expect(answer.shop).toMatchObject({ orderStatus: 'cancelled' }));
    expect(body.payments).toEqual([expect.objectContaining({ id: lost.paymentId, status: 'captured', captured: true })]);
    expect(body.disagreements).toEqual([
      {
        field: 'orderStatus',
        shop: 'cancelled',
        provider: 'captured',
        message: expect.stringMatching(new RegExp(`^Paid but cancelled: .*₹2,599\\.00 captured \\(${lost.paymentId}\\)`)),
      },
    ]);
  });

  it('shows the refund of a refunded order, agreeing with the shop', async () => {
    const refunded = await order(3);
    const refund = await sandbox.provider.refund(refunded.paymentId!, toPaise(TOTAL), `refund:${refunded.orderId}`);
    await w.record(refunded.orderId, [
      ...refunded.events,
      captured(refunded.paymentId!, refunded.razorpayOrderId),
      { type: 'OrderCancelled', data: { from: 'placed', reason: 'staff', note: 'Out of stock', at: now() } },
      { type: 'RefundRequested', data: { refundKey: 'k-3', amount: TOTAL, reason: 'order_cancelled', returnId: null, lines: null, at: now() } },
      { type: 'RefundProcessed', data: { refundKey: 'k-3', providerRefundId: refund.id, amount: TOTAL, at: now() } },
    ]);

    const body = await view(refunded.orderId, (answer) => expect(answer.shop).toMatchObject({ paymentStatus: 'refunded' }));
    expect(body.payments).toEqual([expect.objectContaining({ id: refunded.paymentId, status: 'refunded', amountRefunded: TOTAL })]);
    expect(body.refunds).toEqual([{ id: refund.id, paymentId: refunded.paymentId, amount: TOTAL, status: 'processed', createdAt: expect.any(String) }]);
    expect(body.shop).toMatchObject({ refundedAmount: TOTAL });
    expect(body.disagreements).toEqual([]);
  });

  it('shows an unpaid order with its declined payment, agreeing; 404 for an unknown order; staff and admins only', async () => {
    const unpaid = await order(4, { pay: false });
    await sandbox.decline(unpaid.razorpayOrderId);
    await w.record(unpaid.orderId, unpaid.events);
    const body = await view(unpaid.orderId, (answer) => expect(answer.payments).toHaveLength(1));
    expect(body.payments).toEqual([expect.objectContaining({ status: 'failed', captured: false, errorDescription: expect.any(String) })]);
    expect(body.disagreements).toEqual([]);

    await w.get(`/api/admin/orders/${o(99)}/provider`, admin).expect(404);
    await w.get(`/api/admin/orders/${unpaid.orderId}/provider`, (await w.t.customer()).token).expect(403);
    await w.t.http().get(`/api/admin/orders/${unpaid.orderId}/provider`).expect(401);
  });

  it('answers 503 in the envelope when the provider does not answer', async () => {
    await sandbox.close();
    const response = await w.get(`/api/admin/orders/${o(1)}/provider`, admin).expect(503);
    expect(response.body).toEqual({ status: false, message: 'The payment provider could not be reached; try again in a moment' });
  });
});
