import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { loadState } from '../../platform/event-sourcing/decider.js';
import type { Actor } from '../../platform/event-store/event-store.port.js';
import { RestoreVoucherCommand } from '../../vouchers/index.js';
import { orderStream } from '../order.js';
import { orderDecider } from '../order.decider.js';
import { releaseStock } from '../stock-reservations.js';
import { PaymentDeps } from '../payment-deps.js';

// No placement takes this long (its provider call times out in 15 s): a reservation this old
// without an order belongs to a placement that died between taking the stock and recording the order.
const MIN_AGE_MINUTES = 1;
const BATCH = 200;
const SWEEP: Actor = { _id: null, email: null, role: 'system', name: 'reconciliation' };

/**
 * Gives back what a placement that died before recording its order (the API was killed, or lost
 * Postgres, between taking them and recording OrderPlaced) had taken: the stock it reserved, and
 * what it spent of a store voucher. Without this both would stay taken for ever. The order's own
 * stream decides: an order recorded after all keeps them.
 */
export class ReleaseAbandonedReservationsCommand extends Command<{ released: number; vouchersRestored: number }> {
  constructor(readonly paymentTimeoutMinutes: number) {
    super();
  }
}

@CommandHandler(ReleaseAbandonedReservationsCommand)
export class ReleaseAbandonedReservationsHandler implements ICommandHandler<ReleaseAbandonedReservationsCommand> {
  constructor(
    private readonly deps: PaymentDeps,
    private readonly commands: CommandBus,
  ) {}

  async execute({ paymentTimeoutMinutes }: ReleaseAbandonedReservationsCommand): Promise<{ released: number; vouchersRestored: number }> {
    const { released } = await releaseAbandonedReservations(this.deps, paymentTimeoutMinutes);
    const vouchersRestored = await restoreAbandonedRedemptions(this.deps, this.commands, paymentTimeoutMinutes);
    return { released, vouchersRestored };
  }
}

async function releaseAbandonedReservations(deps: Pick<PaymentDeps, 'pool' | 'store'>, paymentTimeoutMinutes: number): Promise<{ released: number }> {
  const { rows } = await deps.pool.query<{ order_id: string }>(
    `SELECT r.order_id FROM stock_reservations r
     WHERE r.released_at IS NULL AND r.reserved_at < now() - make_interval(secs => $1 * 60.0)
       AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = r.order_id)
     ORDER BY r.reserved_at LIMIT $2`,
    [Math.max(paymentTimeoutMinutes, MIN_AGE_MINUTES), BATCH],
  );
  let released = 0;
  for (const { order_id: orderId } of rows) {
    const { state } = await loadState(deps.store, orderStream(orderId), orderDecider);
    if (state.status !== 'none') continue; // placed after all; the orders read model has not caught up
    if (await releaseStock(deps.pool, orderId, 'never_placed')) released++;
  }
  return { released };
}

/** The voucher amounts of placements that never recorded their order go back, once (the restore key is the placement's own). */
async function restoreAbandonedRedemptions(deps: Pick<PaymentDeps, 'pool' | 'store'>, commands: CommandBus, paymentTimeoutMinutes: number): Promise<number> {
  const { rows } = await deps.pool.query<{ code: string; order_id: string; amount: string }>(
    `SELECT v.code, v.order_id, v.amount FROM voucher_redemptions v
     WHERE v.redeemed_at < now() - make_interval(secs => $1 * 60.0)
       AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = v.order_id)
     ORDER BY v.redeemed_at LIMIT $2`,
    [Math.max(paymentTimeoutMinutes, MIN_AGE_MINUTES), BATCH],
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
