import { hostname } from 'node:os';
import pg from 'pg';
import { connectionConfig, type SessionSettings } from '../database/idle-transactions.js';
import { latestViewWriter } from '../database/latest-view-writer.js';

type Db = Pick<pg.Pool, 'query'>;

/** One process as `npm start`'s supervisor (scripts/supervisor.mjs) sees it. */
export interface SupervisedProcess {
  name: string;
  state: 'starting' | 'running' | 'restarting' | 'crash-looping';
  pid: number | null;
  everReady: boolean;
  restarts: number;
  recentCrashes: number;
  lastExit: { reason: string; at: string; ranForMs: number } | null;
  nextStartAt: string | null;
}

export interface SupervisionRecord {
  /** The supervisor's latest view of its processes; written at once, and again every beat. */
  publish(processes: SupervisedProcess[]): void;
  /** Removes this supervisor's rows: it stopped, nobody runs its processes any more. */
  stop(): Promise<void>;
}

const BEAT_MS = 2_000;

/**
 * Keeps `supervised_processes` up to date for one supervisor, so that /api/health on any API
 * instance can show a crash-looping process red. A write that fails (Postgres away) is simply
 * missed; the next beat writes the view again.
 */
export function recordSupervision(databaseUrl: string, beatMs = BEAT_MS, session?: SessionSettings): SupervisionRecord {
  const supervisor = `${hostname()}:${process.pid}`;
  // Short timeouts: a Postgres that does not answer costs a missed write, never a supervisor that hangs.
  // Never shorter than a production beat, though: a spec's fast beat on a busy machine timed every write out.
  const timeoutMs = Math.max(beatMs, BEAT_MS);
  const pool = new pg.Pool({
    ...connectionConfig(databaseUrl, 'petshop-supervisor', session),
    max: 1,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
  });
  pool.on('error', () => undefined);
  let latest: SupervisedProcess[] = [];
  const writer = latestViewWriter(() => upsert(pool, supervisor, latest));
  const write = () => writer.write();
  const prune = () => pool.query("DELETE FROM supervised_processes WHERE updated_at < now() - interval '1 day'").catch(() => undefined);
  void prune();
  const timer = setInterval(write, beatMs);
  timer.unref();
  return {
    publish(processes) {
      latest = processes;
      write();
    },
    async stop() {
      clearInterval(timer);
      await writer.settled();
      await pool.query('DELETE FROM supervised_processes WHERE supervisor = $1', [supervisor]).catch(() => undefined);
      await pool.end();
    },
  };
}

function upsert(db: Db, supervisor: string, processes: SupervisedProcess[]) {
  return db.query(
    `INSERT INTO supervised_processes (supervisor, process, state, pid, ever_ready, restarts, recent_crashes, last_exit, next_start_at, updated_at)
     SELECT $1, p.name, p.state, p.pid, p."everReady", p.restarts, p."recentCrashes", p."lastExit", p."nextStartAt", now()
     FROM jsonb_to_recordset($2::jsonb) AS p(name text, state text, pid integer, "everReady" boolean, restarts integer, "recentCrashes" integer,
                                             "lastExit" jsonb, "nextStartAt" timestamptz)
     ON CONFLICT (supervisor, process) DO UPDATE SET state = EXCLUDED.state, pid = EXCLUDED.pid, ever_ready = EXCLUDED.ever_ready,
       restarts = EXCLUDED.restarts, recent_crashes = EXCLUDED.recent_crashes, last_exit = EXCLUDED.last_exit,
       next_start_at = EXCLUDED.next_start_at, updated_at = now()`,
    [supervisor, JSON.stringify(processes)],
  );
}

/** The processes of every supervisor that wrote within `staleAfterMs` (one killed outright stops writing). */
export async function readSupervision(db: Db, staleAfterMs: number): Promise<(SupervisedProcess & { supervisor: string })[]> {
  const { rows } = await db.query(
    `SELECT supervisor, process AS name, state, pid, ever_ready AS "everReady", restarts, recent_crashes AS "recentCrashes",
            last_exit AS "lastExit", next_start_at AS "nextStartAt"
     FROM supervised_processes WHERE updated_at > now() - make_interval(secs => $1 / 1000.0)
     ORDER BY supervisor, process`,
    [staleAfterMs],
  );
  return rows.map((row) => ({ ...row, nextStartAt: row.nextStartAt?.toISOString() ?? null }));
}
