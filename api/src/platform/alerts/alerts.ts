import type { AlertKind, StaffAlert } from '@petshop/contract';
import type pg from 'pg';

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
      alert.message.replaceAll('\u0000', '\ufffd').slice(0, 1000),
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
  const counts: Record<AlertKind, number> = { reconciliation: 0, refund: 0, webhook: 0, mail: 0 };
  for (const row of rows) counts[row.kind] = row.open;
  return counts;
}

export const ALERT_SORT_FIELDS = ['id', 'kind', 'orderId', 'attempts', 'firstAt', 'lastAt', 'nextAttemptAt', 'resolvedAt'] as const;
export type AlertSortField = (typeof ALERT_SORT_FIELDS)[number];

/** The column each sortable field orders by: only these names ever reach the SQL text. An alert's id is its key. */
const SORT_COLUMN: Record<AlertSortField, string> = {
  id: 'key',
  kind: 'kind',
  orderId: 'order_id',
  attempts: 'attempts',
  firstAt: 'first_at',
  lastAt: 'last_at',
  nextAttemptAt: 'next_attempt_at',
  resolvedAt: 'resolved_at',
};

export interface AlertsPage {
  alerts: Alert[];
  total: number;
}

/** For staff: open alerts first, newest first, unless sorted otherwise; `open` false lists resolved ones too. */
export async function listAlerts(
  db: Db,
  options: { open: boolean; kind?: AlertKind; sort?: [AlertSortField, 'ASC' | 'DESC']; offset: number; limit: number },
): Promise<AlertsPage> {
  // Empty values (no order, not yet resolved, no next attempt) sort as the smallest, either way.
  const order = options.sort
    ? `${SORT_COLUMN[options.sort[0]]} ${options.sort[1] === 'DESC' ? 'DESC NULLS LAST' : 'ASC NULLS FIRST'}, key ${options.sort[1] === 'DESC' ? 'DESC' : 'ASC'}`
    : 'resolved_at IS NOT NULL, last_at DESC, key';
  const { rows } = await db.query<{
    key: string;
    kind: AlertKind;
    order_id: string | null;
    message: string;
    attempts: number;
    first_at: Date;
    last_at: Date;
    next_attempt_at: Date | null;
    resolved_at: Date | null;
    total: number;
  }>(
    `SELECT *, count(*) OVER ()::int AS total FROM alerts
     WHERE ($1::boolean IS FALSE OR resolved_at IS NULL) AND ($2::text IS NULL OR kind = $2)
     ORDER BY ${order}
     OFFSET $3 LIMIT $4`,
    [options.open, options.kind ?? null, options.offset, options.limit],
  );
  return {
    total: rows[0]?.total ?? 0,
    alerts: rows.map((row) => ({
      id: row.key,
      kind: row.kind,
      orderId: row.order_id,
      message: row.message,
      attempts: row.attempts,
      firstAt: row.first_at.toISOString(),
      lastAt: row.last_at.toISOString(),
      nextAttemptAt: row.next_attempt_at?.toISOString() ?? null,
      resolvedAt: row.resolved_at?.toISOString() ?? null,
    })),
  };
}
