import { randomUUID } from 'node:crypto';
import { eventsIn, given } from '../../platform/testing/command-spec.js';
import { paymentCommandWorld } from '../testing/payment-command-world.js';
import { orderStream } from '../order/order.js';
import { ProviderOrderUnknown } from '../payment/payment-gateway.js';
import { placed, shopper } from '../testing/order-events.fixture.js';
import { CancelUnpaidOrderCommand, CancelUnpaidOrderHandler, type CancelUnpaidOrderInput } from './cancel-unpaid-order.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

describe('CancelUnpaidOrder', () => {
  const world = suiteWorld(async () => {
    const made = await paymentCommandWorld('cancel_unpaid');
    return { ...made, handler: new CancelUnpaidOrderHandler(made.deps) };
  });

  const asha = shopper('u-1');
  const placement = { actor: asha, correlationId: 'checkout', causationId: 'command:place' };

  /** Given: an order placed with a provider order in the sandbox (or, with `unknownToProvider`, one the sandbox never had). */
  const placedOrder = ({ unknownToProvider = false } = {}) =>
    world.placedOrder({ metadata: placement, razorpayOrderId: unknownToProvider ? 'order_NeverCreated01' : undefined });
  const cancel = (orderId: string, extra: Partial<CancelUnpaidOrderInput> = {}) =>
    world.handler.execute(new CancelUnpaidOrderCommand({ orderId, reason: 'payment_dismissed', actor: asha, causationId: 'command:cancel', ...extra }));

  it('cancels an order the provider holds no payment for, with the shopper, the order and the command as its metadata', async () => {
    const { orderId } = await placedOrder();

    expect(await cancel(orderId)).toEqual({ outcome: 'cancelled' });

    expect(await eventsIn(world.store, orderStream(orderId), 1)).toEqual([
      {
        type: 'OrderCancelled',
        data: { from: 'placed', reason: 'payment_dismissed', note: null, at: expect.any(String) },
        metadata: { actor: asha, correlationId: orderId, causationId: 'command:cancel' },
      },
    ]);
  });

  it('changes nothing when asked again', async () => {
    const { orderId } = await placedOrder();
    await cancel(orderId);

    expect(await cancel(orderId)).toEqual({ outcome: 'unchanged' });
    expect((await eventsIn(world.store, orderStream(orderId))).map((event) => event.type)).toEqual(['OrderPlaced', 'OrderCancelled']);
  });

  it('records the payment instead when the provider captured one the shop had not heard of, and does not cancel', async () => {
    const order = await placedOrder();
    const paid = await world.sandbox.pay(order.razorpayOrderId);

    expect(await cancel(order.orderId)).toEqual({ outcome: 'paid' });

    expect(await eventsIn(world.store, orderStream(order.orderId), 1)).toEqual([
      {
        type: 'PaymentCaptured',
        data: {
          paymentId: paid.razorpay_payment_id,
          razorpayOrderId: order.razorpayOrderId,
          amount: order.amount,
          source: 'reconciliation',
          at: expect.any(String),
        },
        metadata: { actor: asha, correlationId: order.orderId, causationId: 'command:cancel' },
      },
    ]);
  });

  it('leaves an order the provider has never heard of to the caller, unless reconciliation says such an order was never paid', async () => {
    const { orderId } = await placedOrder({ unknownToProvider: true });

    await expect(cancel(orderId)).rejects.toBeInstanceOf(ProviderOrderUnknown);
    expect(await eventsIn(world.store, orderStream(orderId), 1)).toEqual([]);

    expect(await cancel(orderId, { reason: 'payment_timeout', unknownToProviderIsUnpaid: true })).toEqual({ outcome: 'cancelled', unknownToProvider: true });
    expect(await eventsIn(world.store, orderStream(orderId), 1)).toEqual([
      expect.objectContaining({ type: 'OrderCancelled', data: expect.objectContaining({ reason: 'payment_timeout' }) }),
    ]);
  });

  it('leaves a replacement alone: it has no payment to give up on', async () => {
    const orderId = randomUUID();
    await given(world.store, orderStream(orderId), [placed({ orderId, replacementFor: 'r-1' })], placement);

    expect(await cancel(orderId)).toEqual({ outcome: 'unchanged' });
    expect(await eventsIn(world.store, orderStream(orderId), 1)).toEqual([]);
  });
});
