import type { StoredEvent } from '../../../platform/event-store/event-store.port.js';
import { projectionSpec, type ReadBack } from '../../../platform/testing/projection-spec.js';
import type { OrderPlaced } from '../../events.js';
import { evolveOrder, initialOrder, type Order } from '../../order/order.js';
import { at, captured, kibble, OrderStreams, placed, processed, refund, scenarios, shopper } from '../../testing/order-events.fixture.js';
import { toStoredOrderView } from '../order-view.js';
import { ordersProjection } from './orders.projection.js';

const asha = shopper('u-1');
const row =
  (orderId: string): ReadBack<Record<string, unknown> | undefined> =>
  async (pool) =>
    (await pool.query('SELECT * FROM orders WHERE id = $1', [orderId])).rows[0];

describe('orders projection', () => {
  const { given, ignores, writesInRebuild } = projectionSpec(ordersProjection, 'orders');

  it.each(Object.entries(scenarios))('given an order %s, then after every event the row answers what the domain folds', async (_name, events) => {
    const streams = new OrderStreams();
    const orderId = (events[0] as OrderPlaced).data.orderId;
    let state: Order = initialOrder();
    for (const event of events) {
      const stored = streams.record(orderId, event, asha);
      state = evolveOrder(state, event);
      if (state.status === 'none') throw new Error('placed first');
      await given([stored]).then(
        row(orderId),
        expect.objectContaining({
          revision: String(stored.revision),
          view: toStoredOrderView(state),
          status: state.status,
          payment_status: state.paymentStatus,
          payment_id: state.paymentId,
          delivered_at: state.deliveredAt ? new Date(state.deliveredAt) : null,
          updated_at: new Date(state.updatedAt),
        }),
      );
    }
  });

  it('given a placement, then the row carries the customer’s id (no name, email or address), the total and the searchable number', async () => {
    const customer = { _id: 'u-9' };
    await given([new OrderStreams().record('o-9', placed({ orderId: 'o-9', orderNumber: 'PS-2026-0009', customer, at: at(3) }))]).then(
      row('o-9'),
      expect.objectContaining({
        order_number: 'PS-2026-0009',
        customer_id: 'u-9',
        status: 'placed',
        payment_status: 'pending',
        total_amount: '2948.00',
        amount_paid: '0.00',
        created_at: new Date(at(3)),
        search_text: 'ps-2026-0009',
        view: expect.not.objectContaining({ shippingAddress: expect.anything() }),
      }),
    );
  });

  it('given an event applied twice, then it counts once', async () => {
    const streams = new OrderStreams();
    const events = [placed({ orderId: 'o-4', lines: [kibble] }), captured('o-4', 2599), refund('k', 1000, 'return', 0), processed('k', 1000, 1)].map((event) =>
      streams.record('o-4', event),
    );
    await given([...events, events[3]!, events[0]!]).then(
      row('o-4'),
      expect.objectContaining({ amount_refunded: '1000.00', payment_status: 'partially_refunded', revision: '3' }),
    );
  });

  it('writes nothing for an order it never saw placed', async () => {
    await given([new OrderStreams().record('o-5', captured('o-5', 10))]).then(row('o-5'), undefined);
  });

  it('ignores other streams and event types it does not know', () => {
    const stored = new OrderStreams().record('o-6', placed({ orderId: 'o-6' }));
    const other: StoredEvent = { ...stored, streamId: 'cart-u-1' };
    ignores(other, { ...stored, type: 'OrderGiftWrapped', data: { at: at(1) } });
  });

  it('names its table through the rebuild’s mapping', () => {
    expect(writesInRebuild(new OrderStreams().record('o-7', placed({ orderId: 'o-7' })))).toEqual(['INSERT INTO "orders__rebuild"']);
  });
});
