import { randomUUID } from 'node:crypto';
import { RecordProviderReportHandler } from '../../ordering/commands/record-provider-report.js';
import { orderStream, RecordProviderReportCommand } from '../../ordering/index.js';
import { razorpay, refund, shopper } from '../../ordering/testing/order-events.fixture.js';
import { commandBus, eventsIn, given } from '../../platform/testing/command-spec.js';
import { paymentCommandWorld } from '../../ordering/testing/payment-command-world.js';
import type { SandboxWebhook } from '../../platform/testing/test-sandbox.js';
import { HandleProviderEventCommand, HandleProviderEventHandler, type ProviderEvent } from './handle-provider-event.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

// The events are the ones the Razorpay sandbox recorded for real payments and refunds; ordering's
// RecordProviderReport handles what this command dispatches, against the real store.
describe('HandleProviderEvent', () => {
  const world = suiteWorld(async () => {
    const made = await paymentCommandWorld('provider_event');
    return { ...made, handler: new HandleProviderEventHandler(commandBus([RecordProviderReportCommand, new RecordProviderReportHandler(made.deps)])) };
  });

  /** The webhooks the sandbox recorded about a provider order, oldest first. */
  const webhooksAbout = async (razorpayOrderId: string) =>
    (await world.sandbox.webhooks()).filter(({ body: { payload } }) => (payload.payment?.entity.order_id ?? payload.order?.entity.id) === razorpayOrderId);
  const handle = (webhook: SandboxWebhook) => world.handler.execute(new HandleProviderEventCommand(webhook.body as unknown as ProviderEvent, webhook.id));

  it('records a captured payment once, from payment.captured and order.paid alike, with the provider as actor and the webhook as cause', async () => {
    const order = await world.placedOrder();
    const { razorpay_payment_id: paymentId } = await world.sandbox.pay(order.razorpayOrderId);
    const webhooks = await webhooksAbout(order.razorpayOrderId);
    expect(webhooks.map((webhook) => webhook.event)).toEqual(['payment.captured', 'order.paid']);

    for (const webhook of webhooks) expect(await handle(webhook)).toBe('applied');

    expect(await eventsIn(world.store, orderStream(order.orderId), 1)).toEqual([
      {
        type: 'PaymentCaptured',
        data: { paymentId, razorpayOrderId: order.razorpayOrderId, amount: order.amount, source: 'webhook', at: expect.any(String) },
        metadata: { actor: razorpay, correlationId: order.orderId, causationId: `webhook:${webhooks[0]!.id}` },
      },
    ]);
  });

  it('records a declined payment with the code and words the provider gave', async () => {
    const order = await world.placedOrder();
    const paymentId = await world.sandbox.decline(order.razorpayOrderId);
    const [failed] = await webhooksAbout(order.razorpayOrderId);
    const entity = failed!.body.payload.payment!.entity;

    expect(await handle(failed!)).toBe('applied');

    expect(await eventsIn(world.store, orderStream(order.orderId), 1)).toEqual([
      {
        type: 'PaymentFailed',
        data: {
          razorpayOrderId: order.razorpayOrderId,
          paymentId,
          code: entity.error_code,
          description: entity.error_description,
          source: 'webhook',
          at: expect.any(String),
        },
        metadata: { actor: razorpay, correlationId: order.orderId, causationId: `webhook:${failed!.id}` },
      },
    ]);
  });

  it('records a processed refund against the refund the order asked for, found by the key the shop sent with it', async () => {
    const order = await world.placedOrder();
    const { razorpay_payment_id: paymentId } = await world.sandbox.pay(order.razorpayOrderId);
    for (const webhook of await webhooksAbout(order.razorpayOrderId)) await handle(webhook);
    const refundKey = `${order.orderId}:order_cancelled`;
    await given(world.store, orderStream(order.orderId), [refund(refundKey, order.amount, 'order_cancelled', 0)], {
      actor: shopper('u-1'),
      correlationId: order.orderId,
      causationId: 'command:cancel',
    });
    const done = await world.sandbox.provider.refund(paymentId, Math.round(order.amount * 100), refundKey);
    const processed = (await webhooksAbout(order.razorpayOrderId)).find((webhook) => webhook.event === 'refund.processed')!;

    expect(await handle(processed)).toBe('applied');

    expect(await eventsIn(world.store, orderStream(order.orderId), 3)).toEqual([
      {
        type: 'RefundProcessed',
        data: { refundKey, providerRefundId: done.id, amount: order.amount, at: expect.any(String) },
        metadata: { actor: razorpay, correlationId: order.orderId, causationId: `webhook:${processed.id}` },
      },
    ]);
  });

  it('ignores an event that names none of the shop’s orders, or one it does not act on, and records nothing', async () => {
    const ours = await world.placedOrder();
    const { id: strangers } = await world.sandbox.provider.createOrder(10_000, 'NOT-OURS', {}); // no orderId in its notes
    await world.sandbox.pay(strangers);
    const [unnamed] = await webhooksAbout(strangers);
    await world.sandbox.pay(ours.razorpayOrderId);
    const [captured] = await webhooksAbout(ours.razorpayOrderId);
    const authorized = { ...captured!, body: { ...captured!.body, event: 'payment.authorized' } };

    expect(await handle(unnamed!)).toBe('ignored');
    expect(await handle(authorized)).toBe('ignored');
    expect(await eventsIn(world.store, orderStream(ours.orderId), 1)).toEqual([]);
  });

  it('ignores an event about an order the shop does not have', async () => {
    const orderId = randomUUID();
    const { id: razorpayOrderId } = await world.sandbox.provider.createOrder(10_000, 'PS-LOST', { orderId }); // never recorded by the shop
    await world.sandbox.pay(razorpayOrderId);
    const [captured] = await webhooksAbout(razorpayOrderId);

    expect(await handle(captured!)).toBe('ignored');
    expect(await eventsIn(world.store, orderStream(orderId))).toEqual([]);
  });
});
