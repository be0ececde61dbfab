import type { Actor } from '../../../platform/event-store/event-store.port.js';
import { projectionSpec, type ReadBack } from '../../../platform/testing/projection-spec.js';
import type { OrderEvent, OrderPlaced } from '../../events.js';
import { isOrderEvent } from '../../order/order-event-guard.js';
import {
  at,
  captured,
  kibble,
  OrderStreams,
  placed,
  processed,
  razorpay,
  refund,
  scenarios,
  shopper,
  shownWithoutAccount,
  staff,
} from '../../testing/order-events.fixture.js';
import { historyEntries, type OrderHistoryEntry } from '../order-view.js';
import { orderHistoryProjection } from './order-history.projection.js';
import { orderHistory } from './order-history.query.js';

const asha = shopper('u-1');
/** Who would have caused each event: the shopper places, the provider pays and refunds, staff move the order. */
const actorOf = (event: OrderEvent): Actor =>
  event.type === 'OrderPlaced' ? asha : ['PaymentCaptured', 'PaymentFailed', 'RefundProcessed', 'RefundFailed'].includes(event.type) ? razorpay : staff;

describe('order-history projection', () => {
  const { given, ignores, writesInRebuild } = projectionSpec(orderHistoryProjection, 'order_history');
  const historyOf =
    (orderId: string): ReadBack<OrderHistoryEntry[]> =>
    (pool) =>
      orderHistory(pool, orderId);
  const record = (orderId: string, events: OrderEvent[], streams = new OrderStreams()) => events.map((event) => streams.record(orderId, event, actorOf(event)));

  it.each(Object.entries(scenarios))('given an order %s, then the same entries historyEntries folds from its stream', async (_name, events) => {
    const orderId = (events[0] as OrderPlaced).data.orderId;
    const stream = record(orderId, events);
    const expected = historyEntries(stream.filter(isOrderEvent)).map((entry) => ({ ...entry, actor: shownWithoutAccount(entry.actor) }));
    expect(expected.length).toBeGreaterThan(3);
    await given(stream).then(historyOf(orderId), expected);
  });

  it('given a placement, a payment and a partial refund for a return, then the entries, oldest first', async () => {
    const stream = record('o-10', [
      placed({ orderId: 'o-10', at: at(1) }),
      captured('o-10', 2948),
      { type: 'OrderStatusChanged', data: { from: 'placed', to: 'processing', reason: 'Packed early', forced: false, at: at(2) } },
      refund('o-10:return', 349, 'return', 0),
      processed('o-10:return', 349, 1),
    ]);
    await given(stream).then(historyOf('o-10'), [
      { field: 'orderStatus', from: null, to: 'placed', actor: shownWithoutAccount(asha), reason: null, at: at(1), revision: 0 },
      { field: 'paymentStatus', from: null, to: 'pending', actor: shownWithoutAccount(asha), reason: null, at: at(1), revision: 0 },
      { field: 'paymentStatus', from: 'pending', to: 'paid', actor: shownWithoutAccount(razorpay), reason: null, at: at(1, 5), revision: 1 },
      { field: 'orderStatus', from: 'placed', to: 'processing', actor: shownWithoutAccount(staff), reason: 'Packed early', at: at(2), revision: 2 },
      { field: 'paymentStatus', from: 'paid', to: 'partially_refunded', actor: shownWithoutAccount(razorpay), reason: 'return', at: at(21, 1), revision: 4 },
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
    const revisionsAndStatuses: ReadBack<string[]> = async (pool) => (await orderHistory(pool, 'o-11')).map((entry) => `${entry.revision}:${entry.to}`);
    await given([...stream.slice(0, 4), stream[3]!, stream[0]!, ...stream.slice(4), stream[5]!]).then(revisionsAndStatuses, [
      '0:placed',
      '0:pending',
      '1:paid',
      '3:partially_refunded',
      '5:refunded',
    ]);
  });

  it('lists nothing for an order it never saw placed, nor for another stream', async () => {
    await given(record('o-12', [captured('o-12', 10)])).then(historyOf('o-12'), []);
    const [stored] = record('o-13', [placed({ orderId: 'o-13' })]);
    ignores({ ...stored!, streamId: 'return-o-13' });
  });

  it('names its tables through the rebuild’s mapping', () => {
    expect(writesInRebuild(record('o-14', [placed({ orderId: 'o-14' })])[0]!)).toEqual([
      'INSERT INTO "order_status_history__rebuild"',
      'INSERT INTO "order_status_history__rebuild"',
      'INSERT INTO "order_history_ledger__rebuild"',
    ]);
  });
});
