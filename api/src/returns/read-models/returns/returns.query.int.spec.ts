import type { StoredEvent } from '../../../platform/event-store/event-store.port.js';
import { projectInto } from '../../../platform/testing/projection-spec.js';
import { createTestDatabase, type TestDatabase } from '../../../platform/testing/test-database.js';
import { asha, at, moved, requested, staff, stream } from './returns-events.fixture.js';
import { returnsProjection } from './returns.projection.js';
import { customerReturns } from './returns.query.js';

/** A request by `customerId` on `day` of a leash, moved to `status` by staff the next day if it is not `requested`. */
const returnOf = (returnId: string, customerId: string, day: number, status: 'requested' | 'approved' | 'rejected' = 'requested'): StoredEvent[] =>
  stream(returnId, [
    requested(returnId, day, customerId, [
      {
        orderId: `o-${returnId}`,
        orderNumber: `PS-${returnId}`,
        products: [{ productId: 'p-1', name: 'Leash', image: null, quantity: 1, unitPrice: 499, returnDate: at(30) }],
      },
    ]),
    ...(status === 'requested' ? [] : [moved('requested', status, day + 1)]),
  ]);

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
    await projectInto(database.pool, returnsProjection, events);
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
        { from: null, to: 'requested', actor: asha, note: null, at: at(1) },
        { from: 'requested', to: 'approved', actor: staff, note: null, at: at(2) },
      ],
      createdAt: at(1),
    });
    expect(await customerReturns(database.pool, 'u-404')).toEqual([]);
  });
});
