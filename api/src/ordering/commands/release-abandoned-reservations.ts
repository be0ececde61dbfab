import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { loadState } from '../../platform/event-sourcing/decider.js';
import { orderStream } from '../order.js';
import { orderDecider } from '../order.decider.js';
import { releaseStock } from '../stock-reservations.js';
import { PaymentDeps } from '../payment-deps.js';

// No placement takes this long (its provider call times out in 15 s): a reservation this old
// without an order belongs to a placement that died between taking the stock and recording the order.
const MIN_AGE_MINUTES = 1;
const BATCH = 200;

/**
 * Gives back stock reserved for orders that were never placed (the API was killed, or lost
 * Postgres, between reserving the units and recording OrderPlaced). Without this the units would
 * stay out of the catalogue for ever. The order's own stream decides: an order recorded after all
 * keeps its units.
 */
export class ReleaseAbandonedReservationsCommand extends Command<{ released: number }> {
  constructor(readonly paymentTimeoutMinutes: number) {
    super();
  }
}

@CommandHandler(ReleaseAbandonedReservationsCommand)
export class ReleaseAbandonedReservationsHandler implements ICommandHandler<ReleaseAbandonedReservationsCommand> {
  constructor(private readonly deps: PaymentDeps) {}

  execute({ paymentTimeoutMinutes }: ReleaseAbandonedReservationsCommand): Promise<{ released: number }> {
    return releaseAbandonedReservations(this.deps, paymentTimeoutMinutes);
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
