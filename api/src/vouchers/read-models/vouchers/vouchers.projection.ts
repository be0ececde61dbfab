import type { StoredEvent } from '../../../platform/event-store/event-store.port.js';
import { followerName, type Projection, type ReadModelStatement } from '../../../platform/projections/projection.js';
import type { VoucherEvent } from '../../events.js';
import { voucherStreamEvent } from '../../voucher-stream-event.js';

/**
 * One row per voucher: whose it is and its balance. Redemptions take from the balance and restores
 * add to it, in SQL, guarded by the revision so a replayed event changes nothing. Beside it, one row
 * per redemption until its order is known never to have been placed and the amount is back: what the
 * reconciliation sweep looks through (ReleaseAbandonedReservations).
 */
export const vouchersProjection: Projection = {
  name: followerName('vouchers'),
  tables: ['vouchers', 'voucher_redemptions'],
  project(stored: StoredEvent, table): ReadModelStatement[] {
    const found = voucherStreamEvent(stored);
    if (!found) return []; // another stream, or an event of another kind on a voucher-like stream name
    const { code, event } = found;
    const vouchers = table('vouchers');
    const revision = stored.revision.toString();
    switch (event.type) {
      case 'VoucherIssued': {
        const { owner, returnId, amount, at } = event.data;
        return [
          {
            text: `INSERT INTO ${vouchers} (code, owner_id, return_id, amount, balance, issued_at, revision)
                   VALUES ($1, $2, $3, $4, $4, $5, $6) ON CONFLICT (code) DO NOTHING`,
            values: [code, owner._id, returnId, amount, at, revision],
          },
        ];
      }
      case 'VoucherRedeemed':
      case 'VoucherRestored': {
        const change = event.type === 'VoucherRedeemed' ? -event.data.amount : event.data.amount;
        return [
          {
            text: `UPDATE ${vouchers} SET balance = balance + $3::numeric, revision = $2 WHERE code = $1 AND revision < $2`,
            values: [code, revision, change],
          },
          ...redemption(event, code, table('voucher_redemptions')),
        ];
      }
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
};

function redemption(event: VoucherEvent, code: string, redemptions: string): ReadModelStatement[] {
  if (event.type === 'VoucherRedeemed') {
    return [
      {
        text: `INSERT INTO ${redemptions} (code, order_id, amount, redeemed_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
        values: [code, event.data.orderId, event.data.amount, event.data.at],
      },
    ];
  }
  if (event.type === 'VoucherRestored' && event.data.reason === 'not_placed') {
    return [{ text: `DELETE FROM ${redemptions} WHERE code = $1 AND order_id = $2`, values: [code, event.data.orderId] }];
  }
  return [];
}
