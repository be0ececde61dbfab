import type { ReadModelCheck, ReadModelDifference } from '@petshop/contract';
import type pg from 'pg';
import { pagedList, sql } from '../database/paged-list.js';
import { LIVE_PROCESSES } from '../database/process-instance.js';
import type { Actor } from '../event-store/event-store.port.js';
import { isoTime as iso } from '../database/sql-time.js';

type Db = Pick<pg.PoolClient, 'query'>;

/** Differences a run keeps for the console; the count covers them all. */
export const STORED_DIFFERENCES = 100;

/** The figures of a finished check, as projections/src/check.ts reports them. */
export interface ReadModelCheckOutcome {
  eventsRead: number;
  rowsCompared: number;
  differenceCount: number;
  differences: readonly ReadModelDifference[];
}

export interface ReadModelCheckProgress {
  eventsTotal: number;
  eventsRead: number;
  rowsCompared: number;
}

const RECORD = `id, status, ${iso('started_at')} AS "startedAt", ${iso('finished_at')} AS "finishedAt", actor_view(started_by) AS "startedBy", source,
  events_total::float8 AS "eventsTotal", events_read::float8 AS "eventsRead", rows_compared::float8 AS "rowsCompared",
  difference_count::float8 AS "differenceCount", differences, error`;

/** The runs for staff, newest first unless asked otherwise. */
export const readModelChecks = pagedList({
  from: 'read_model_checks',
  columns: RECORD,
  record: (row: ReadModelCheck) => row,
  filters: { status: (status: ReadModelCheck['status']) => sql`status = ${status}` },
  sorts: { id: 'id', startedAt: 'started_at', status: 'status' },
  // A run's id is a positive int4: anything else names none.
  ids: { test: (id) => /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2 ** 31 - 1 },
});

/**
 * Records a new run as running, unless one is: then answers that one. A running row whose process
 * died (its liveness lock gone) is closed as an error first, so a killed run never blocks the next.
 * The unique index on running rows settles two starts racing each other, across processes.
 */
export async function startReadModelCheck(
  db: Db,
  start: { startedBy: Actor; source: ReadModelCheck['source']; claimedBy: number },
): Promise<{ started: ReadModelCheck } | { running: ReadModelCheck }> {
  await db.query(
    `UPDATE read_model_checks SET status = 'error', finished_at = now(), error = 'The process running the check stopped before it finished'
     WHERE status = 'running' AND claimed_by NOT IN (${LIVE_PROCESSES})`,
  );
  try {
    const { rows } = await db.query<ReadModelCheck>(`INSERT INTO read_model_checks (started_by, source, claimed_by) VALUES ($1, $2, $3) RETURNING ${RECORD}`, [
      JSON.stringify(start.startedBy),
      start.source,
      start.claimedBy,
    ]);
    return { started: rows[0]! };
  } catch (error) {
    if ((error as { constraint?: string }).constraint !== 'read_model_checks_one_running') throw error;
    const { rows } = await db.query<ReadModelCheck>(`SELECT ${RECORD} FROM read_model_checks WHERE status = 'running'`);
    // Finished between the insert and this read: the caller may simply try again.
    if (!rows[0]) return startReadModelCheck(db, start);
    return { running: rows[0] };
  }
}

/** The worker takes over a run the API recorded; false when it is no longer running (closed as abandoned meanwhile). */
export async function claimReadModelCheck(db: Db, id: number, processKey: number): Promise<boolean> {
  const { rowCount } = await db.query(`UPDATE read_model_checks SET claimed_by = $2 WHERE id = $1 AND status = 'running'`, [id, processKey]);
  return rowCount === 1;
}

export async function recordReadModelCheckProgress(db: Db, id: number, progress: ReadModelCheckProgress): Promise<void> {
  await db.query(`UPDATE read_model_checks SET events_total = $2, events_read = $3, rows_compared = $4 WHERE id = $1 AND status = 'running'`, [
    id,
    progress.eventsTotal,
    progress.eventsRead,
    progress.rowsCompared,
  ]);
}

export async function finishReadModelCheck(db: Db, id: number, outcome: ReadModelCheckOutcome): Promise<void> {
  await db.query(
    `UPDATE read_model_checks SET status = $2, finished_at = now(), events_read = $3, rows_compared = $4, difference_count = $5, differences = $6
     WHERE id = $1`,
    [
      id,
      outcome.differenceCount === 0 ? 'passed' : 'failed',
      outcome.eventsRead,
      outcome.rowsCompared,
      outcome.differenceCount,
      JSON.stringify(outcome.differences.slice(0, STORED_DIFFERENCES)),
    ],
  );
}

export async function failReadModelCheck(db: Db, id: number, error: string): Promise<void> {
  await db.query(`UPDATE read_model_checks SET status = 'error', finished_at = now(), error = $2 WHERE id = $1 AND status = 'running'`, [id, error]);
}
