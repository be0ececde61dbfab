import type { StoredEvent } from '../../../platform/event-store/event-store.port.js';
import { createTestDatabase, type TestDatabase } from '../../../platform/testing/test-database.js';
import type { OrderEvent, OrderPlaced } from '../../events.js';
import { evolveOrder, initialOrder, type Order } from '../../order.js';
import { toOrderView } from '../../order-view.js';
import { at, collar, kibble, OrderStreams, placed, projectInto, razorpay, shopper } from '../order-events.fixture.js';
import { ordersProjection } from './orders.projection.js';

const asha = shopper('u-1');
const refund = (refundKey: string, amount: number, reason: 'return' | 'order_cancelled', minute: number): OrderEvent => ({
  type: 'RefundRequested',
  data: { refundKey, amount, reason, returnId: reason === 'return' ? 'r-1' : null, lines: null, at: at(20, minute) },
});
const processed = (refundKey: string, amount: number, minute: number): OrderEvent => ({
  type: 'RefundProcessed',
  data: { refundKey, providerRefundId: `rfnd_${minute}`, amount, at: at(21, minute) },
});
const captured = (orderId: string, amount: number, day = 1): OrderEvent => ({
  type: 'PaymentCaptured',
  data: { paymentId: `pay_${orderId}`, razorpayOrderId: `order_rzp_${orderId}`, amount, source: 'verify', at: at(day, 5) },
});
const moved = (from: 'placed' | 'processing' | 'shipped' | 'delivered', to: 'processing' | 'shipped' | 'delivered' | 'return', day: number): OrderEvent => ({
  type: 'OrderStatusChanged',
  data: { from, to, reason: to === 'return' ? 'return:r-1' : null, forced: false, at: at(day) },
});

/** Three lives of an order that between them use every event of the order's union. */
const scenarios: Record<string, OrderEvent[]> = {
  'paid at the second try, delivered, returned and refunded in two parts': [
    placed({ orderId: 'o-1' }),
    { type: 'PaymentFailed', data: { razorpayOrderId: 'order_rzp_o-1', paymentId: 'pay_x', code: 'BAD_REQUEST_ERROR', description: 'Card declined', source: 'verify', at: at(1, 2) } },
    captured('o-1', 2948),
    moved('placed', 'processing', 2),
    moved('processing', 'shipped', 3),
    moved('shipped', 'delivered', 5),
    moved('delivered', 'return', 9),
    refund('o-1:return:1', 2599, 'return', 0),
    processed('o-1:return:1', 2599, 0),
    refund('o-1:return:2', 349, 'return', 1),
    { type: 'RefundFailed', data: { refundKey: 'o-1:return:2', reason: 'Gateway timeout', at: at(21, 2) } },
    processed('o-1:return:2', 349, 3),
  ],
  'given up at the payment page, then paid after all and restored': [
    placed({ orderId: 'o-2', lines: [collar] }),
    { type: 'OrderCancelled', data: { from: 'placed', reason: 'payment_dismissed', note: null, at: at(1, 1) } },
    captured('o-2', 349),
    { type: 'OrderRestored', data: { reason: 'paid_after_cancellation', at: at(1, 6) } },
  ],
  'paid, then cancelled by staff and refunded in full': [
    placed({ orderId: 'o-3', lines: [kibble] }),
    captured('o-3', 2599),
    { type: 'OrderCancelled', data: { from: 'placed', reason: 'staff', note: 'Out of stock at the warehouse', at: at(2) } },
    refund('o-3:order_cancelled', 2599, 'order_cancelled', 0),
    processed('o-3:order_cancelled', 2599, 1),
  ],
};

