import type pg from 'pg';
import { loadState } from '../../../platform/event-sourcing/decider.js';
import type { EventStore } from '../../../platform/event-store/event-store.port.js';
import { toVoucherView, voucherStream, type VoucherView } from '../../voucher.js';
import { voucherDecider } from '../../voucher.decider.js';

/**
 * The shopper's vouchers, newest first. The read model finds them; each is folded from its stream
 * (a few short ones), so a balance just spent at checkout shows at once.
 */
export async function customerVouchers(deps: { pool: Pick<pg.Pool, 'query'>; store: EventStore }, customerId: string): Promise<VoucherView[]> {
  const { rows } = await deps.pool.query<{ code: string }>('SELECT code FROM vouchers WHERE owner_id = $1 ORDER BY issued_at DESC, code', [customerId]);
  const vouchers = await Promise.all(rows.map(({ code }) => loadState(deps.store, voucherStream(code), voucherDecider)));
  return vouchers.flatMap(({ state }) => (state.status === 'issued' && state.owner._id === customerId ? [toVoucherView(state)] : []));
}
