import type { StoredEvent } from '../../../platform/event-store/event-store.port.js';
import { createTestDatabase, type TestDatabase } from '../../../platform/testing/test-database.js';
import type { ReturnEvent } from '../../events.js';
import { returnStream } from '../../return.js';
import { returnsProjection } from './returns.projection.js';
import { customerReturns } from './returns.query.js';

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 10)).toISOString();
const actor = { _id: 'u-1', email: 'asha@example.in', role: 'customer' as const };

/** A request by `customerId` on `day`, moved to `status` by staff the next day if it is not `requested`. */
function returnOf(returnId: string, customerId: string, day: number, status: 'requested' | 'approved' | 'rejected' = 'requested'): StoredEvent[] {
  const events: ReturnEvent[] = [
    {
      type: 'ReturnRequested',
      data: {
        returnId,
        returnNumber: `RT-${returnId}`,
        customer: { _id: customerId, email: `${customerId}@example.in` },
        orders: [
          {
            orderId: `o-${returnId}`,
            orderNumber: `PS-${returnId}`,
            products: [{ productId: 'p-1', name: 'Leash', image: null, quantity: 1, unitPrice: 499, returnDate: at(30) }],
          },
        ],
        reasonToReturn: { question1: 'Why?', answer1: 'Too short', question2: 'Else?', answer2: 'No' },
        methodForReturning: 'Courier',
        returnPaymentMethod: 'refund',
        at: at(day),
      },
    },
    ...(status === 'requested'
      ? []
      : [{ type: 'ReturnStatusChanged' as const, data: { from: 'requested' as const, to: status, note: null, at: at(day + 1) } }]),
  ];
  return events.map((event, revision) => ({
    id: `${returnId}-${revision}`,
    streamId: returnStream(returnId),
    type: event.type,
    data: event.data,
    metadata: { actor, correlationId: 'c', causationId: 'c' },
    revision: BigInt(revision),
    position: { commit: 1n, prepare: BigInt(revision) },
    createdAt: new Date(event.data.at),
  }));
}

describe('returns queries', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('returns_query');
    const events = [
      ...returnOf('r-1', 'u-1', 1, 'approved'),
      ...returnOf('r-2', 'u-2', 2),
      ...returnOf('r-3', 'u-1', 3, 'rejected'),
      ...returnOf('r-4', 'u-1', 4),
      ...returnOf('r-5', 'u-2', 5, 'approved'),
    ];
    for (const event of events) {
      for (const statement of returnsProjection.project(event, (name) => name)) await database.pool.query(statement.text, [...statement.values]);
    }
  });
  afterAll(() => database.drop());

  const ids = (returns: { _id: string }[]) => returns.map((entry) => entry._id);

  it('customerReturns: the customer’s returns, newest first, as the contract’s Return', async () => {
    const returns = await customerReturns(database.pool, 'u-1');
    expect(ids(returns)).toEqual(['r-4', 'r-3', 'r-1']);
    expect(returns[2]).toMatchObject({
      returnNumber: 'RT-r-1',
      status: 'approved',
      orders: [{ orderID: 'o-r-1', orderNumber: 'PS-r-1', products: [{ id: 'p-1', name: 'Leash', image: null, quantity: 1, price: 499, returnDate: at(30) }] }],
      history: [
        { from: null, to: 'requested', actor, note: null, at: at(1) },
        { from: 'requested', to: 'approved', actor, note: null, at: at(2) },
      ],
      createdAt: at(1),
    });
    expect(await customerReturns(database.pool, 'u-404')).toEqual([]);
  });
});
