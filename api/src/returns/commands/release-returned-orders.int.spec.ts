import { randomUUID } from 'node:crypto';
import { ReleaseFromReturnCommand } from '../../ordering/index.js';
import { commandBus, commandWorld, given } from '../../platform/testing/command-spec.js';
import { returnStream } from '../return.js';
import { ReleaseReturnedOrdersCommand, ReleaseReturnedOrdersHandler } from './release-returned-orders.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

describe('ReleaseReturnedOrders', () => {
  const world = suiteWorld(() => commandWorld('release_returned_orders'));

  const desk = { actor: { _id: null, email: null, role: 'system' as const, name: 'returns' }, correlationId: 'c', causationId: 'event:1' };
  const staff = { actor: { _id: 's-1', email: 'ravi@petshop.in', role: 'staff' as const }, correlationId: 'c', causationId: 'command:1' };

  /** Given: a return of two orders, requested and then moved to `to`. */
  async function aReturn(to: 'rejected' | 'approved') {
    const returnId = randomUUID();
    const orders = [randomUUID(), randomUUID()].map((orderId) => ({ orderId, orderNumber: `PS-${orderId.slice(0, 4)}`, products: [] }));
    await given(
      world.store,
      returnStream(returnId),
      [
        {
          type: 'ReturnRequested',
          data: {
            returnId,
            returnNumber: 'RT-1',
            customer: { _id: 'u-1', email: 'asha@example.in' },
            orders,
            reasonToReturn: { question1: 'q1', answer1: 'a1', question2: 'q2', answer2: 'a2' },
            methodForReturning: 'In-store pickup - Free',
            returnPaymentMethod: 'refund',
            at: '2026-11-20T10:00:00.000Z',
          },
        },
        { type: 'ReturnStatusChanged', data: { from: 'requested', to, note: null, at: '2026-11-21T10:00:00.000Z' } },
      ],
      staff,
    );
    return { returnId, orderIds: orders.map((order) => order.orderId) };
  }

  /** The bus records what ordering is asked to do. */
  function recordingBus() {
    const asked: ReleaseFromReturnCommand[] = [];
    const bus = commandBus([ReleaseFromReturnCommand, { execute: async (command: ReleaseFromReturnCommand) => void asked.push(command) }]);
    return { asked, bus };
  }

  it('asks ordering to give back every order of a rejected return', async () => {
    const { returnId, orderIds } = await aReturn('rejected');
    const { asked, bus } = recordingBus();
    expect(await new ReleaseReturnedOrdersHandler(world.store, bus).execute(new ReleaseReturnedOrdersCommand(returnId, desk))).toEqual({ released: 2 });
    expect(asked.map((command) => [command.orderId, command.returnId, command.metadata])).toEqual(orderIds.map((orderId) => [orderId, returnId, desk]));
  });

  it('gives nothing back for a return that was not rejected', async () => {
    const { returnId } = await aReturn('approved');
    const { asked, bus } = recordingBus();
    expect(await new ReleaseReturnedOrdersHandler(world.store, bus).execute(new ReleaseReturnedOrdersCommand(returnId, desk))).toEqual({ released: 0 });
    expect(asked).toEqual([]);
  });
});
