import { staffAlerts } from '../../platform/alerts/alerts.js';
import { eventsIn, given } from '../../platform/testing/command-spec.js';
import { paymentCommandWorld } from '../testing/payment-command-world.js';
import { orderStream } from '../order/order.js';
import { refund } from '../testing/order-events.fixture.js';
import { REFUNDS_JOB, refundAlertKey } from './process-refund.js';
import { RecordRefundFailureCommand, RecordRefundFailureHandler } from './record-refund-failure.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

describe('RecordRefundFailure', () => {
  const world = suiteWorld(async () => {
    const made = await paymentCommandWorld('refund_failure');
    return { ...made, handler: new RecordRefundFailureHandler(made.deps) };
  });

  /** Given: a paid order owed a refund, and the provider's refusal of it (asked for more than was paid, so the sandbox refuses). */
  async function refusedRefund() {
    const { orderId, paymentId, amount, metadata } = await world.paidOrder();
    const refundKey = `${orderId}:order_cancelled`;
    await given(world.store, orderStream(orderId), [refund(refundKey, amount, 'order_cancelled', 0)], metadata);
    const error = await world.sandbox.provider.refund(paymentId, Math.round(amount * 100) + 100, refundKey).then(
      () => {
        throw new Error('The sandbox refunded more than was paid');
      },
      (refused: unknown) => refused,
    );
    return { orderId, refundKey, error };
  }
  const recordFailure = (failed: Awaited<ReturnType<typeof refusedRefund>>) =>
    world.handler.execute(new RecordRefundFailureCommand({ orderId: failed.orderId, refundKey: failed.refundKey }, failed.error));
  const alertOf = async (refundKey: string) =>
    (await staffAlerts.page(world.pool, { filter: { open: true }, offset: 0, limit: 100 })).records.find((alert) => alert.id === refundAlertKey(refundKey));

  it("records the failure on the order in the provider's words, with the refunds job as actor and cause", async () => {
    const failed = await refusedRefund();

    await recordFailure(failed);

    expect(await eventsIn(world.store, orderStream(failed.orderId), 3)).toEqual([
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
    const [recorded] = await eventsIn(world.store, orderStream(failed.orderId), 3);
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

    expect((await eventsIn(world.store, orderStream(failed.orderId), 3)).map((event) => event.type)).toEqual(['RefundFailed']);
    const second = await alertOf(failed.refundKey);
    expect(second?.attempts).toBe(2);
    expect(new Date(second!.nextAttemptAt!).getTime()).toBeGreaterThan(new Date(first!.nextAttemptAt!).getTime() + 4 * 60_000);
  });
});
