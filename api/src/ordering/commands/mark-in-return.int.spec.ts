import { randomUUID } from 'node:crypto';
import { commandWorld, eventsIn, given, refusal } from '../../platform/testing/command-spec.js';
import { orderStream } from '../order/order.js';
import { captured, moved, placed, shopper } from '../testing/order-events.fixture.js';
import { MarkInReturnCommand, MarkInReturnHandler } from './mark-in-return.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

describe('MarkInReturn', () => {
  const world = suiteWorld(async () => {
    const made = await commandWorld('mark_in_return');
    return { ...made, handler: new MarkInReturnHandler(made.store) };
  });

  const asked = (returnId: string) => ({ actor: shopper('u-1'), correlationId: returnId, causationId: 'command:request-return' });

  /** Given: a paid order of the shopper's, delivered unless `delivered` is false. */
  async function order({ delivered = true } = {}) {
    const orderId = randomUUID();
    const moves = delivered ? [moved('placed', 'processing', 2), moved('processing', 'shipped', 3), moved('shipped', 'delivered', 5)] : [];
    await given(world.store, orderStream(orderId), [placed({ orderId }), captured(orderId, 2948), ...moves], asked('earlier'));
    return { orderId, given: 2 + moves.length };
  }

  it("moves a delivered order to return, held by the return that asked, as the return's requester; asking again changes nothing", async () => {
    const { orderId, given: before } = await order();
    const { position } = await world.handler.execute(new MarkInReturnCommand(orderId, 'ret-1', asked('ret-1')));
    await world.handler.execute(new MarkInReturnCommand(orderId, 'ret-1', asked('ret-1')));

    expect(await eventsIn(world.store, orderStream(orderId), before)).toEqual([
      {
        type: 'OrderStatusChanged',
        data: { from: 'delivered', to: 'return', reason: 'return:ret-1', forced: false, at: expect.any(String) },
        metadata: asked('ret-1'),
      },
    ]);
    expect(position).toEqual((await world.store.readStream(orderStream(orderId))).at(-1)!.position);
  });

  it('refuses the order to a second return, with a conflict the returns context answers on the spot', async () => {
    const { orderId, given: before } = await order();
    await world.handler.execute(new MarkInReturnCommand(orderId, 'ret-1', asked('ret-1')));

    expect(await refusal(world.handler.execute(new MarkInReturnCommand(orderId, 'ret-2', asked('ret-2'))))).toMatchObject({ kind: 'conflict' });
    expect(await eventsIn(world.store, orderStream(orderId), before + 1)).toEqual([]);
  });

  it('refuses an order not yet delivered', async () => {
    const { orderId, given: before } = await order({ delivered: false });
    expect(await refusal(world.handler.execute(new MarkInReturnCommand(orderId, 'ret-1', asked('ret-1'))))).toMatchObject({ kind: 'conflict' });
    expect(await eventsIn(world.store, orderStream(orderId), before)).toEqual([]);
  });
});
