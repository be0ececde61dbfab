import { randomUUID } from 'node:crypto';
import { commandWorld, eventsIn, given, refusal } from '../../platform/testing/command-spec.js';
import { orderStream } from '../order/order.js';
import { collar, deliveredThenHeldByReturn, kibble, shopper, staff } from '../testing/order-events.fixture.js';
import { RequestReturnRefundCommand, RequestReturnRefundHandler } from './request-return-refund.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

describe('RequestReturnRefund', () => {
  const world = suiteWorld(async () => {
    const made = await commandWorld('request_return_refund');
    return { ...made, handler: new RequestReturnRefundHandler(made.store) };
  });

  const byStaff = (returnId: string) => ({ actor: staff, correlationId: returnId, causationId: 'command:change-return-status' });

  /** Given: an order of kibble and a collar (₹2,948), paid through the provider, delivered and held by return `returnId`. */
  async function returnedOrder(returnId: string) {
    const orderId = randomUUID();
    await given(world.store, orderStream(orderId), deliveredThenHeldByReturn(orderId, returnId, new Date().toISOString()), {
      actor: shopper('u-1'),
      correlationId: orderId,
      causationId: 'command:earlier',
    });
    return orderId;
  }

  it('asks the order for a refund of the returned lines, keyed by the return and the order, once however often it is asked', async () => {
    const orderId = await returnedOrder('ret-1');
    const refund = { orderId, returnId: 'ret-1', amount: 349, lines: [{ productId: collar.productId, quantity: 1 }] };

    const first = await world.handler.execute(new RequestReturnRefundCommand(refund, byStaff('ret-1')));
    const again = await world.handler.execute(new RequestReturnRefundCommand(refund, byStaff('ret-1')));

    expect([first.refundKey, again.refundKey]).toEqual([`return:ret-1:${orderId}`, `return:ret-1:${orderId}`]);
    expect(await eventsIn(world.store, orderStream(orderId), 6)).toEqual([
      {
        type: 'RefundRequested',
        data: { refundKey: `return:ret-1:${orderId}`, amount: 349, reason: 'return', returnId: 'ret-1', lines: refund.lines, at: expect.any(String) },
        metadata: byStaff('ret-1'),
      },
    ]);
  });

  it('refuses more than the order has left to refund, and records nothing', async () => {
    const orderId = await returnedOrder('ret-2');
    const tooMuch = { orderId, returnId: 'ret-2', amount: 5000, lines: [{ productId: kibble.productId, quantity: 2 }] };
    expect(await refusal(world.handler.execute(new RequestReturnRefundCommand(tooMuch, byStaff('ret-2'))))).toEqual({
      kind: 'unprocessable',
      message: 'Only ₹2948.00 is left to refund',
      field: 'amount',
    });
    expect(await eventsIn(world.store, orderStream(orderId), 6)).toEqual([]);
  });
});
