import pg from 'pg';
import type { Logger } from '../logging/logger.js';
import { runPeriodically, type Periodic } from '../periodic.js';
import type { Pool } from './pool.js';

/** Autovacuum's own defaults (Postgres 15): analysed past this many rows changed, vacuumed past this many dead ones. */
const ANALYZE_AT = { rows: 50, share: 0.1 };
const VACUUM_AT = { rows: 50, share: 0.2 };
const UPKEEP_EVERY_MS = 30_000;
/** The first key of the upkeep's advisory lock, apart from the liveness locks (process-instance.ts) and the leases (lease.ts). */
export const UPKEEP_LOCK = 0x5e7_1003;

// Postgres's own counts of what changed in each of the shop's tables since it was last analysed and
// vacuumed; a table never analysed counts as empty (reltuples -1).
const DUE_TABLES = `
  SELECT relname AS table, dead > $3 + $4 * known AS vacuum
  FROM (
    SELECT s.relname, s.n_dead_tup AS dead, s.n_mod_since_analyze AS changed, greatest(c.reltuples, 0) AS known
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
    WHERE s.schemaname = current_schema()
  ) t
  WHERE changed > $1 + $2 * known OR dead > $3 + $4 * known
  ORDER BY relname`;

export interface TendedTable {
  table: string;
  vacuumed: boolean;
}

/** Who looks after the tables: Postgres's autovacuum, another worker (this round), or this one (these tables). */
export type Upkeep = 'autovacuum' | 'another worker' | TendedTable[];

/**
 * What Postgres's autovacuum does, for a server where it is off (this machine kind's Postgres runs
 * without it): each of the shop's tables is analysed once a tenth of its rows changed and vacuumed
 * once a fifth are dead, autovacuum's own thresholds. Without that the planner never learns that a
 * table grew: prepared statements keep the plans they made while the tables were empty (a
 * sequential scan of `events` for every stream read, longer with every order), and the dead rows of
 * every stock move and checkpoint pile up. One worker at a time (an advisory lock).
 */
export async function tendTables(pool: Pool): Promise<Upkeep> {
  const client = await pool.connect();
  try {
    // The lock is asked for only where the upkeep is this shop's to do.
    const { rows } = await client.query<{ mine: boolean | null }>(
      `SELECT CASE WHEN current_setting('autovacuum') = 'on' THEN NULL ELSE pg_try_advisory_lock($1, 0) END AS mine`,
      [UPKEEP_LOCK],
    );
    const { mine } = rows[0]!;
    if (mine === null) return 'autovacuum';
    if (!mine) return 'another worker';
    try {
      const due = await client.query<{ table: string; vacuum: boolean }>(DUE_TABLES, [ANALYZE_AT.rows, ANALYZE_AT.share, VACUUM_AT.rows, VACUUM_AT.share]);
      for (const { table, vacuum } of due.rows) {
        const name = pg.escapeIdentifier(table);
        await client.query(vacuum ? `VACUUM (ANALYZE) ${name}` : `ANALYZE ${name}`);
      }
      return due.rows.map(({ table, vacuum }) => ({ table, vacuumed: vacuum }));
    } finally {
      await client.query('SELECT pg_advisory_unlock($1, 0)', [UPKEEP_LOCK]);
    }
  } finally {
    client.release();
  }
}

/**
 * Tends the tables every half minute (autovacuum's launcher looks every minute), and says once that
 * autovacuum is off.
 */
export function startTableUpkeep(parts: { pool: Pool; logger: Logger }, everyMs = UPKEEP_EVERY_MS): Periodic {
  let told = false;
  return runPeriodically(
    async () => {
      const upkeep = await tendTables(parts.pool);
      if (upkeep === 'autovacuum' || told) return;
      told = true;
      parts.logger.warn(`Postgres's autovacuum is off: the workers analyse and vacuum the shop's tables themselves, every ${everyMs / 1000} s`);
    },
    everyMs,
    (error) => parts.logger.warn({ err: error }, "the shop's tables could not be analysed and vacuumed"),
  );
}