describe('orders projection', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('orders');
  });
  afterAll(() => database.drop());

  const row = async (orderId: string) => (await database.pool.query('SELECT * FROM orders WHERE id = $1', [orderId])).rows[0];

  it.each(Object.entries(scenarios))('given an order %s, then after every event the row answers what the domain folds', async (_name, events) => {
    const streams = new OrderStreams();
    const orderId = (events[0] as OrderPlaced).data.orderId;
    let state: Order = initialOrder();
    for (const event of events) {
      const stored = streams.record(orderId, event, asha);
      await projectInto(database.pool, ordersProjection, [stored]);
      state = evolveOrder(state, event);
      if (state.status === 'none') throw new Error('placed first');
      const projected = await row(state.orderId);
      expect({ type: event.type, view: projected.view }).toEqual({ type: event.type, view: toOrderView(state) });
      expect(projected).toMatchObject({
        status: state.status,
        payment_status: state.paymentStatus,
        payment_id: state.paymentId,
        delivered_at: state.deliveredAt ? new Date(state.deliveredAt) : null,
        updated_at: new Date(state.updatedAt),
        revision: String(stored.revision),
      });
    }
  });

  it('covers every event of the order’s union', () => {
    const every: Record<OrderEvent['type'], true> = {
      OrderPlaced: true,
      PaymentCaptured: true,
      PaymentFailed: true,
      OrderStatusChanged: true,
      OrderCancelled: true,
      OrderRestored: true,
      RefundRequested: true,
      RefundProcessed: true,
      RefundFailed: true,
    };
    const used = new Set(Object.values(scenarios).flatMap((events) => events.map((event) => event.type)));
    expect([...used].sort()).toEqual(Object.keys(every).sort());
  });

  it('given a placement, then the row carries the customer, the total and the searchable text', async () => {
    const customer = { _id: 'u-9', email: 'Meera.Iyer@Example.in', firstName: 'Meera', lastName: 'Iyer' };
    await projectInto(database.pool, ordersProjection, [new OrderStreams().record('o-9', placed({ orderId: 'o-9', orderNumber: 'PS-2026-0009', customer, at: at(3) }))]);
    expect(await row('o-9')).toMatchObject({
      order_number: 'PS-2026-0009',
      customer_id: 'u-9',
      customer_email: 'Meera.Iyer@Example.in',
      customer_name: 'Meera Iyer',
      status: 'placed',
      payment_status: 'pending',
      total_amount: '2948.00',
      amount_paid: '0.00',
      created_at: new Date(at(3)),
      search_text: 'ps-2026-0009 meera iyer meera.iyer@example.in',
    });
  });

  it('given an event applied twice, then it counts once', async () => {
    const streams = new OrderStreams();
    const events = [placed({ orderId: 'o-4', lines: [kibble] }), captured('o-4', 2599), refund('k', 1000, 'return', 0), processed('k', 1000, 1)].map((event) =>
      streams.record('o-4', event),
    );
    await projectInto(database.pool, ordersProjection, [...events, events[3]!, events[0]!]);
    expect(await row('o-4')).toMatchObject({ amount_refunded: '1000.00', payment_status: 'partially_refunded', revision: '3' });
  });

  it('writes nothing for an order it never saw placed', async () => {
    await projectInto(database.pool, ordersProjection, [new OrderStreams().record('o-5', captured('o-5', 10))]);
    expect(await row('o-5')).toBeUndefined();
  });

  it('ignores other streams and event types it does not know', () => {
    const stored = new OrderStreams().record('o-6', placed({ orderId: 'o-6' }));
    const other: StoredEvent = { ...stored, streamId: 'cart-u-1' };
    expect(ordersProjection.project(other, (name) => name)).toEqual([]);
    expect(ordersProjection.project({ ...stored, type: 'OrderGiftWrapped', data: { at: at(1) } }, (name) => name)).toEqual([]);
  });

  it('names its table through the rebuild’s mapping', () => {
    const [statement] = ordersProjection.project(new OrderStreams().record('o-7', placed({ orderId: 'o-7' })), (name) => `"${name}__rebuild"`);
    expect(statement!.text).toContain('INSERT INTO "orders__rebuild"');
  });
});
