import type { StoredEvent } from '../../../platform/event-store/event-store.port.js';
import { projectionSpec, type ReadBack } from '../../../platform/testing/projection-spec.js';
import type { VoucherEvent } from '../../events.js';
import { voucherStream } from '../../voucher.js';
import { vouchersProjection } from './vouchers.projection.js';

describe('vouchers projection', () => {
  const { given } = projectionSpec(vouchersProjection, 'vouchers_projection');

  const code = 'PSV-PROJECT001';
  const stored = (event: VoucherEvent, revision: number): StoredEvent => ({
    id: `e-${revision}`,
    streamId: voucherStream(code),
    type: event.type,
    data: event.data,
    metadata: { actor: { _id: null, role: 'system', name: 'test' }, correlationId: 'c', causationId: 'c' },
    revision: BigInt(revision),
    position: { commit: BigInt(revision + 1), prepare: BigInt(revision + 1) },
    createdAt: new Date(),
  });

  it('given an issue, two redemptions and two restores (one event twice), then the owner, the balance and the redemptions still owed an order', async () => {
    const events: VoucherEvent[] = [
      { type: 'VoucherIssued', data: { code, owner: { _id: 'u-1' }, amount: 500, returnId: 'r-1', at: '2026-11-20T10:00:00.000Z' } },
      { type: 'VoucherRedeemed', data: { code, orderId: 'o-1', orderNumber: 'PS-1', amount: 300, at: '2026-11-20T11:00:00.000Z' } },
      { type: 'VoucherRedeemed', data: { code, orderId: 'o-2', orderNumber: 'PS-2', amount: 200, at: '2026-11-20T12:00:00.000Z' } },
      {
        type: 'VoucherRestored',
        data: { code, orderId: 'o-1', restoreKey: 'o-1:order_cancelled', amount: 300, reason: 'order_cancelled', at: '2026-11-20T13:00:00.000Z' },
      },
      // o-2's placement died before recording its order: the sweep gave its amount back.
      {
        type: 'VoucherRestored',
        data: { code, orderId: 'o-2', restoreKey: 'o-2:not_placed', amount: 200, reason: 'not_placed', at: '2026-11-20T14:00:00.000Z' },
      },
    ];
    const all = events.map(stored);
    const vouchersAndRedemptions: ReadBack<{ vouchers: unknown[]; redemptions: unknown[] }> = async (pool) => ({
      vouchers: (await pool.query('SELECT code, owner_id, return_id, amount::float, balance::float, issued_at, revision::int FROM vouchers')).rows,
      redemptions: (await pool.query('SELECT code, order_id, amount::float, redeemed_at FROM voucher_redemptions')).rows,
    });
    await given([...all, all[1]!]).then(vouchersAndRedemptions, {
      vouchers: [{ code, owner_id: 'u-1', return_id: 'r-1', amount: 500, balance: 500, issued_at: new Date('2026-11-20T10:00:00.000Z'), revision: 4 }],
      redemptions: [{ code, order_id: 'o-1', amount: 300, redeemed_at: new Date('2026-11-20T11:00:00.000Z') }],
    });
  });
});
