import type { StoredEvent } from '../../../platform/event-store/event-store.port.js';
import { createTestDatabase, type TestDatabase } from '../../../platform/testing/test-database.js';
import type { ReturnEvent } from '../../../returns/events.js';
import { returnsProjection } from '../../../returns/read-models/returns/returns.projection.js';
import { returnStream } from '../../../returns/return.js';
import type { OrderEvent, OrderStatus } from '../../events.js';
import { at, collar, kibble, OrderStreams, placed, shopper } from '../../testing/order-events.fixture.js';
import { projectInto } from '../../../platform/testing/projection-spec.js';
import { ordersProjection } from './orders.projection.js';
import { returnableOrders } from './returnable-orders.query.js';

const customer = { _id: 'u-1', email: 'asha@example.in', firstName: 'Asha', lastName: 'Rao' };
const streams = new OrderStreams();
const move = (from: OrderStatus, to: OrderStatus, when: string): OrderEvent => ({
  type: 'OrderStatusChanged',
  data: { from, to, reason: null, forced: false, at: when },
});
/** Placed, paid, and moved along the table up to `last`; delivered (and returned) on `deliveredOn` if it gets there. */
function life(orderId: string, last: OrderStatus, deliveredOn: string, owner = customer): StoredEvent[] {
  const path: OrderStatus[] = ['placed', 'processing', 'shipped', 'delivered', 'return'];
  const events: OrderEvent[] = [
    placed({ orderId, orderNumber: `PS-${orderId}`, customer: owner, lines: [kibble, collar], at: at(1) }),
    { type: 'PaymentCaptured', data: { paymentId: `pay_${orderId}`, razorpayOrderId: `order_rzp_${orderId}`, amount: 2948, source: 'verify', at: at(1, 1) } },
  ];
  for (let step = 1; step <= path.indexOf(last); step++) events.push(move(path[step - 1]!, path[step]!, step >= 3 ? deliveredOn : at(2, step)));
  return events.map((event) => streams.record(orderId, event));
}
let returnRevision = 0n;
const returnEvent = (returnId: string, event: ReturnEvent): StoredEvent => ({
  id: `${returnId}-${returnRevision}`,
  streamId: returnStream(returnId),
  type: event.type,
  data: event.data,
  metadata: { actor: shopper('u-1'), correlationId: 'c', causationId: 'c' },
  revision: returnRevision++,
  position: { commit: 1n, prepare: 1n },
  createdAt: new Date(event.data.at),
});
const requested = (returnId: string, orderId: string): ReturnEvent => ({
  type: 'ReturnRequested',
  data: {
    returnId,
    returnNumber: `RT-${returnId}`,
    customer: { _id: 'u-1' },
    orders: [
      {
        orderId,
        orderNumber: `PS-${orderId}`,
        products: [{ productId: 'p-collar', name: 'Cat collar', image: null, quantity: 1, unitPrice: 349, returnDate: at(30) }],
      },
    ],
    reasonToReturn: { question1: 'Why?', answer1: 'Too small', question2: 'Anything else?', answer2: 'No' },
    methodForReturning: 'pickup',
    returnPaymentMethod: 'refund',
    at: at(10),
  },
});

describe('returnableOrders', () => {
  let database: TestDatabase;
  const now = new Date('2026-11-20T12:00:00.000Z');
  beforeAll(async () => {
    database = await createTestDatabase('returnable');
    await projectInto(database.pool, ordersProjection, [
      ...life('fresh', 'delivered', '2026-11-15T09:00:00.000Z'),
      ...life('last-day', 'delivered', '2026-10-21T12:00:00.000Z'),
      ...life('expired', 'delivered', '2026-10-21T11:59:59.000Z'),
      ...life('shipped', 'shipped', ''),
      ...life('in-return', 'return', '2026-11-10T09:00:00.000Z'),
      ...life('requested', 'delivered', '2026-11-12T09:00:00.000Z'),
      ...life('rejected', 'delivered', '2026-11-11T09:00:00.000Z'),
      ...life('not-mine', 'delivered', '2026-11-16T09:00:00.000Z', { ...customer, _id: 'u-2' }),
    ]);
    // Requested but the order's own stream has not caught up; and a rejected return that no longer holds its order.
    await projectInto(database.pool, returnsProjection, [
      returnEvent('r-1', requested('r-1', 'requested')),
      returnEvent('r-2', requested('r-2', 'rejected')),
      returnEvent('r-2', { type: 'ReturnStatusChanged', data: { from: 'requested', to: 'rejected', note: 'Used', at: at(11) } }),
    ]);
  });
  afterAll(() => database.drop());

  it('lists the customer’s delivered orders inside the 30-day term, latest delivery first, with each product’s return date', async () => {
    expect(await returnableOrders(database.pool, 'u-1', now)).toEqual([
      {
        _id: 'fresh',
        orderNumber: 'PS-fresh',
        products: [
          { id: 'p-kibble', name: 'Salmon kibble', image: '/media/k.svg', returnDate: '2026-12-15T09:00:00.000Z' },
          { id: 'p-collar', name: 'Cat collar', image: null, returnDate: '2026-12-15T09:00:00.000Z' },
        ],
      },
      expect.objectContaining({ _id: 'rejected' }),
      expect.objectContaining({ _id: 'last-day', products: expect.arrayContaining([expect.objectContaining({ returnDate: now.toISOString() })]) }),
    ]);
  });

  it('answers nothing for a customer without delivered orders', async () => {
    expect(await returnableOrders(database.pool, 'u-404', now)).toEqual([]);
  });
});
