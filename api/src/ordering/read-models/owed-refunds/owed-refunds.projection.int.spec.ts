import { projectionSpec, type ReadBack } from '../../../platform/testing/projection-spec.js';
import { captured, OrderStreams, placed, processed, refund, shopper } from '../../testing/order-events.fixture.js';
import { owedRefundsProjection } from './owed-refunds.projection.js';

const owed =
  (orderId: string): ReadBack<unknown[]> =>
  async (pool) =>
    (await pool.query('SELECT refund_key, requested_at FROM owed_refunds WHERE order_id = $1 ORDER BY refund_key', [orderId])).rows;

describe('owed-refunds projection', () => {
  const { given, ignores, writesInRebuild } = projectionSpec(owedRefundsProjection, 'owed_refunds');

  it('given two refunds requested and one processed, then only the other is owed, with when it was asked for', async () => {
    const streams = new OrderStreams();
    const events = [
      placed({ orderId: 'o-owed' }),
      captured('o-owed', 2599),
      refund('o-owed:r-1', 1000, 'return', 1),
      refund('o-owed:r-2', 500, 'return', 2),
      processed('o-owed:r-1', 1000, 3),
    ].map((event) => streams.record('o-owed', event, shopper('u-1')));

    await given(events).then(owed('o-owed'), [{ refund_key: 'o-owed:r-2', requested_at: new Date('2026-11-20T10:02:00.000Z') }]);
  });

  it('given a refund requested twice (a replayed event), then it is owed once', async () => {
    const streams = new OrderStreams();
    const requested = streams.record('o-twice', refund('o-twice:order_cancelled', 100, 'order_cancelled', 4));

    await given([requested, requested]).then(owed('o-twice'), [{ refund_key: 'o-twice:order_cancelled', requested_at: new Date('2026-11-20T10:04:00.000Z') }]);
  });

  it('ignores every other event, and writes the rebuild’s copy during a rebuild', () => {
    const streams = new OrderStreams();
    ignores(streams.record('o-other', placed({ orderId: 'o-other' })), streams.record('o-other', captured('o-other', 10)));
    expect(writesInRebuild(streams.record('o-other', refund('o-other:r', 10, 'return', 5)))).toEqual(['INSERT INTO "owed_refunds__rebuild"']);
    expect(writesInRebuild(streams.record('o-other', processed('o-other:r', 10, 6)))).toEqual(['DELETE FROM "owed_refunds__rebuild"']);
  });
});
