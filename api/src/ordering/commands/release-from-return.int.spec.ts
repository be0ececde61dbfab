import { randomUUID } from 'node:crypto';
import { commandWorld, eventsIn, given } from '../../platform/testing/command-spec.js';
import { orderStream } from '../order/order.js';
import { deliveredThenHeldByReturn, shopper } from '../testing/order-events.fixture.js';
import { ReleaseFromReturnCommand, ReleaseFromReturnHandler } from './release-from-return.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

describe('ReleaseFromReturn', () => {
  const world = suiteWorld(() => commandWorld('release_from_return'));

  const desk = { actor: { _id: null, email: null, role: 'system' as const, name: 'returns' }, correlationId: 'ret-1', causationId: 'event:1' };

  /** Given: a delivered order that return `returnId` holds. */
  async function heldOrder(returnId: string) {
    const orderId = randomUUID();
    const metadata = { actor: shopper('u-1'), correlationId: orderId, causationId: 'command:place' };
    await given(world.store, orderStream(orderId), deliveredThenHeldByReturn(orderId, returnId), metadata);
    return orderId;
  }

  it('delivers the order again for the rejected return that held it, once, with the returns desk as actor', async () => {
    const orderId = await heldOrder('ret-1');
    const handler = new ReleaseFromReturnHandler(world.store);
    await handler.execute(new ReleaseFromReturnCommand(orderId, 'ret-1', desk));
    await handler.execute(new ReleaseFromReturnCommand(orderId, 'ret-1', desk));
    const appended = await eventsIn(world.store, orderStream(orderId), 6);
    expect(appended).toEqual([
      {
        type: 'OrderStatusChanged',
        data: { from: 'return', to: 'delivered', reason: 'return rejected:ret-1', forced: false, at: expect.any(String) },
        metadata: desk,
      },
    ]);
  });

  it('leaves an order that another return holds', async () => {
    const orderId = await heldOrder('ret-2');
    await new ReleaseFromReturnHandler(world.store).execute(new ReleaseFromReturnCommand(orderId, 'ret-1', desk));
    expect(await eventsIn(world.store, orderStream(orderId), 6)).toEqual([]);
  });
});
