import { randomUUID } from 'node:crypto';
import { RecordProviderReportHandler } from '../../ordering/commands/record-provider-event.js';
import { orderStream, RecordProviderReportCommand } from '../../ordering/index.js';
import { placed, refund, shopper } from '../../ordering/read-models/order-events.fixture.js';
import { PostgresEventStore } from '../../platform/event-store/postgres.event-store.js';
import { commandBus, eventsIn, given } from '../../platform/testing/command-spec.js';
import { createTestDatabase, type TestDatabase } from '../../platform/testing/test-database.js';
import { startTestSandbox, type SandboxWebhook, type TestSandbox } from '../../platform/testing/test-sandbox.js';
import { HandleProviderEventCommand, HandleProviderEventHandler, type ProviderEvent } from './handle-provider-event.js';

// The events are the ones the Razorpay sandbox recorded for real payments and refunds; ordering's
// RecordProviderReport handles what this command dispatches, against the real store.
describe('HandleProviderEvent', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  let sandbox: TestSandbox;
  let handler: HandleProviderEventHandler;
  beforeAll(async () => {
    database = await createTestDatabase('provider_event');
    store = new PostgresEventStore(database.pool, { pollIntervalMs: 5 });
    sandbox = await startTestSandbox();
    const deps = { store, pool: database.pool, payments: sandbox.provider };
    handler = new HandleProviderEventHandler(commandBus([RecordProviderReportCommand, new RecordProviderReportHandler(deps)]));
  });
  afterAll(async () => {
    await sandbox.close();
    await store.close();
    await database.drop();
  });

  const razorpay = { _id: null, email: null, role: 'provider', name: 'razorpay' };

  /** Given: an order placed with a provider order (whose notes name the shop's order, as checkout puts them). */
  async function placedOrder(notes: Record<string, string> = {}) {
    const orderId = randomUUID();
    const event = placed({ orderId });
    const amount = event.data.totalAmount;
    const { id: razorpayOrderId } = await sandbox.provider.createOrder(Math.round(amount * 100), event.data.orderNumber, { orderId, ...notes });
    await given(store, orderStream(orderId), [{ type: event.type, data: { ...event.data, razorpayOrderId } }], {
      actor: shopper('u-1'),
      correlationId: orderId,
      causationId: 'command:place',
    });
    return { orderId, razorpayOrderId, amount };
  }
  /** The webhooks the sandbox recorded about a provider order, oldest first. */
  const webhooksAbout = async (razorpayOrderId: string) =>
    (await sandbox.webhooks()).filter(({ body: { payload } }) => (payload.payment?.entity.order_id ?? payload.order?.entity.id) === razorpayOrderId);
  const handle = (webhook: SandboxWebhook) => handler.execute(new HandleProviderEventCommand(webhook.body as unknown as ProviderEvent, webhook.id));

  it('records a captured payment once, from payment.captured and order.paid alike, with the provider as actor and the webhook as cause', async () => {
    const order = await placedOrder();
    const { razorpay_payment_id: paymentId } = await sandbox.pay(order.razorpayOrderId);
    const webhooks = await webhooksAbout(order.razorpayOrderId);
    expect(webhooks.map((webhook) => webhook.event)).toEqual(['payment.captured', 'order.paid']);

    for (const webhook of webhooks) expect(await handle(webhook)).toBe('applied');

    expect(await eventsIn(store, orderStream(order.orderId), 1)).toEqual([
      {
        type: 'PaymentCaptured',
        data: { paymentId, razorpayOrderId: order.razorpayOrderId, amount: order.amount, source: 'webhook', at: expect.any(String) },
        metadata: { actor: razorpay, correlationId: order.orderId, causationId: `webhook:${webhooks[0]!.id}` },
      },
    ]);
  });

  it('records a declined payment with the code and words the provider gave', async () => {
    const order = await placedOrder();
    const paymentId = await sandbox.decline(order.razorpayOrderId);
    const [failed] = await webhooksAbout(order.razorpayOrderId);
    const entity = failed!.body.payload.payment!.entity;

    expect(await handle(failed!)).toBe('applied');

    expect(await eventsIn(store, orderStream(order.orderId), 1)).toEqual([
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
    const order = await placedOrder();
    const { razorpay_payment_id: paymentId } = await sandbox.pay(order.razorpayOrderId);
    for (const webhook of await webhooksAbout(order.razorpayOrderId)) await handle(webhook);
    const refundKey = `${order.orderId}:order_cancelled`;
    await given(store, orderStream(order.orderId), [refund(refundKey, order.amount, 'order_cancelled', 0)], {
      actor: shopper('u-1'),
      correlationId: order.orderId,
      causationId: 'command:cancel',
    });
    const done = await sandbox.provider.refund(paymentId, Math.round(order.amount * 100), refundKey);
    const processed = (await webhooksAbout(order.razorpayOrderId)).find((webhook) => webhook.event === 'refund.processed')!;

    expect(await handle(processed)).toBe('applied');

    expect(await eventsIn(store, orderStream(order.orderId), 3)).toEqual([
      {
        type: 'RefundProcessed',
        data: { refundKey, providerRefundId: done.id, amount: order.amount, at: expect.any(String) },
        metadata: { actor: razorpay, correlationId: order.orderId, causationId: `webhook:${processed.id}` },
      },
    ]);
  });

  it('ignores an event that names none of the shop’s orders, or one it does not act on, and records nothing', async () => {
    const ours = await placedOrder();
    const { id: strangers } = await sandbox.provider.createOrder(10_000, 'NOT-OURS', {}); // no orderId in its notes
    await sandbox.pay(strangers);
    const [unnamed] = await webhooksAbout(strangers);
    await sandbox.pay(ours.razorpayOrderId);
    const [captured] = await webhooksAbout(ours.razorpayOrderId);
    const authorized = { ...captured!, body: { ...captured!.body, event: 'payment.authorized' } };

    expect(await handle(unnamed!)).toBe('ignored');
    expect(await handle(authorized)).toBe('ignored');
    expect(await eventsIn(store, orderStream(ours.orderId), 1)).toEqual([]);
  });

  it('ignores an event about an order the shop does not have', async () => {
    const orderId = randomUUID();
    const { id: razorpayOrderId } = await sandbox.provider.createOrder(10_000, 'PS-LOST', { orderId }); // never recorded by the shop
    await sandbox.pay(razorpayOrderId);
    const [captured] = await webhooksAbout(razorpayOrderId);

    expect(await handle(captured!)).toBe('ignored');
    expect(await eventsIn(store, orderStream(orderId))).toEqual([]);
  });
});
