import { createHmac, randomUUID } from 'node:crypto';
import { cartStream } from '../../cart/cart.js';
import { eventsIn, given, refusal } from '../../platform/testing/command-spec.js';
import { paymentCommandWorld } from '../testing/payment-command-world.js';
import { orderStream } from '../order/order.js';
import { ORDER_NOT_FOUND } from '../order/order.decider.js';
import { shopper } from '../testing/order-events.fixture.js';
import { VERIFICATION_FAILED, VerifyPaymentCommand, VerifyPaymentHandler } from './verify-payment.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

describe('VerifyPayment', () => {
  const world = suiteWorld(async () => {
    const made = await paymentCommandWorld('verify_payment');
    return { ...made, handler: new VerifyPaymentHandler(made.deps) };
  });

  /** Given: a shopper's order placed with a provider order in the sandbox, and their cart still full. */
  async function placedOrder() {
    const order = await world.placedOrder({ customer: { _id: randomUUID() } });
    await given(
      world.store,
      cartStream(order.customerId),
      [{ type: 'CartItemAdded', data: { productId: 'p-kibble', name: 'Salmon kibble', unitPrice: 1299.5, image: null, color: null, size: null, quantity: 2 } }],
      order.metadata,
    );
    return order;
  }
  const verify = (
    order: { orderId: string; razorpayOrderId: string; customerId: string },
    paymentId: string,
    signature: string,
    actor = shopper(order.customerId),
  ) =>
    world.handler.execute(
      new VerifyPaymentCommand({ orderId: order.orderId, razorpayOrderId: order.razorpayOrderId, paymentId, signature, actor, causationId: 'job:verify:1' }),
    );

  it('records the captured payment with the shopper, the checkout and the job as its metadata, and leaves the cart to the reaction to it', async () => {
    const order = await placedOrder();
    const paid = await world.sandbox.pay(order.razorpayOrderId);

    await verify(order, paid.razorpay_payment_id, paid.razorpay_signature);

    const metadata = { actor: shopper(order.customerId), correlationId: order.orderId, causationId: 'job:verify:1' };
    expect(await eventsIn(world.store, orderStream(order.orderId), 1)).toEqual([
      {
        type: 'PaymentCaptured',
        data: { paymentId: paid.razorpay_payment_id, razorpayOrderId: order.razorpayOrderId, amount: order.amount, source: 'verify', at: expect.any(String) },
        metadata,
      },
    ]);
    // The worker's reaction to PaymentCaptured empties it (EmptyCartOfPaidOrder), the API waiting for it.
    expect(await eventsIn(world.store, cartStream(order.customerId), 1)).toEqual([]);
  });

  it('changes nothing when the same payment is verified again', async () => {
    const order = await placedOrder();
    const paid = await world.sandbox.pay(order.razorpayOrderId);
    const first = await verify(order, paid.razorpay_payment_id, paid.razorpay_signature);

    const again = await verify(order, paid.razorpay_payment_id, paid.razorpay_signature);

    expect(again.position).toEqual(first.position);
    expect((await eventsIn(world.store, orderStream(order.orderId))).map((event) => event.type)).toEqual(['OrderPlaced', 'PaymentCaptured']);
    expect((await eventsIn(world.store, cartStream(order.customerId))).map((event) => event.type)).toEqual(['CartItemAdded']);
  });

  it('refuses a signature the provider did not make, and records nothing', async () => {
    const order = await placedOrder();
    const paid = await world.sandbox.pay(order.razorpayOrderId);

    expect(await refusal(verify(order, paid.razorpay_payment_id, 'f'.repeat(64)))).toEqual({ kind: 'invalid', message: VERIFICATION_FAILED });
    expect(await eventsIn(world.store, orderStream(order.orderId), 1)).toEqual([]);
  });

  it('refuses a payment the provider declined, though its signature is right, and records nothing', async () => {
    const order = await placedOrder();
    const declined = await world.sandbox.decline(order.razorpayOrderId);
    // The checkout signs only payments that went through; a forged but correct signature reaches the provider's answer.
    const signature = createHmac('sha256', world.sandbox.config.RAZORPAY_KEY_SECRET).update(`${order.razorpayOrderId}|${declined}`).digest('hex');

    expect(await refusal(verify(order, declined, signature))).toEqual({ kind: 'invalid', message: VERIFICATION_FAILED });
    expect(await eventsIn(world.store, orderStream(order.orderId), 1)).toEqual([]);
  });

  it('answers another shopper that there is no such order, and records nothing', async () => {
    const order = await placedOrder();
    const paid = await world.sandbox.pay(order.razorpayOrderId);

    expect(await refusal(verify(order, paid.razorpay_payment_id, paid.razorpay_signature, shopper(randomUUID())))).toEqual({
      kind: 'not_found',
      message: ORDER_NOT_FOUND,
    });
    expect(await eventsIn(world.store, orderStream(order.orderId), 1)).toEqual([]);
  });
});
