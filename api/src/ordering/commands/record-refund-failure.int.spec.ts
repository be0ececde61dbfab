import { randomUUID } from 'node:crypto';
import { listAlerts } from '../../platform/alerts/alerts.js';
import { PostgresEventStore } from '../../platform/event-store/postgres.event-store.js';
import { eventsIn, given } from '../../platform/testing/command-spec.js';
import { createTestDatabase, type TestDatabase } from '../../platform/testing/test-database.js';
import { startTestSandbox, type TestSandbox } from '../../platform/testing/test-sandbox.js';
import { orderStream } from '../order.js';
import { placed, refund, shopper } from '../read-models/order-events.fixture.js';
import { REFUNDS_JOB, refundAlertKey } from './process-refund.js';
import { RecordRefundFailureCommand, RecordRefundFailureHandler } from './record-refund-failure.js';

describe('RecordRefundFailure', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  let sandbox: TestSandbox;
  let handler: RecordRefundFailureHandler;
  beforeAll(async () => {
    database = await createTestDatabase('refund_failure');
    store = new PostgresEventStore(database.pool, { pollIntervalMs: 5 });
    sandbox = await startTestSandbox();
    handler = new RecordRefundFailureHandler({ store, pool: database.pool, payments: sandbox.provider });
  });
  afterAll(async () => {
    await sandbox.close();
    await store.close();
    await database.drop();
  });

  /** Given: a paid order owed a refund, and the provider's refusal of it (asked for more than was paid, so the sandbox refuses). */
  async function refusedRefund() {
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
        refund(refundKey, amount, 'order_cancelled', 0),
      ],
      { actor: shopper('u-1'), correlationId: orderId, causationId: 'command:earlier' },
    );
    const error = await sandbox.provider.refund(paymentId, Math.round(amount * 100) + 100, refundKey).then(
      () => {
        throw new Error('The sandbox refunded more than was paid');
      },
      (refused: unknown) => refused,
    );
    return { orderId, refundKey, error };
  }
  const recordFailure = (failed: Awaited<ReturnType<typeof refusedRefund>>) =>
    handler.execute(new RecordRefundFailureCommand({ orderId: failed.orderId, refundKey: failed.refundKey }, failed.error));
  const alertOf = async (refundKey: string) =>
    (await listAlerts(database.pool, { open: true, offset: 0, limit: 100 })).alerts.find((alert) => alert.id === refundAlertKey(refundKey));

  it("records the failure on the order in the provider's words, with the refunds job as actor and cause", async () => {
    const failed = await refusedRefund();

    await recordFailure(failed);

    expect(await eventsIn(store, orderStream(failed.orderId), 3)).toEqual([
      {
        type: 'RefundFailed',
        data: { refundKey: failed.refundKey, reason: expect.stringMatching(/\(400 BAD_REQUEST_ERROR\)$/), at: expect.any(String) },
        metadata: { actor: REFUNDS_JOB, correlationId: failed.orderId, causationId: `job:refund:${failed.refundKey}` },
      },
    ]);
  });

  it('keeps the refund owed in an alert for staff, to be sent again in five minutes', async () => {
    const failed = await refusedRefund();
    const before = Date.now();

    await recordFailure(failed);

    const alert = await alertOf(failed.refundKey);
    const [recorded] = await eventsIn(store, orderStream(failed.orderId), 3);
    expect(alert).toMatchObject({
      kind: 'refund',
      orderId: failed.orderId,
      attempts: 1,
      message: `The refund could not be made: ${(recorded!.data as { reason: string }).reason}`,
    });
    expect(new Date(alert!.nextAttemptAt!).getTime() - before).toBeGreaterThanOrEqual(5 * 60_000 - 1_000);
  });

  it('records a repeated give-up once on the order, and spaces the next attempt out further', async () => {
    const failed = await refusedRefund();
    await recordFailure(failed);
    const first = await alertOf(failed.refundKey);

    await recordFailure(failed);

    expect((await eventsIn(store, orderStream(failed.orderId), 3)).map((event) => event.type)).toEqual(['RefundFailed']);
    const second = await alertOf(failed.refundKey);
    expect(second?.attempts).toBe(2);
    expect(new Date(second!.nextAttemptAt!).getTime()).toBeGreaterThan(new Date(first!.nextAttemptAt!).getTime() + 4 * 60_000);
  });
});
