import { validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import { startHarness, WEBHOOK_SECRET, type Harness } from './testing/sdk-harness.js';

describe('razorpay sandbox: webhooks to the shop', () => {
  let h: Harness;
  afterEach(() => h.close());

  it('delivers payment.captured then order.paid, signed over the raw body, each with its own event id', async () => {
    h = await startHarness();
    const { orderId, paymentId } = await h.paidOrder();
    const deliveries = await h.receiver.waitFor(2);
    expect(h.events()).toEqual(['payment.captured', 'order.paid']);

    for (const delivery of deliveries) {
      expect(delivery.headers['content-type']).toBe('application/json');
      const signature = String(delivery.headers['x-razorpay-signature']);
      expect(validateWebhookSignature(delivery.rawBody, signature, WEBHOOK_SECRET)).toBe(true);
      expect(validateWebhookSignature(`${delivery.rawBody} `, signature, WEBHOOK_SECRET)).toBe(false);
    }
    expect(new Set(deliveries.map((d) => d.headers['x-razorpay-event-id'])).size).toBe(2);

    expect(JSON.parse(deliveries[1]!.rawBody)).toEqual({
      entity: 'event',
      account_id: expect.stringMatching(/^acc_/),
      event: 'order.paid',
      contains: ['payment', 'order'],
      payload: {
        payment: { entity: expect.objectContaining({ id: paymentId, status: 'captured', order_id: orderId }) },
        order: { entity: expect.objectContaining({ id: orderId, status: 'paid', amount_paid: 49_900 }) },
      },
      created_at: expect.any(Number),
    });
  });

  it('delivers payment.failed for a failed attempt', async () => {
    h = await startHarness();
    const order = await h.rzp.orders.create({ amount: 20_000, currency: 'INR' });
    const failed = await h.pay(order.id, 'failure');
    const [delivery] = await h.receiver.waitFor(1);
    const event = JSON.parse(delivery!.rawBody);
    expect(event).toMatchObject({ event: 'payment.failed', contains: ['payment'] });
    expect(event.payload.payment.entity).toMatchObject({
      id: failed.body.error.metadata.payment_id,
      status: 'failed',
      error_code: 'BAD_REQUEST_ERROR',
    });
  });

  it('lists recorded events and redelivers one with the same id, body and signature', async () => {
    h = await startHarness();
    await h.paidOrder();
    const [captured] = await h.receiver.waitFor(2);
    const listed = await (await fetch(`${h.sandbox.url}/sandbox/webhooks`)).json();
    expect(listed.items.map((item: { event: string; delivered: boolean }) => [item.event, item.delivered])).toEqual([
      ['payment.captured', true],
      ['order.paid', true],
    ]);

    const eventId = String(captured!.headers['x-razorpay-event-id']);
    expect(await h.drive(`/sandbox/webhooks/${eventId}/redeliver`)).toMatchObject({ status: 202, body: { id: eventId } });
    const again = (await h.receiver.waitFor(3))[2]!;
    expect(again.headers['x-razorpay-event-id']).toBe(eventId);
    expect(again.rawBody).toBe(captured!.rawBody);
    expect(again.headers['x-razorpay-signature']).toBe(captured!.headers['x-razorpay-signature']);
    expect((await h.drive('/sandbox/webhooks/unknown/redeliver')).status).toBe(404);
  });

  it('retries a delivery the shop rejected, with the same event id, before sending the next event', async () => {
    h = await startHarness((n) => (n === 0 ? 500 : 200));
    await h.paidOrder();
    const [rejected, retried, next] = await h.receiver.waitFor(3);
    expect(rejected!.answeredWith).toBe(500);
    expect(retried!.headers['x-razorpay-event-id']).toBe(rejected!.headers['x-razorpay-event-id']);
    expect(retried!.rawBody).toBe(rejected!.rawBody);
    expect(JSON.parse(next!.rawBody).event).toBe('order.paid');
  });
});
