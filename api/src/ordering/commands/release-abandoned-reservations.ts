import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LIVE_PROCESSES } from '../../platform/database/process-instance.js';
import { loadState } from '../../platform/event-sourcing/decider.js';
import type { Actor } from '../../platform/event-store/event-store.port.js';
import { RestoreVoucherCommand } from '../../vouchers/index.js';
import { orderStream } from '../order/order.js';
import { orderDecider } from '../order/order.decider.js';
import { ABANDONED_AFTER_SECONDS, releaseAbandonedStock } from '../stock/stock-reservations.js';
import { PaymentDeps } from '../payment/payment-deps.js';

// Older reservations without an order were swept by an earlier run; looking back this far keeps
// the scan to recent reservations (the orders' own stay unreleased for ever).
const LOOK_BACK_DAYS = 7;
const BATCH = 200;
const SWEEP: Actor = { _id: null, role: 'system', name: 'reconciliation' };

/**
 * Gives back what a placement that died before recording its order (the API was killed, or lost
 * Postgres, between taking them and recording OrderPlaced) had taken: the stock it reserved, and
 * what it spent of a store voucher. Without this both would stay taken for ever. A placement is
 * known dead at once when its process is (it no longer holds its liveness lock), and in any case
 * two minutes after it reserved. The order's own stream decides: an order recorded after all
 * keeps them; a retry of the placement that took the reservation over keeps them too.
 */
export class ReleaseAbandonedReservationsCommand extends Command<{ released: number; vouchersRestored: number }> {}

@CommandHandler(ReleaseAbandonedReservationsCommand)
export class ReleaseAbandonedReservationsHandler implements ICommandHandler<ReleaseAbandonedReservationsCommand> {
  constructor(
    private readonly deps: PaymentDeps,
    private readonly commands: CommandBus,
  ) {}

  async execute(_command: ReleaseAbandonedReservationsCommand): Promise<{ released: number; vouchersRestored: number }> {
    const { released } = await releaseAbandonedReservations(this.deps);
    const vouchersRestored = await restoreAbandonedRedemptions(this.deps, this.commands);
    return { released, vouchersRestored };
  }
}

async function releaseAbandonedReservations(deps: Pick<PaymentDeps, 'pool' | 'store'>): Promise<{ released: number }> {
  const { rows } = await deps.pool.query<{ order_id: string; placed_by: number | null; reserved_at: string }>(
    `SELECT r.order_id, r.placed_by, r.reserved_at::text FROM stock_reservations r
     WHERE r.released_at IS NULL AND r.reserved_at > now() - make_interval(days => $3)
       AND (r.reserved_at < now() - make_interval(secs => $1) OR r.placed_by NOT IN (${LIVE_PROCESSES}))
       AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = r.order_id)
     ORDER BY r.reserved_at LIMIT $2`,
    [ABANDONED_AFTER_SECONDS, BATCH, LOOK_BACK_DAYS],
  );
  let released = 0;
  for (const { order_id: orderId, placed_by: placedBy, reserved_at: reservedAt } of rows) {
    const { state } = await loadState(deps.store, orderStream(orderId), orderDecider);
    if (state.status !== 'none') continue; // placed after all; the orders read model has not caught up
    if (await releaseAbandonedStock(deps.pool, orderId, { placedBy, reservedAt })) released++;
  }
  return { released };
}

/**
 * The voucher amounts of placements that never recorded their order go back, once (the restore key
 * is the placement's own), when the placement is known gone: its reservation released, its process
 * dead, or older than any placement runs.
 */
async function restoreAbandonedRedemptions(deps: Pick<PaymentDeps, 'pool' | 'store'>, commands: CommandBus): Promise<number> {
  const { rows } = await deps.pool.query<{ code: string; order_id: string; amount: string }>(
    `SELECT v.code, v.order_id, v.amount FROM voucher_redemptions v LEFT JOIN stock_reservations r ON r.order_id = v.order_id
     WHERE v.redeemed_at > now() - make_interval(days => $3)
       AND (v.redeemed_at < now() - make_interval(secs => $1) OR r.released_at IS NOT NULL OR r.placed_by NOT IN (${LIVE_PROCESSES}))
       AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = v.order_id)
     ORDER BY v.redeemed_at LIMIT $2`,
    [ABANDONED_AFTER_SECONDS, BATCH, LOOK_BACK_DAYS],
  );
  let restored = 0;
  for (const { code, order_id: orderId, amount } of rows) {
    const { state } = await loadState(deps.store, orderStream(orderId), orderDecider);
    if (state.status !== 'none') continue; // placed after all; the orders read model has not caught up
    const metadata = { actor: SWEEP, correlationId: orderId, causationId: 'job:reconcile-payments' };
    const restore = { code, orderId, restoreKey: `${orderId}:not_placed`, amount: Number(amount), reason: 'not_placed' as const };
    if ((await commands.execute(new RestoreVoucherCommand(restore, metadata))).restored) restored++;
  }
  return restored;
}
