import { randomUUID } from 'node:crypto';
import { staffAlerts, raiseAlert } from '../../platform/alerts/alerts.js';
import { eventsIn, given } from '../../platform/testing/command-spec.js';
import { paymentCommandWorld } from '../testing/payment-command-world.js';
import { orderStream } from '../order/order.js';
import { refund } from '../testing/order-events.fixture.js';
import { ProcessRefundCommand, ProcessRefundHandler, REFUNDS_JOB, refundAlertKey } from './process-refund.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

describe('ProcessRefund', () => {
  const world = suiteWorld(async () => {
    const made = await paymentCommandWorld('process_refund');
    return { ...made, handler: new ProcessRefundHandler(made.deps) };
  });

  /** Given: an order paid in the sandbox, then cancelled by staff, so a refund of all of it is owed. */
  async function refundOwed() {
    const { orderId, paymentId, amount, metadata } = await world.paidOrder();
    const refundKey = `${orderId}:order_cancelled`;
    await given(
      world.store,
      orderStream(orderId),
      [
        { type: 'OrderCancelled', data: { from: 'placed', reason: 'staff', note: null, at: new Date().toISOString() } },
        refund(refundKey, amount, 'order_cancelled', 0),
      ],
      metadata,
    );
    return { orderId, refundKey, paymentId, amount };
  }
  const processRefund = (orderId: string, refundKey: string) => world.handler.execute(new ProcessRefundCommand({ orderId, refundKey }));
  const refundedAtProvider = async (paymentId: string) => (await world.sandbox.get(`/v1/payments/${paymentId}`)).amount_refunded;

  it('refunds the payment at the provider and records it with the refunds job as actor and cause', async () => {
    const owed = await refundOwed();

    const outcome = await processRefund(owed.orderId, owed.refundKey);

    expect(outcome).toEqual({ providerRefundId: expect.stringMatching(/^rfnd_/) });
    expect(await refundedAtProvider(owed.paymentId)).toBe(Math.round(owed.amount * 100));
    expect(await eventsIn(world.store, orderStream(owed.orderId), 4)).toEqual([
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
    expect((await eventsIn(world.store, orderStream(owed.orderId), 4)).map((event) => event.type)).toEqual(['RefundProcessed']);
  });

  it('gets the first refund back when a job that refunded died before recording it, so the shopper is refunded once', async () => {
    const owed = await refundOwed();
    const first = await world.sandbox.provider.refund(owed.paymentId, Math.round(owed.amount * 100), owed.refundKey); // the job that died

    expect(await processRefund(owed.orderId, owed.refundKey)).toEqual({ providerRefundId: first.id });
    expect(await refundedAtProvider(owed.paymentId)).toBe(Math.round(owed.amount * 100));
  });

  it('closes the alert of a refund that had failed before', async () => {
    const owed = await refundOwed();
    await raiseAlert(world.pool, {
      key: refundAlertKey(owed.refundKey),
      kind: 'refund',
      orderId: owed.orderId,
      message: 'The refund could not be made: Boom',
    });

    await processRefund(owed.orderId, owed.refundKey);

    const open = (await staffAlerts.page(world.pool, { filter: { open: true }, offset: 0, limit: 100 })).records;
    expect(open.map((alert) => alert.id)).not.toContain(refundAlertKey(owed.refundKey));
  });

  it('skips a refund the order never asked for, and an order that does not exist', async () => {
    const owed = await refundOwed();
    expect(await processRefund(owed.orderId, `${owed.orderId}:return:r-9`)).toEqual({ skipped: 'no such refund' });
    expect(await processRefund(randomUUID(), owed.refundKey)).toEqual({ skipped: 'no such order' });
    expect(await refundedAtProvider(owed.paymentId)).toBe(0);
  });
});
