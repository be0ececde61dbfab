import { KEY_ID, KEY_SECRET, startHarness, type Harness } from './testing/sdk-harness.js';

describe('razorpay sandbox: refunds through the official SDK', () => {
  let h: Harness;
  let paymentId: string;
  beforeEach(async () => {
    h = await startHarness();
    ({ paymentId } = await h.paidOrder(50_000));
  });
  afterEach(() => h.close());

  it('refunds partially, then the remainder, and sends refund.processed for each', async () => {
    const partial = await h.rzp.payments.refund(paymentId, {
      amount: 20_000,
      speed: 'normal',
      receipt: 'rf_1',
      notes: { reason: 'damaged' },
    });
    expect(partial).toMatchObject({
      id: expect.stringMatching(/^rfnd_[A-Za-z0-9]{14}$/),
      entity: 'refund',
      amount: 20_000,
      currency: 'INR',
      payment_id: paymentId,
      status: 'processed',
      receipt: 'rf_1',
      notes: { reason: 'damaged' },
    });
    expect(await h.rzp.payments.fetch(paymentId)).toMatchObject({ status: 'captured', amount_refunded: 20_000, refund_status: 'partial' });

    const rest = await h.rzp.payments.refund(paymentId, { receipt: 'rf_2' });
    expect(rest.amount).toBe(30_000);
    expect(await h.rzp.payments.fetch(paymentId)).toMatchObject({ status: 'refunded', amount_refunded: 50_000, refund_status: 'full' });

    expect(await h.rzp.payments.fetchMultipleRefund(paymentId)).toMatchObject({
      entity: 'collection',
      count: 2,
      items: [{ id: rest.id }, { id: partial.id }],
    });
    expect(await h.rzp.refunds.fetch(partial.id)).toEqual(partial);
    expect(await h.rzp.payments.fetchRefund(paymentId, rest.id)).toEqual(rest);

    await h.receiver.waitFor(4);
    expect(h.events()).toEqual(['payment.captured', 'order.paid', 'refund.processed', 'refund.processed']);
    const processed = JSON.parse(h.receiver.received[3]!.rawBody);
    expect(processed.contains).toEqual(['refund', 'payment']);
    expect(processed.payload.refund.entity).toEqual(rest);
    expect(processed.payload.payment.entity).toMatchObject({ id: paymentId, refund_status: 'full' });
  });

  it('rejects refunds beyond what is left', async () => {
    await expect(h.rzp.payments.refund(paymentId, { amount: 50_001 })).rejects.toMatchObject({
      statusCode: 400,
      error: { code: 'BAD_REQUEST_ERROR', field: 'amount' },
    });
    await h.rzp.payments.refund(paymentId, { amount: 40_000 });
    await expect(h.rzp.payments.refund(paymentId, { amount: 10_001 })).rejects.toMatchObject({ statusCode: 400 });
    expect((await h.rzp.payments.fetch(paymentId)).amount_refunded).toBe(40_000);
  });

  it('returns the existing refund when the same receipt is refunded again', async () => {
    const first = await h.rzp.payments.refund(paymentId, { amount: 10_000, receipt: 'return_42' });
    const second = await h.rzp.payments.refund(paymentId, { amount: 10_000, receipt: 'return_42' });
    expect(second).toEqual(first);
    expect((await h.rzp.payments.fetch(paymentId)).amount_refunded).toBe(10_000);
    // A wrongly emitted second event would have been delivered by now.
    await h.sandbox.webhooksIdle();
    expect(h.events().filter((event) => event === 'refund.processed')).toHaveLength(1);
  });

  it("honours Razorpay's X-Refund-Idempotency header", async () => {
    // The SDK only forwards whitelisted headers, so this goes over plain HTTP.
    const refund = (key: string, amount: number) =>
      fetch(`${h.sandbox.url}/v1/payments/${paymentId}/refund`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
          'Content-Type': 'application/json',
          'X-Refund-Idempotency': key,
        },
        body: JSON.stringify({ amount }),
      }).then(async (res) => ({ status: res.status, body: await res.json() }));

    const first = await refund('550e8400-e29b-41d4-a716', 5_000);
    expect(first.status).toBe(200);
    expect(await refund('550e8400-e29b-41d4-a716', 5_000)).toEqual(first);
    expect(await refund('550e8400-e29b-41d4-a716', 6_000)).toMatchObject({ status: 400, body: { error: { code: 'BAD_REQUEST_ERROR' } } });
    expect((await refund('short', 5_000)).status).toBe(400);
    expect((await h.rzp.payments.fetch(paymentId)).amount_refunded).toBe(5_000);
  });
});
