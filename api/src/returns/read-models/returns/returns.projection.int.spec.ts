import { projectionSpec, type ReadBack } from '../../../platform/testing/projection-spec.js';
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

const row =
  (id: string): ReadBack<Record<string, unknown> | undefined> =>
  async (pool) =>
    (await pool.query('SELECT * FROM returns WHERE id = $1', [id])).rows[0];

describe('returns projection', () => {
  const { given, ignores } = projectionSpec(returnsProjection, 'returns');

  it.each(Object.entries(lives))('given a return %s, then after every event the row answers what the domain shows', async (_name, events) => {
    const stored = stream((events[0] as ReturnRequested).data.returnId, events);
    let state = initialReturn();
    for (const [index, event] of stored.entries()) {
      state = evolveReturn(state, events[index]!);
      const view = toReturnView(state as RequestedReturn, stored.slice(0, index + 1).filter(isReturnEvent));
      await given([event]).then(
        row(view._id),
        expect.objectContaining({ revision: String(index), view, status: view.status, customer_id: 'u-1', updated_at: new Date(events[index]!.data.at) }),
      );
    }
  });

  it('given a request, then one row per returned product', async () => {
    const returnedProducts: ReadBack<unknown[]> = async (pool) =>
      (await pool.query('SELECT order_id, product_id, quantity FROM returned_order_products WHERE return_id = $1 ORDER BY 1, 2', ['r-5'])).rows;
    await given(stream('r-5', [requested('r-5')])).then(returnedProducts, [
      { order_id: 'o-1', product_id: 'p-collar', quantity: 1 },
      { order_id: 'o-1', product_id: 'p-kibble', quantity: 2 },
      { order_id: 'o-2', product_id: 'p-bowl', quantity: 1 },
    ]);
  });

  it('given events applied twice, then one history entry each', async () => {
    const events = stream('r-6', [requested('r-6'), moved('requested', 'approved', 2)]);
    const historyStatuses: ReadBack<string[]> = async (pool) =>
      ((await row('r-6')(pool))!.view as { history: { to: string }[] }).history.map((entry) => entry.to);
    await given([...events, ...events]).then(historyStatuses, ['requested', 'approved']);
  });

  it('ignores other streams and event types it does not know', () => {
    const [event] = stream('r-7', [requested('r-7')]);
    ignores({ ...event!, streamId: 'order-r-7' }, { ...event!, type: 'ReturnLabelPrinted' });
  });
});
