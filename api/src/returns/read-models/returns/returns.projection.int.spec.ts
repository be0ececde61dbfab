import type { StoredEvent } from '../../../platform/event-store/event-store.port.js';
import { createTestDatabase, type TestDatabase } from '../../../platform/testing/test-database.js';
import type { ReturnEvent, ReturnRequested } from '../../events.js';
import { evolveReturn, initialReturn, type RequestedReturn } from '../../return.js';
import { isReturnEvent } from '../../return-event-guard.js';
import { toReturnView } from '../../return-view.js';
import { moved, refunded, requested, stream } from './returns-events.fixture.js';
import { returnsProjection } from './returns.projection.js';

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
      const view = toReturnView(state as RequestedReturn, stored.slice(0, index + 1).filter(isReturnEvent));
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
