import type pg from 'pg';
import { horizonOf } from './horizon.js';

/**
 * Events held back: the Postgres store shows an event only once every older write transaction of
 * its database has ended (horizon.ts), so one left open (a psql session after an UPDATE, a stuck
 * job) hides every event written after it from the projections, the worker's reactions, the mail
 * and every read-your-writes wait, while the projections' lag, which counts readable events only,
 * says they are caught up. Health names such a transaction, /metrics and the staff's alerts show
 * it, and IDLE_TRANSACTION_TIMEOUT_SECONDS ends it when it is left idle (idle-transactions.ts).
 */

/** A write transaction of the shop's database holding events back, as pg_stat_activity shows it. */
export interface HeldTransaction {
  pid: number;
  /** Its transaction id (backend_xid): with the pid, it names this one transaction of the backend. */
  transactionId: string;
  applicationName: string;
  /** Null over a local socket, or when the shop's role may not see another role's session (so too state, age and query). */
  clientAddress: string | null;
  state: string | null;
  /** Since the transaction began. */
  ageSeconds: number | null;
  /** The start of its last (or current) statement. */
  query: string | null;
}

export interface EventsHeldBack {
  /** How long the oldest event written but not readable yet has waited; 0 when none waits. */
  heldForSeconds: number;
  /** The transactions holding them back, oldest first, once they have held them HOLDERS_NAMED_AFTER_MS. */
  transactions: HeldTransaction[];
}

/** Events held back this long have their holders named: the shop's own write transactions last milliseconds. */
export const HOLDERS_NAMED_AFTER_MS = 5_000;
const QUERY_SHOWN = 200;
const HOLDERS_LISTED = 5;

/**
 * The events committed above the exact horizon (so no reader shows them yet): how long the oldest
 * has waited, and the write transactions of this database older than the first of them, which hold
 * them back. age() compares transaction ids, which every role may read, where xact_start is hidden
 * from a role that may not see another's sessions.
 */
const HELD_BACK = `
  WITH held AS (
    SELECT min(e.transaction_id)::xid AS xid, extract(epoch FROM clock_timestamp() - min(e.created_at))::float8 AS held_for
    FROM (SELECT ${horizonOf('s', true)} AS horizon FROM pg_current_snapshot() s) h
    JOIN events e ON e.transaction_id >= h.horizon
    HAVING count(*) > 0
  )
  SELECT held.held_for, a.pid, a.backend_xid::text AS transaction_id, a.application_name, host(a.client_addr) AS client_address, a.state,
         extract(epoch FROM clock_timestamp() - a.xact_start)::float8 AS age_seconds, left(a.query, ${QUERY_SHOWN}) AS query
  FROM held LEFT JOIN LATERAL (
    SELECT * FROM pg_stat_activity a
    WHERE held.held_for * 1000 >= $1 AND a.datname = current_database() AND a.backend_xid IS NOT NULL
      AND a.pid <> pg_backend_pid() AND age(a.backend_xid) > age(held.xid)
    ORDER BY age(a.backend_xid) DESC LIMIT ${HOLDERS_LISTED}
  ) a ON true`;

interface HeldRow {
  held_for: number;
  pid: number | null;
  transaction_id: string | null;
  application_name: string | null;
  client_address: string | null;
  state: string | null;
  age_seconds: number | null;
  query: string | null;
}

/** How long events have been held back in the shop's database, and (past HOLDERS_NAMED_AFTER_MS) by whom. */
export async function readEventsHeldBack(db: Pick<pg.Pool, 'query'>): Promise<EventsHeldBack> {
  const { rows } = await db.query<HeldRow>({ name: 'events-held-back', text: HELD_BACK, values: [HOLDERS_NAMED_AFTER_MS] });
  return {
    heldForSeconds: round(Math.max(0, rows[0]?.held_for ?? 0)),
    transactions: rows.flatMap((row) =>
      row.pid === null
        ? []
        : [
            {
              pid: row.pid,
              transactionId: row.transaction_id ?? '',
              applicationName: row.application_name ?? '',
              clientAddress: row.client_address,
              state: row.state,
              ageSeconds: row.age_seconds === null ? null : round(row.age_seconds),
              query: row.query,
            },
          ],
    ),
  };
}

/** One transaction in words, for people: `pid 4242 (psql from 127.0.0.1, idle in transaction, open 41 s)`. */
export function describeHolder(holder: HeldTransaction): string {
  const who = [holder.applicationName || 'no application name', holder.clientAddress && `from ${holder.clientAddress}`].filter(Boolean).join(' ');
  const how = [holder.state, holder.ageSeconds !== null && `open ${Math.round(holder.ageSeconds)} s`].filter(Boolean).join(', ');
  return `pid ${holder.pid} (${[who, how].filter(Boolean).join(', ')})`;
}

/** Why shoppers notice, in plain words, with the way out. */
export function heldBackMessage(held: EventsHeldBack): string {
  const holders = held.transactions.map(describeHolder).join('; ') || 'one that has ended or that this role may not see';
  const pid = held.transactions[0]?.pid;
  return (
    `A transaction left open in the shop's database has held back every event written for ${Math.round(held.heldForSeconds)} s: ${holders}. ` +
    'Until it ends, shoppers do not see their new orders, payments wait to be confirmed and no mail goes out; then everything catches up. ' +
    `Postgres ends it after IDLE_TRANSACTION_TIMEOUT_SECONDS idle${pid ? `, or now: SELECT pg_terminate_backend(${pid})` : ''}.`
  );
}

/** The `heldTransactions` part of /api/health: down once events have waited `stallMs`, as a stalled projection is. */
export function heldTransactionsHealth(held: EventsHeldBack, stallMs: number) {
  const ok = held.heldForSeconds * 1000 <= stallMs;
  return { ok, eventsHeldForSeconds: held.heldForSeconds, transactions: held.transactions, ...(ok ? {} : { error: heldBackMessage(held) }) };
}

const round = (seconds: number) => Math.round(seconds * 10) / 10;
