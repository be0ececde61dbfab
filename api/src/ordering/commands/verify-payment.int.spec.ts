import { createHmac, randomUUID } from 'node:crypto';
import { cartStream } from '../../cart/cart.js';
import { PostgresEventStore } from '../../platform/event-store/postgres.event-store.js';
import { EmptyCartAfterCheckoutCommand, EmptyCartAfterCheckoutHandler } from '../../cart/commands/empty-cart-after-checkout.js';
import { commandBus, eventsIn, given, refusal } from '../../platform/testing/command-spec.js';
import { createTestDatabase, type TestDatabase } from '../../platform/testing/test-database.js';
import { startTestSandbox, type TestSandbox } from '../../platform/testing/test-sandbox.js';
import { orderStream } from '../order.js';
import { ORDER_NOT_FOUND } from '../order.decider.js';
import { placed, shopper } from '../read-models/order-events.fixture.js';
import { VERIFICATION_FAILED, VerifyPaymentCommand, VerifyPaymentHandler } from './verify-payment.js';

describe('VerifyPayment', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  let sandbox: TestSandbox;
  let handler: VerifyPaymentHandler;
  beforeAll(async () => {
    database = await createTestDatabase('verify_payment');
    store = new PostgresEventStore(database.pool, { pollIntervalMs: 5 });
    sandbox = await startTestSandbox();
    // The cart empties through the cart's own command, run here by its real handler.
    const carts = commandBus([EmptyCartAfterCheckoutCommand, new EmptyCartAfterCheckoutHandler(store)]);
    handler = new VerifyPaymentHandler({ store, pool: database.pool, payments: sandbox.provider }, carts);
  });
  afterAll(async () => {
    await sandbox.close();
    await store.close();
    await database.drop();
  });

  /** Given: a shopper's order placed with a provider order in the sandbox, and their cart still full. */
  async function placedOrder() {
    const orderId = randomUUID();
    const customer = { _id: randomUUID(), email: 'asha@example.in', firstName: 'Asha', lastName: 'Rao' };
    const event = placed({ orderId, customer });
    const { id: razorpayOrderId } = await sandbox.provider.createOrder(Math.round(event.data.totalAmount * 100), event.data.orderNumber, { orderId });
    const metadata = { actor: shopper(customer._id), correlationId: orderId, causationId: `command:${orderId}` };
    await given(store, orderStream(orderId), [{ type: event.type, data: { ...event.data, razorpayOrderId } }], metadata);
    await given(
      store,
      cartStream(customer._id),
      [{ type: 'CartItemAdded', data: { productId: 'p-kibble', name: 'Salmon kibble', unitPrice: 1299.5, image: null, color: null, size: null, quantity: 2 } }],
      metadata,
    );
    return { orderId, razorpayOrderId, customerId: customer._id, amount: event.data.totalAmount };
  }
  const verify = (
    order: { orderId: string; razorpayOrderId: string; customerId: string },
    paymentId: string,
    signature: string,
    actor = shopper(order.customerId),
  ) =>
    handler.execute(
      new VerifyPaymentCommand({ orderId: order.orderId, razorpayOrderId: order.razorpayOrderId, paymentId, signature, actor, causationId: 'job:verify:1' }),
    );

  it('records the captured payment with the shopper, the checkout and the job as its metadata, and empties the cart', async () => {
    const order = await placedOrder();
    const paid = await sandbox.pay(order.razorpayOrderId);

    await verify(order, paid.razorpay_payment_id, paid.razorpay_signature);

    const metadata = { actor: shopper(order.customerId), correlationId: order.orderId, causationId: 'job:verify:1' };
    expect(await eventsIn(store, orderStream(order.orderId), 1)).toEqual([
      {
        type: 'PaymentCaptured',
        data: { paymentId: paid.razorpay_payment_id, razorpayOrderId: order.razorpayOrderId, amount: order.amount, source: 'verify', at: expect.any(String) },
        metadata,
      },
    ]);
    expect(await eventsIn(store, cartStream(order.customerId), 1)).toEqual([
      { type: 'CartCleared', data: { reason: 'checkout', orderId: order.orderId }, metadata },
    ]);
  });

  it('changes nothing when the same payment is verified again', async () => {
    const order = await placedOrder();
    const paid = await sandbox.pay(order.razorpayOrderId);
    const first = await verify(order, paid.razorpay_payment_id, paid.razorpay_signature);

    const again = await verify(order, paid.razorpay_payment_id, paid.razorpay_signature);

    expect(again.position).toEqual(first.position);
    expect((await eventsIn(store, orderStream(order.orderId))).map((event) => event.type)).toEqual(['OrderPlaced', 'PaymentCaptured']);
    expect((await eventsIn(store, cartStream(order.customerId))).map((event) => event.type)).toEqual(['CartItemAdded', 'CartCleared']);
  });

  it('refuses a signature the provider did not make, and records nothing', async () => {
    const order = await placedOrder();
    const paid = await sandbox.pay(order.razorpayOrderId);

    expect(await refusal(verify(order, paid.razorpay_payment_id, 'f'.repeat(64)))).toEqual({ kind: 'invalid', message: VERIFICATION_FAILED });
    expect(await eventsIn(store, orderStream(order.orderId), 1)).toEqual([]);
  });

  it('refuses a payment the provider declined, though its signature is right, and records nothing', async () => {
    const order = await placedOrder();
    const declined = await sandbox.decline(order.razorpayOrderId);
    // The checkout signs only payments that went through; a forged but correct signature reaches the provider's answer.
    const signature = createHmac('sha256', sandbox.config.RAZORPAY_KEY_SECRET).update(`${order.razorpayOrderId}|${declined}`).digest('hex');

    expect(await refusal(verify(order, declined, signature))).toEqual({ kind: 'invalid', message: VERIFICATION_FAILED });
    expect(await eventsIn(store, orderStream(order.orderId), 1)).toEqual([]);
  });

  it('answers another shopper that there is no such order, and records nothing', async () => {
    const order = await placedOrder();
    const paid = await sandbox.pay(order.razorpayOrderId);

    expect(await refusal(verify(order, paid.razorpay_payment_id, paid.razorpay_signature, shopper(randomUUID())))).toEqual({
      kind: 'not_found',
      message: ORDER_NOT_FOUND,
    });
    expect(await eventsIn(store, orderStream(order.orderId), 1)).toEqual([]);
  });
});
