import type { AlertKind, StaffAlert } from '@petshop/contract';
import type pg from 'pg';
import { pagedList, sql } from '../database/paged-list.js';

type Db = Pick<pg.Pool, 'query'>;

export type { AlertKind };

/** An alert as the console lists it (the contract's `StaffAlert`). */
export type Alert = StaffAlert;

export interface RaisedAlert {
  key: string;
  kind: AlertKind;
  orderId: string | null;
  message: string;
  /** When the job that raised it should try again: the delay doubles with every failure, from `retryAfterMs`, up to `maxRetryAfterMs`. */
  retry?: { afterMs: number; maxAfterMs: number };
  /** Instead of `retry`, for what keeps its own schedule (the mail outbox): when it is tried next, shown to staff. */
  nextAttemptAt?: Date;
}

/** Postgres' text takes no NUL, and a message is for reading, not a log. */
const storedMessage = (message: string) => message.replaceAll('\u0000', '\ufffd').slice(0, 1000);

/**
 * Records a failure staff should know about, or one more of the same: the row is kept per key,
 * counting the attempts and spacing the next one out. Nothing is deleted; a success resolves it.
 */
export async function raiseAlert(db: Db, alert: RaisedAlert): Promise<void> {
  await db.query(
    `INSERT INTO alerts (key, kind, order_id, message, next_attempt_at)
     VALUES ($1, $2, $3, $4, CASE WHEN $5::bigint IS NULL THEN $7::timestamptz ELSE now() + make_interval(secs => $5::bigint / 1000.0) END)
     ON CONFLICT (key) DO UPDATE SET
       message = EXCLUDED.message,
       last_at = now(),
       attempts = CASE WHEN alerts.resolved_at IS NULL THEN alerts.attempts + 1 ELSE 1 END,
       resolved_at = NULL,
       next_attempt_at = CASE WHEN $5::bigint IS NULL THEN $7::timestamptz ELSE now() + make_interval(secs =>
         least($6::bigint, $5::bigint * power(2, CASE WHEN alerts.resolved_at IS NULL THEN alerts.attempts ELSE 0 END)) / 1000.0) END`,
    [
      alert.key,
      alert.kind,
      alert.orderId,
      storedMessage(alert.message),
      alert.retry?.afterMs ?? null,
      alert.retry?.maxAfterMs ?? null,
      alert.nextAttemptAt ?? null,
    ],
  );
}

/** The thing went through after all: its alert (if any) is closed. */
export async function resolveAlert(db: Db, key: string): Promise<void> {
  await db.query({
    name: 'resolve-alert',
    text: 'UPDATE alerts SET resolved_at = now(), next_attempt_at = NULL WHERE key = $1 AND resolved_at IS NULL',
    values: [key],
  });
}

/**
 * For what is watched rather than retried (a transaction left open): opens the alert for `key`
 * the first time only. A key names one occurrence, so seeing it again on every look changes nothing.
 */
export async function openAlertOnce(db: Db, alert: Pick<RaisedAlert, 'key' | 'kind' | 'message'>): Promise<void> {
  await db.query('INSERT INTO alerts (key, kind, message) VALUES ($1, $2, $3) ON CONFLICT (key) DO NOTHING', [
    alert.key,
    alert.kind,
    storedMessage(alert.message),
  ]);
}

/** Resolves the open alerts of `kind` but those of `keys`: what was watched has ended. */
export async function resolveAlertsBut(db: Db, kind: AlertKind, keys: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ key: string }>(
    'UPDATE alerts SET resolved_at = now(), next_attempt_at = NULL WHERE kind = $1 AND resolved_at IS NULL AND NOT key = ANY($2) RETURNING key',
    [kind, keys],
  );
  return rows.map((row) => row.key);
}

/** Open alerts of a kind whose next attempt is due. */
export async function dueAlerts(db: Db, kind: AlertKind, limit: number): Promise<{ key: string; orderId: string | null; attempts: number }[]> {
  const { rows } = await db.query<{ key: string; order_id: string | null; attempts: number }>(
    `SELECT key, order_id, attempts FROM alerts
     WHERE kind = $1 AND resolved_at IS NULL AND next_attempt_at <= now()
     ORDER BY next_attempt_at LIMIT $2`,
    [kind, limit],
  );
  return rows.map((row) => ({ key: row.key, orderId: row.order_id, attempts: row.attempts }));
}

export async function openAlertCounts(db: Db): Promise<Record<AlertKind, number>> {
  const { rows } = await db.query<{ kind: AlertKind; open: number }>('SELECT kind, count(*)::int AS open FROM alerts WHERE resolved_at IS NULL GROUP BY kind');
  const counts: Record<AlertKind, number> = { reconciliation: 0, refund: 0, webhook: 0, mail: 0, transaction: 0 };
  for (const row of rows) counts[row.kind] = row.open;
  return counts;
}

interface AlertRow {
  key: string;
  kind: AlertKind;
  order_id: string | null;
  message: string;
  attempts: number;
  first_at: Date;
  last_at: Date;
  next_attempt_at: Date | null;
  resolved_at: Date | null;
}

/** For staff: open alerts first, newest first, unless sorted otherwise; `open` false lists resolved ones too. An alert's id is its key. */
export const staffAlerts = pagedList({
  from: 'alerts',
  columns: '*',
  record: (row: AlertRow): Alert => ({
    id: row.key,
    kind: row.kind,
    orderId: row.order_id,
    message: row.message,
    attempts: row.attempts,
    firstAt: row.first_at.toISOString(),
    lastAt: row.last_at.toISOString(),
    nextAttemptAt: row.next_attempt_at?.toISOString() ?? null,
    resolvedAt: row.resolved_at?.toISOString() ?? null,
  }),
  filters: {
    open: (open: boolean) => (open ? sql`resolved_at IS NULL` : undefined),
    kind: (kind: AlertKind) => sql`kind = ${kind}`,
  },
  // Empty values (no order, not yet resolved, no next attempt) sort as the smallest, either way.
  sorts: {
    id: 'key',
    kind: 'kind',
    orderId: { column: 'order_id', nullable: true },
    attempts: 'attempts',
    firstAt: 'first_at',
    lastAt: 'last_at',
    nextAttemptAt: { column: 'next_attempt_at', nullable: true },
    resolvedAt: { column: 'resolved_at', nullable: true },
  },
  unsorted: 'resolved_at IS NOT NULL, last_at DESC, key',
});
