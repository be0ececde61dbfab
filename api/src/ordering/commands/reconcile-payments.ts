import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { raiseAlert, resolveAlert } from '../../platform/alerts/alerts.js';
import type { Actor } from '../../platform/event-store/event-store.port.js';
import { providerErrorMessage } from '../payment/payment-gateway.js';
import { CancelUnpaidOrderCommand } from './cancel-unpaid-order.js';
import { PaymentDeps } from '../payment/payment-deps.js';
import { ReleaseAbandonedReservationsCommand } from './release-abandoned-reservations.js';

const RECONCILIATION: Actor = { _id: null, role: 'system', name: 'reconciliation' };
// A payment can land after its order was given up; the provider is asked again for a day.
const LATE_PAYMENT_WINDOW_HOURS = 24;
const BATCH = 200;
// An order that could not be settled is asked about again after 10 s, then 20, 40, … up to an hour:
// a provider's blip is over in seconds, an outage should not be asked about every minute.
const RETRY = { afterMs: 10_000, maxAfterMs: 3_600_000 };

const UNKNOWN_TO_PROVIDER =
  'The payment provider has no record of this order, so it was cancelled as unpaid and its stock released. If the shopper says they paid, look the payment up in the provider’s dashboard.';

export const reconciliationAlertKey = (orderId: string) => `reconcile:${orderId}`;

export interface ReconciliationRun {
  checked: number;
  settled: number;
  failed: { orderId: string; error: string }[];
  /** Reservations of orders that were never placed, given back. */
  released: number;
}

/**
 * For orders still waiting for their money longer than the payment timeout, and orders given up
 * for want of payment in the last day: asks the provider what happened and records it. Paid →
 * paid (or, for a cancelled order, restored or refunded by the decider); nothing → cancelled
 * with reason payment_timeout and the stock released.
 *
 * Stock reserved for orders that were never recorded is given back too.
 *
 * Each order is settled on its own: one the provider cannot answer for is recorded as an alert
 * (staff see it, with the provider's words) and skipped until its next attempt is due, so it never
 * holds back the orders behind it.
 */
export class ReconcilePaymentsCommand extends Command<ReconciliationRun> {
  constructor(readonly paymentTimeoutMinutes: number) {
    super();
  }
}

@CommandHandler(ReconcilePaymentsCommand)
export class ReconcilePaymentsHandler implements ICommandHandler<ReconcilePaymentsCommand> {
  constructor(
    private readonly deps: PaymentDeps,
    private readonly commands: CommandBus,
  ) {}

  execute({ paymentTimeoutMinutes }: ReconcilePaymentsCommand): Promise<ReconciliationRun> {
    return reconcilePayments(this.deps, this.commands, paymentTimeoutMinutes);
  }
}

async function reconcilePayments(deps: PaymentDeps, commands: CommandBus, timeoutMinutes: number): Promise<ReconciliationRun> {
  const { rows } = await deps.pool.query<{ id: string; alerted: boolean }>(
    `SELECT o.id, a.key IS NOT NULL AS alerted FROM orders o
     LEFT JOIN alerts a ON a.key = 'reconcile:' || o.id AND a.resolved_at IS NULL
     WHERE o.payment_status IN ('pending', 'failed')
       AND ((o.status = 'placed' AND o.created_at < now() - make_interval(secs => $1 * 60.0))
         OR (o.status = 'cancelled' AND o.updated_at > now() - make_interval(hours => $2)))
       AND (a.key IS NULL OR a.next_attempt_at <= now())
     ORDER BY o.created_at LIMIT $3`,
    [timeoutMinutes, LATE_PAYMENT_WINDOW_HOURS, BATCH],
  );
  const run: ReconciliationRun = { checked: rows.length, settled: 0, failed: [], released: 0 };
  for (const { id, alerted } of rows) {
    try {
      const settled = await commands.execute(
        new CancelUnpaidOrderCommand({
          orderId: id,
          reason: 'payment_timeout',
          actor: RECONCILIATION,
          causationId: `job:reconcile:${id}`,
          unknownToProviderIsUnpaid: true,
        }),
      );
      if (settled.unknownToProvider && settled.outcome === 'cancelled') {
        // Nothing can be paid against an order the provider never had, so its stock is not held
        // for ever; staff still hear of it, in case a shopper says they paid.
        await raiseAlert(deps.pool, { key: reconciliationAlertKey(id), kind: 'reconciliation', orderId: id, message: UNKNOWN_TO_PROVIDER });
      } else if (alerted) {
        await resolveAlert(deps.pool, reconciliationAlertKey(id));
      }
      run.settled++;
    } catch (error) {
      const message = providerErrorMessage(error);
      run.failed.push({ orderId: id, error: message });
      await raiseAlert(deps.pool, {
        key: reconciliationAlertKey(id),
        kind: 'reconciliation',
        orderId: id,
        message: `Could not settle the payment: ${message}`,
        retry: RETRY,
      });
    }
  }
  ({ released: run.released } = await commands.execute(new ReleaseAbandonedReservationsCommand()));
  return run;
}
