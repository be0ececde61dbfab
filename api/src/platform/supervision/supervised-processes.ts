import { hostname } from 'node:os';
import type pg from 'pg';
import { connectionConfig, type SessionSettings } from '../database/idle-transactions.js';
import { keptView } from '../database/latest-view-writer.js';

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

/** Keeps `supervised_processes` up to date for one supervisor, so that /api/health on any API instance can show a crash-looping process red. */
export function recordSupervision(databaseUrl: string, beatMs = 2_000, session?: SessionSettings): SupervisionRecord {
  const supervisor = `${hostname()}:${process.pid}`;
  const view = keptView<SupervisedProcess[]>({
    connection: connectionConfig(databaseUrl, 'petshop-supervisor', session),
    table: 'supervised_processes',
    own: { where: 'supervisor = $1', values: [supervisor] },
    beatMs,
    upsert: (db, processes) => upsert(db, supervisor, processes),
  });
  return { publish: (processes) => view.keep(processes), stop: () => view.stop() };
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
