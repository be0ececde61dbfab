import { GONE_PROCESS } from '../../platform/testing/fixtures.js';
import { randomUUID } from 'node:crypto';
import { addProduct, commandWorld, type CommandWorld, eventsIn, given, stockOf } from '../../platform/testing/command-spec.js';
import type { OrderLine } from '../events.js';
import { orderStream } from '../order/order.js';
import type { PaymentGateway } from '../payment/payment-gateway.js';
import { captured, placed, razorpay, refund, shopper } from '../testing/order-events.fixture.js';
import { releaseStock, reserveStock } from '../stock/stock-reservations.js';
import { RecordProviderReportCommand, RecordProviderReportHandler, type ProviderReport } from './record-provider-report.js';

// Covers record-capture.ts and stock-available-again.ts too: the helpers every captured payment goes through.
describe('RecordProviderReport', () => {
  let world: CommandWorld;
  let handler: RecordProviderReportHandler;
  beforeAll(async () => {
    world = await commandWorld('provider_report');
    // A report comes from the provider; this command never asks it anything, so none is wired.
    handler = new RecordProviderReportHandler({ store: world.store, pool: world.pool, payments: undefined as unknown as PaymentGateway });
  });
  afterAll(() => world.close());

  const webhook = { actor: razorpay, correlationId: 'o', causationId: 'webhook:evt_1' };
  const placement = { actor: shopper('u-1'), correlationId: 'checkout', causationId: 'command:place' };
  const report = (orderId: string, body: ProviderReport) =>
    handler.execute(new RecordProviderReportCommand(orderId, body, 'webhook', { ...webhook, correlationId: orderId }));
  const capturedReport = (orderId: string, amount: number): ProviderReport => ({
    kind: 'captured',
    payment: { id: `pay_${orderId}`, orderId: `order_rzp_${orderId}`, amountPaise: Math.round(amount * 100) },
  });

  async function placedOrder(lines?: OrderLine[]) {
    const orderId = randomUUID();
    const event = placed({ orderId, lines });
    await given(world.store, orderStream(orderId), [event], placement);
    return { orderId, amount: event.data.totalAmount };
  }

  it('records a captured payment with the provider as actor and the webhook as cause, once however often it is reported', async () => {
    const { orderId, amount } = await placedOrder();

    expect(await report(orderId, capturedReport(orderId, amount))).toBe('applied');
    await report(orderId, capturedReport(orderId, amount));

    expect(await eventsIn(world.store, orderStream(orderId), 1)).toEqual([
      {
        type: 'PaymentCaptured',
        data: { paymentId: `pay_${orderId}`, razorpayOrderId: `order_rzp_${orderId}`, amount, source: 'webhook', at: expect.any(String) },
        metadata: { actor: razorpay, correlationId: orderId, causationId: 'webhook:evt_1' },
      },
    ]);
  });

  it('records a declined payment with the provider’s code and words', async () => {
    const { orderId } = await placedOrder();

    await report(orderId, {
      kind: 'failed',
      razorpayOrderId: `order_rzp_${orderId}`,
      paymentId: 'pay_declined',
      code: 'BAD_REQUEST_ERROR',
      description: 'Card declined',
    });

    expect(await eventsIn(world.store, orderStream(orderId), 1)).toEqual([
      {
        type: 'PaymentFailed',
        data: {
          razorpayOrderId: `order_rzp_${orderId}`,
          paymentId: 'pay_declined',
          code: 'BAD_REQUEST_ERROR',
          description: 'Card declined',
          source: 'webhook',
          at: expect.any(String),
        },
        metadata: expect.objectContaining({ actor: razorpay }),
      },
    ]);
  });

  it('records a refund the provider processed against the refund the order asked for', async () => {
    const { orderId, amount } = await placedOrder();
    await given(world.store, orderStream(orderId), [captured(orderId, amount), refund(`${orderId}:order_cancelled`, amount, 'order_cancelled', 0)], placement);

    await report(orderId, { kind: 'refunded', refundKey: `${orderId}:order_cancelled`, providerRefundId: 'rfnd_1', amountPaise: Math.round(amount * 100) });

    expect(await eventsIn(world.store, orderStream(orderId), 3)).toEqual([
      {
        type: 'RefundProcessed',
        data: { refundKey: `${orderId}:order_cancelled`, providerRefundId: 'rfnd_1', amount, at: expect.any(String) },
        metadata: expect.objectContaining({ causationId: 'webhook:evt_1' }),
      },
    ]);
  });

  it('ignores a report about an order the shop does not have, and starts no stream for it', async () => {
    const orderId = randomUUID();
    expect(await report(orderId, capturedReport(orderId, 100))).toBe('ignored');
    expect(await eventsIn(world.store, orderStream(orderId))).toEqual([]);
  });

  describe('a payment that arrives after the order was given up for want of one', () => {
    async function givenUpOrder(stock: number) {
      const product = await addProduct(world.pool, { price: 349, stock });
      const line = { productId: product.id, name: product.name, unitPrice: 349, quantity: 2, image: null, colors: [] };
      const order = await placedOrder([line]);
      await reserveStock(world.pool, order.orderId, [{ productId: product.id, name: product.name, quantity: 2 }], GONE_PROCESS);
      await given(
        world.store,
        orderStream(order.orderId),
        [{ type: 'OrderCancelled', data: { from: 'placed', reason: 'payment_timeout', note: null, at: new Date().toISOString() } }],
        placement,
      );
      await releaseStock(world.pool, order.orderId, 'payment_timeout');
      return { ...order, productId: product.id };
    }

    it('restores the order when its units can be taken again, and takes them', async () => {
      const order = await givenUpOrder(2);

      await report(order.orderId, capturedReport(order.orderId, order.amount));

      expect(await eventsIn(world.store, orderStream(order.orderId), 2)).toEqual([
        expect.objectContaining({ type: 'PaymentCaptured' }),
        expect.objectContaining({ type: 'OrderRestored', data: { reason: 'paid_after_cancellation', at: expect.any(String) } }),
      ]);
      expect(await stockOf(world.pool, order.productId)).toBe(0);
    });

    it('refunds the payment when its units have gone to someone else, and takes none', async () => {
      const order = await givenUpOrder(2);
      await world.pool.query('UPDATE products SET stock = 1 WHERE id = $1', [order.productId]); // one unit sold meanwhile

      await report(order.orderId, capturedReport(order.orderId, order.amount));

      expect(await eventsIn(world.store, orderStream(order.orderId), 2)).toEqual([
        expect.objectContaining({ type: 'PaymentCaptured' }),
        expect.objectContaining({
          type: 'RefundRequested',
          data: expect.objectContaining({ refundKey: `${order.orderId}:paid_after_cancellation`, amount: order.amount, reason: 'paid_after_cancellation' }),
        }),
      ]);
      expect(await stockOf(world.pool, order.productId)).toBe(1);
    });
  });
});
