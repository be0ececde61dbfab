import { randomUUID } from 'node:crypto';
import type { Account } from '../../platform/auth/account.js';
import { PgNotifications } from '../../platform/database/notifications.js';
import { ProjectionWaiter } from '../../platform/projections/projection-waiter.js';
import { ReadYourWrites } from '../../platform/projections/read-your-writes.js';
import { commandWorld, type CommandWorld, eventsIn, given, refusal } from '../../platform/testing/command-spec.js';
import { orderStream } from '../order/order.js';
import { ORDER_NOT_FOUND } from '../order/order.decider.js';
import { OrderReader } from '../read-models/order-reader.js';
import { captured, placed, shopper } from '../testing/order-events.fixture.js';
import { ChangeOrderStatusCommand, ChangeOrderStatusHandler, type StatusChange } from './change-order-status.js';

describe('ChangeOrderStatus', () => {
  let world: CommandWorld;
  let handler: ChangeOrderStatusHandler;
  beforeAll(async () => {
    world = await commandWorld('order_status');
    // The reader only folds the order's stream here; its read-your-writes, never asked, waits on a waiter never started.
    const { redis, prefix } = world.redis();
    const waiter = new ProjectionWaiter(world.pool, new PgNotifications(world.database.url));
    const readYourWrites = new ReadYourWrites(waiter, world.store, redis, { READ_YOUR_WRITES_TIMEOUT_MS: 0, REDIS_PREFIX: prefix });
    handler = new ChangeOrderStatusHandler(world.store, new OrderReader(world.store, world.pool, readYourWrites));
  });
  afterAll(() => world.close());

  const ravi: Account = { _id: randomUUID(), email: 'ravi@petshop.in', firstName: 'Ravi', lastName: 'Kumar', role: 'staff' };
  const admin: Account = { ...ravi, _id: randomUUID(), email: 'admin@petshop.in', role: 'admin' };
  const actorOf = ({ _id, role }: Account) => ({ _id, role });

  async function order({ paid }: { paid: boolean }) {
    const orderId = randomUUID();
    const event = placed({ orderId });
    await given(world.store, orderStream(orderId), [event, ...(paid ? [captured(orderId, event.data.totalAmount)] : [])], {
      actor: shopper('u-1'),
      correlationId: orderId,
      causationId: 'command:earlier',
    });
    return { orderId, given: paid ? 2 : 1, amount: event.data.totalAmount };
  }
  const change = (account: Account, orderId: string, to: StatusChange['to'], { reason = null, force = false }: Partial<StatusChange> = {}) =>
    handler.execute(new ChangeOrderStatusCommand(account, orderId, { to, reason, force }));

  it('moves a paid order on along the table, with the staff member as actor, and answers the order as it now stands', async () => {
    const { orderId, given: before } = await order({ paid: true });

    const { order: moved } = await change(ravi, orderId, 'processing');

    expect(moved.status).toBe('processing');
    expect(await eventsIn(world.store, orderStream(orderId), before)).toEqual([
      {
        type: 'OrderStatusChanged',
        data: { from: 'placed', to: 'processing', reason: null, forced: false, at: expect.any(String) },
        metadata: { actor: actorOf(ravi), correlationId: expect.any(String), causationId: expect.stringMatching(/^command:/) },
      },
    ]);
  });

  it('cancels a paid order and asks for the refund of all of it in the same append', async () => {
    const { orderId, given: before, amount } = await order({ paid: true });

    await change(ravi, orderId, 'cancelled', { reason: 'Out of stock at the warehouse' });

    expect(await eventsIn(world.store, orderStream(orderId), before)).toEqual([
      expect.objectContaining({
        type: 'OrderCancelled',
        data: { from: 'placed', reason: 'staff', note: 'Out of stock at the warehouse', at: expect.any(String) },
      }),
      expect.objectContaining({
        type: 'RefundRequested',
        data: expect.objectContaining({ refundKey: `${orderId}:order_cancelled`, amount, reason: 'order_cancelled' }),
      }),
    ]);
  });

  it("refuses a move the table does not allow, and a move to the order's own status", async () => {
    const unpaid = await order({ paid: false });
    const paid = await order({ paid: true });

    expect(await refusal(change(ravi, unpaid.orderId, 'processing'))).toEqual({ kind: 'conflict', message: 'An unpaid order can only be cancelled' });
    expect(await refusal(change(ravi, paid.orderId, 'delivered'))).toEqual({ kind: 'conflict', message: 'Cannot move an order from placed to delivered' });
    expect(await refusal(change(admin, paid.orderId, 'placed', { force: true, reason: 'Undo' }))).toEqual({
      kind: 'conflict',
      message: 'Order is already placed',
    });
    expect(await eventsIn(world.store, orderStream(unpaid.orderId), unpaid.given)).toEqual([]);
    expect(await eventsIn(world.store, orderStream(paid.orderId), paid.given)).toEqual([]);
  });

  it('lets only an admin force a move, and only with a reason; the event says it was forced', async () => {
    const { orderId, given: before } = await order({ paid: true });

    expect(await refusal(change(ravi, orderId, 'delivered', { force: true, reason: 'Courier confirmed by phone' }))).toEqual({
      kind: 'forbidden',
      message: 'Only an admin can force a status change',
    });
    expect(await refusal(change(admin, orderId, 'delivered', { force: true, reason: ' ' }))).toEqual({
      kind: 'invalid',
      message: 'A reason is required to force a status change',
      field: 'reason',
    });
    await change(admin, orderId, 'delivered', { force: true, reason: 'Courier confirmed by phone' });

    // Delivered at once: the lines go as one parcel without tracking details, delivered with the move.
    const by = expect.objectContaining({ actor: actorOf(admin) });
    expect(await eventsIn(world.store, orderStream(orderId), before)).toEqual([
      { type: 'ShipmentSent', data: expect.objectContaining({ carrier: null, trackingNumber: null, by: actorOf(admin) }), metadata: by },
      { type: 'ShipmentDelivered', data: expect.objectContaining({ at: expect.any(String) }), metadata: by },
      {
        type: 'OrderStatusChanged',
        data: { from: 'placed', to: 'delivered', reason: 'Courier confirmed by phone', forced: true, at: expect.any(String) },
        metadata: by,
      },
    ]);
  });

  it("answers that there is no such order for an unknown id, and for a shopper's move on someone else's order", async () => {
    const { orderId } = await order({ paid: true });
    const stranger: Account = { _id: randomUUID(), email: 'someone@example.in', firstName: 'Some', lastName: 'One', role: 'customer' };

    for (const [account, id] of [
      [ravi, randomUUID()],
      [ravi, 'not-a-uuid'],
      [stranger, orderId],
    ] as const) {
      expect(await refusal(change(account, id, 'cancelled'))).toEqual({ kind: 'not_found', message: ORDER_NOT_FOUND });
    }
  });
});
