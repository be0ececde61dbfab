import type { Actor, StoredEvent } from '../../../platform/event-store/event-store.port.js';
import { createTestDatabase, type TestDatabase } from '../../../platform/testing/test-database.js';
import type { Reimbursement, ReturnEvent, ReturnRequested } from '../../events.js';
import { evolveReturn, initialReturn, returnStream, type RequestedReturn } from '../../return.js';
import { toReturnView, type RecordedReturnEvent } from '../../return-view.js';
import { returnsProjection } from './returns.projection.js';

const asha: Actor = { _id: 'u-1', email: 'asha@example.in', role: 'customer' };
const staff: Actor = { _id: 's-1', email: 'ravi@petshop.in', role: 'staff' };
const at = (day: number) => new Date(Date.UTC(2026, 10, day, 10)).toISOString();

const requested = (returnId: string, day = 1, customerId = 'u-1'): ReturnRequested => ({
  type: 'ReturnRequested',
  data: {
    returnId,
    returnNumber: `RT-${returnId}`,
    customer: { _id: customerId, email: `${customerId}@example.in` },
    orders: [
      {
        orderId: 'o-1',
        orderNumber: 'PS-1001',
        products: [
          { productId: 'p-kibble', name: 'Salmon kibble', image: '/media/k.svg', quantity: 2, unitPrice: 1299.5, returnDate: at(30) },
          { productId: 'p-collar', name: 'Cat collar', image: null, quantity: 1, unitPrice: 349, returnDate: at(30) },
        ],
      },
      {
        orderId: 'o-2',
        orderNumber: 'PS-1002',
        products: [{ productId: 'p-bowl', name: 'Steel bowl', image: null, quantity: 1, unitPrice: 199, returnDate: at(31) }],
      },
    ],
    reasonToReturn: { question1: 'What went wrong?', answer1: 'Wrong size', question2: 'Anything else?', answer2: 'No' },
    methodForReturning: 'Pickup from my address',
    returnPaymentMethod: 'store voucher',
    at: at(day),
  },
});
const moved = (from: 'requested' | 'approved', to: 'approved' | 'rejected' | 'received', day: number, note: string | null = null): ReturnEvent => ({
  type: 'ReturnStatusChanged',
  data: { from, to, note, at: at(day) },
});
const refunded = (reimbursement: Reimbursement): ReturnEvent => ({
  type: 'ReturnRefunded',
  data: { from: 'received', note: 'Done', reimbursement, at: at(9) },
});

/** Numbers a return stream's events as the store would; the shopper requests, staff move the rest. */
const stream = (returnId: string, events: ReturnEvent[]): StoredEvent[] =>
  events.map((event, revision) => ({
    id: `${returnId}-${revision}`,
    streamId: returnStream(returnId),
    type: event.type,
    data: event.data,
    metadata: { actor: event.type === 'ReturnRequested' ? asha : staff, correlationId: 'c', causationId: 'c' },
    revision: BigInt(revision),
    position: { commit: 1n, prepare: BigInt(revision) },
    createdAt: new Date(event.data.at),
  }));

const recorded = ({ type, data, metadata }: StoredEvent) => ({ type, data, metadata }) as RecordedReturnEvent;

const lives: Record<string, ReturnEvent[]> = {
  'reimbursed with a voucher': [
    requested('r-1'),
    moved('requested', 'approved', 2, 'Looks fine'),
    moved('approved', 'received', 4),
    refunded({ method: 'store voucher', voucherCode: 'PET-5K2' }),
  ],
  replaced: [
    requested('r-2'),
    moved('requested', 'approved', 2),
    moved('approved', 'received', 4),
    refunded({ method: 'replacement product', replacementOrderId: 'o-77' }),
  ],
  'refunded through the provider': [
    requested('r-3'),
    moved('requested', 'approved', 2),
    moved('approved', 'received', 4),
    refunded({ method: 'refund', refundKeys: ['o-1:return:r-3'] }),
  ],
  rejected: [requested('r-4'), moved('requested', 'rejected', 2, 'Opened and used')],
};

describe('returns projection', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('returns');
  });
  afterAll(() => database.drop());

  async function project(events: StoredEvent[]) {
    for (const event of events) {
      for (const statement of returnsProjection.project(event, (name) => name)) await database.pool.query(statement.text, [...statement.values]);
    }
  }
  const row = async (id: string) => (await database.pool.query('SELECT * FROM returns WHERE id = $1', [id])).rows[0];

  it.each(Object.entries(lives))('given a return %s, then after every event the row answers what the domain shows', async (_name, events) => {
    const stored = stream((events[0] as ReturnRequested).data.returnId, events);
    let state = initialReturn();
    for (const [index, event] of stored.entries()) {
      await project([event]);
      state = evolveReturn(state, events[index]!);
      const view = toReturnView(state as RequestedReturn, stored.slice(0, index + 1).map(recorded));
      const projected = await row(view._id);
      expect({ type: event.type, view: projected.view }).toEqual({ type: event.type, view });
      expect(projected).toMatchObject({ status: view.status, customer_id: 'u-1', updated_at: new Date(events[index]!.data.at), revision: String(index) });
    }
  });

  it('given a request, then one row per returned product', async () => {
    await project(stream('r-5', [requested('r-5')]));
    const { rows } = await database.pool.query('SELECT order_id, product_id, quantity FROM returned_order_products WHERE return_id = $1 ORDER BY 1, 2', [
      'r-5',
    ]);
    expect(rows).toEqual([
      { order_id: 'o-1', product_id: 'p-collar', quantity: 1 },
      { order_id: 'o-1', product_id: 'p-kibble', quantity: 2 },
      { order_id: 'o-2', product_id: 'p-bowl', quantity: 1 },
    ]);
  });

  it('given events applied twice, then one history entry each', async () => {
    const events = stream('r-6', [requested('r-6'), moved('requested', 'approved', 2)]);
    await project([...events, ...events]);
    expect((await row('r-6')).view.history.map((entry: { to: string }) => entry.to)).toEqual(['requested', 'approved']);
  });

  it('ignores other streams and event types it does not know', () => {
    const [event] = stream('r-7', [requested('r-7')]);
    expect(returnsProjection.project({ ...event!, streamId: 'order-r-7' }, (name) => name)).toEqual([]);
    expect(returnsProjection.project({ ...event!, type: 'ReturnLabelPrinted' }, (name) => name)).toEqual([]);
  });
});
