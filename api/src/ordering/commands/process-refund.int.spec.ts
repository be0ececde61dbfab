import { randomUUID } from 'node:crypto';
import { listAlerts, raiseAlert } from '../../platform/alerts/alerts.js';
import { PostgresEventStore } from '../../platform/event-store/postgres.event-store.js';
import { eventsIn, given } from '../../platform/testing/command-spec.js';
import { createTestDatabase, type TestDatabase } from '../../platform/testing/test-database.js';
import { startTestSandbox, type TestSandbox } from '../../platform/testing/test-sandbox.js';
import { orderStream } from '../order.js';
import { placed, refund, shopper } from '../read-models/order-events.fixture.js';
import { ProcessRefundCommand, ProcessRefundHandler, REFUNDS_JOB, refundAlertKey } from './process-refund.js';

describe('ProcessRefund', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  let sandbox: TestSandbox;
  let handler: ProcessRefundHandler;
  beforeAll(async () => {
    database = await createTestDatabase('process_refund');
    store = new PostgresEventStore(database.pool, { pollIntervalMs: 5 });
    sandbox = await startTestSandbox();
    handler = new ProcessRefundHandler({ store, pool: database.pool, payments: sandbox.provider });
  });
  afterAll(async () => {
    await sandbox.close();
    await store.close();
    await database.drop();
  });

  /** Given: an order paid in the sandbox, then cancelled by staff, so a refund of all of it is owed. */
  async function refundOwed() {
    const orderId = randomUUID();
    const event = placed({ orderId });
    const amount = event.data.totalAmount;
    const { id: razorpayOrderId } = await sandbox.provider.createOrder(Math.round(amount * 100), event.data.orderNumber, { orderId });
    const { razorpay_payment_id: paymentId } = await sandbox.pay(razorpayOrderId);
    const refundKey = `${orderId}:order_cancelled`;
    await given(
      store,
      orderStream(orderId),
      [
        { type: event.type, data: { ...event.data, razorpayOrderId } },
        { type: 'PaymentCaptured', data: { paymentId, razorpayOrderId, amount, source: 'verify', at: new Date().toISOString() } },
        { type: 'OrderCancelled', data: { from: 'placed', reason: 'staff', note: null, at: new Date().toISOString() } },
        refund(refundKey, amount, 'order_cancelled', 0),
      ],
      { actor: shopper('u-1'), correlationId: orderId, causationId: 'command:earlier' },
    );
    return { orderId, refundKey, paymentId, amount };
  }
  const processRefund = (orderId: string, refundKey: string) => handler.execute(new ProcessRefundCommand({ orderId, refundKey }));
  const refundedAtProvider = async (paymentId: string) => (await sandbox.get(`/v1/payments/${paymentId}`)).amount_refunded;

  it('refunds the payment at the provider and records it with the refunds job as actor and cause', async () => {
    const owed = await refundOwed();

    const outcome = await processRefund(owed.orderId, owed.refundKey);

    expect(outcome).toEqual({ providerRefundId: expect.stringMatching(/^rfnd_/) });
    expect(await refundedAtProvider(owed.paymentId)).toBe(Math.round(owed.amount * 100));
    expect(await eventsIn(store, orderStream(owed.orderId), 4)).toEqual([
      {
        type: 'RefundProcessed',
        data: {
          refundKey: owed.refundKey,
          providerRefundId: (outcome as { providerRefundId: string }).providerRefundId,
          amount: owed.amount,
          at: expect.any(String),
        },
        metadata: { actor: REFUNDS_JOB, correlationId: owed.orderId, causationId: `job:refund:${owed.refundKey}` },
      },
    ]);
  });

  it('skips a refund already processed: neither the provider nor the order hears of it twice', async () => {
    const owed = await refundOwed();
    await processRefund(owed.orderId, owed.refundKey);

    expect(await processRefund(owed.orderId, owed.refundKey)).toEqual({ skipped: 'processed' });
    expect(await refundedAtProvider(owed.paymentId)).toBe(Math.round(owed.amount * 100));
    expect((await eventsIn(store, orderStream(owed.orderId), 4)).map((event) => event.type)).toEqual(['RefundProcessed']);
  });

  it('gets the first refund back when a job that refunded died before recording it, so the shopper is refunded once', async () => {
    const owed = await refundOwed();
    const first = await sandbox.provider.refund(owed.paymentId, Math.round(owed.amount * 100), owed.refundKey); // the job that died

    expect(await processRefund(owed.orderId, owed.refundKey)).toEqual({ providerRefundId: first.id });
    expect(await refundedAtProvider(owed.paymentId)).toBe(Math.round(owed.amount * 100));
  });

  it('closes the alert of a refund that had failed before', async () => {
    const owed = await refundOwed();
    await raiseAlert(database.pool, {
      key: refundAlertKey(owed.refundKey),
      kind: 'refund',
      orderId: owed.orderId,
      message: 'The refund could not be made: Boom',
    });

    await processRefund(owed.orderId, owed.refundKey);

    const open = (await listAlerts(database.pool, { open: true, offset: 0, limit: 100 })).alerts;
    expect(open.map((alert) => alert.id)).not.toContain(refundAlertKey(owed.refundKey));
  });

  it('skips a refund the order never asked for, and an order that does not exist', async () => {
    const owed = await refundOwed();
    expect(await processRefund(owed.orderId, `${owed.orderId}:return:r-9`)).toEqual({ skipped: 'no such refund' });
    expect(await processRefund(randomUUID(), owed.refundKey)).toEqual({ skipped: 'no such order' });
    expect(await refundedAtProvider(owed.paymentId)).toBe(0);
  });
});
