import type { Actor } from '../../../platform/event-store/event-store.port.js';
import { createTestDatabase, type TestDatabase } from '../../../platform/testing/test-database.js';
import type { OrderEvent, OrderPlaced } from '../../events.js';
import { isOrderEvent } from '../../order/order-event-guard.js';
import { historyEntries } from '../order-view.js';
import {
  at,
  captured,
  kibble,
  OrderStreams,
  placed,
  processed,
  projectInto,
  razorpay,
  refund,
  scenarios,
  shopper,
  staff,
} from '../../testing/order-events.fixture.js';
import { orderHistoryProjection } from './order-history.projection.js';
import { orderHistory } from './order-history.query.js';

const asha = shopper('u-1');
/** Who would have caused each event: the shopper places, the provider pays and refunds, staff move the order. */
const actorOf = (event: OrderEvent): Actor =>
  event.type === 'OrderPlaced' ? asha : ['PaymentCaptured', 'PaymentFailed', 'RefundProcessed', 'RefundFailed'].includes(event.type) ? razorpay : staff;

describe('order-history projection', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('order_history');
  });
  afterAll(() => database.drop());

  const record = (orderId: string, events: OrderEvent[], streams = new OrderStreams()) => events.map((event) => streams.record(orderId, event, actorOf(event)));

  it.each(Object.entries(scenarios))('given an order %s, then the same entries historyEntries folds from its stream', async (_name, events) => {
    const orderId = (events[0] as OrderPlaced).data.orderId;
    const stream = record(orderId, events);
    await projectInto(database.pool, orderHistoryProjection, stream);
    const expected = historyEntries(stream.filter(isOrderEvent));
    expect(expected.length).toBeGreaterThan(3);
    expect(await orderHistory(database.pool, orderId)).toEqual(expected);
  });

  it('given a placement, a payment and a partial refund for a return, then the entries, oldest first', async () => {
    const stream = record('o-10', [
      placed({ orderId: 'o-10', at: at(1) }),
      captured('o-10', 2948),
      { type: 'OrderStatusChanged', data: { from: 'placed', to: 'processing', reason: 'Packed early', forced: false, at: at(2) } },
      refund('o-10:return', 349, 'return', 0),
      processed('o-10:return', 349, 1),
    ]);
    await projectInto(database.pool, orderHistoryProjection, stream);
    expect(await orderHistory(database.pool, 'o-10')).toEqual([
      { field: 'orderStatus', from: null, to: 'placed', actor: asha, reason: null, at: at(1), revision: 0 },
      { field: 'paymentStatus', from: null, to: 'pending', actor: asha, reason: null, at: at(1), revision: 0 },
      { field: 'paymentStatus', from: 'pending', to: 'paid', actor: razorpay, reason: null, at: at(1, 5), revision: 1 },
      { field: 'orderStatus', from: 'placed', to: 'processing', actor: staff, reason: 'Packed early', at: at(2), revision: 2 },
      { field: 'paymentStatus', from: 'paid', to: 'partially_refunded', actor: razorpay, reason: 'return', at: at(21, 1), revision: 4 },
    ]);
  });

  it('given events applied twice, then every entry and refund once', async () => {
    const stream = record('o-11', [
      placed({ orderId: 'o-11', lines: [kibble] }),
      captured('o-11', 2599),
      refund('k', 1000, 'return', 0),
      processed('k', 1000, 1),
      refund('k2', 1599, 'return', 2),
      processed('k2', 1599, 3),
    ]);
    await projectInto(database.pool, orderHistoryProjection, [...stream.slice(0, 4), stream[3]!, stream[0]!, ...stream.slice(4), stream[5]!]);
    expect((await orderHistory(database.pool, 'o-11')).map((entry) => `${entry.revision}:${entry.to}`)).toEqual([
      '0:placed',
      '0:pending',
      '1:paid',
      '3:partially_refunded',
      '5:refunded',
    ]);
  });

  it('lists nothing for an order it never saw placed, nor for another stream', async () => {
    await projectInto(database.pool, orderHistoryProjection, record('o-12', [captured('o-12', 10)]));
    expect(await orderHistory(database.pool, 'o-12')).toEqual([]);
    const [stored] = record('o-13', [placed({ orderId: 'o-13' })]);
    expect(orderHistoryProjection.project({ ...stored!, streamId: 'return-o-13' }, (name) => name)).toEqual([]);
  });

  it('names its tables through the rebuild’s mapping', () => {
    const statements = orderHistoryProjection.project(record('o-14', [placed({ orderId: 'o-14' })])[0]!, (name) => `"${name}__rebuild"`);
    expect(statements.map((statement) => /INTO (\S+)/.exec(statement.text)?.[1])).toEqual([
      '"order_status_history__rebuild"',
      '"order_status_history__rebuild"',
      '"order_history_ledger__rebuild"',
    ]);
  });
});
