import {
  heldBackMessage,
  type Logger,
  openAlertOnce,
  type Periodic,
  type Pool,
  PROJECTION_STALL_MS,
  readEventsHeldBack,
  resolveAlertsBut,
  runPeriodically,
} from '@petshop/api/platform';

/** How often a worker looks: an alert opens within this much of the stall, and resolves within this much of the end. */
const LOOK_EVERY_MS = 5_000;
/** Events held back by no transaction pg_stat_activity shows (a prepared transaction: pg_prepared_xacts). */
const UNSEEN_HOLDER = 'transaction:unseen';

/**
 * Staff's alert while a transaction left open holds the shop's events back past the stall
 * (PROJECTION_STALL_MS, as /api/health's 503): one per transaction, opened the first time it is
 * seen so and resolved once it has ended (committed, rolled back, ended by the idle transaction
 * timeout or by hand). Every worker looks; opening and resolving are keyed, so two looking at once
 * agree, and an alert a slower look left behind is resolved at the next.
 */
export async function alertHeldTransactions(pool: Pool): Promise<void> {
  const held = await readEventsHeldBack(pool);
  const stalled = held.heldForSeconds * 1000 > PROJECTION_STALL_MS;
  const alerts = !stalled
    ? []
    : held.transactions.length === 0
      ? [{ key: UNSEEN_HOLDER, held }]
      : held.transactions.map((holder) => ({ key: `transaction:${holder.pid}:${holder.transactionId}`, held: { ...held, transactions: [holder] } }));
  for (const alert of alerts) await openAlertOnce(pool, { key: alert.key, kind: 'transaction', message: heldBackMessage(alert.held) });
  await resolveAlertsBut(
    pool,
    'transaction',
    alerts.map((alert) => alert.key),
  );
}

export function startHeldTransactionAlerts(pool: Pool, logger: Logger, everyMs = LOOK_EVERY_MS): Periodic {
  return runPeriodically(
    () => alertHeldTransactions(pool),
    everyMs,
    // Postgres away: looked at again at the next round.
    (error) => logger.warn({ err: error }, 'could not look for transactions holding events back'),
  );
}
