import { hostname } from 'node:os';
import type pg from 'pg';
import { connectionConfig } from '../database/idle-transactions.js';
import { keptView } from '../database/latest-view-writer.js';
import type { InstanceState, InstanceView } from './instance-rotation.js';

type Db = Pick<pg.Pool, 'query'>;

/** One API instance as its primary sees it, with its latest heartbeat (none before its first, or when it was pruned). */
export interface ApiInstanceState {
  host: string;
  pid: number;
  state: InstanceState;
  silentSince: string | null;
  replaceAt: string | null;
  heartbeat: { instance: string; startedAt: string; lastBeatAt: string } | null;
}

export interface InstanceStatesRecord {
  /** The primary's latest view of its instances (times on the monotonic clock `now` reads); written when it changes, and again every beat. */
  publish(view: InstanceView[], now: number): void;
  /** Removes this primary's rows: it stopped, its instances with it. */
  stop(): Promise<void>;
}

/** A primary silent this long (five beats) was killed outright: its rows are ignored. */
const PRIMARY_STALE_MS = 10_000;

/** Keeps `api_instances` up to date for one primary (cluster.ts), so that /api/health on any instance names one that stopped answering. */
export function recordInstanceStates(databaseUrl: string): InstanceStatesRecord {
  const host = hostname();
  const view = keptView<unknown[]>({
    connection: connectionConfig(databaseUrl, 'petshop-api-primary', undefined),
    table: 'api_instances',
    own: { where: 'host = $1 AND primary_pid = $2', values: [host, process.pid] },
    beatMs: 2_000,
    upsert: (db, latest) => upsert(db, host, latest),
  });
  let published = '';
  return {
    publish(states, now) {
      // Monotonic times become the wall clock's, which health reads them by.
      const wall = (at: number | null) => (at === null ? null : new Date(Date.now() - (now - at)).toISOString());
      // Written at once when an instance came, went or changed state; the times alone move by a millisecond from one conversion to the next.
      const shape = JSON.stringify(states.map(({ pid, state }) => [pid, state]));
      view.keep(
        states.map(({ pid, state, silentSince, replaceAt }) => ({ pid, state, silentSince: wall(silentSince), replaceAt: wall(replaceAt) })),
        shape !== published,
      );
      published = shape;
    },
    stop: () => view.stop(),
  };
}

function upsert(db: Db, host: string, view: unknown[]) {
  return db.query(
    `WITH view AS (SELECT * FROM jsonb_to_recordset($3::jsonb) AS v(pid integer, state text, "silentSince" timestamptz, "replaceAt" timestamptz)),
     gone AS (DELETE FROM api_instances WHERE host = $1 AND primary_pid = $2 AND pid NOT IN (SELECT pid FROM view))
     INSERT INTO api_instances (host, pid, primary_pid, state, silent_since, replace_at, updated_at)
     SELECT $1, pid, $2, state, "silentSince", "replaceAt", now() FROM view
     ON CONFLICT (host, pid) DO UPDATE SET primary_pid = EXCLUDED.primary_pid, state = EXCLUDED.state, silent_since = EXCLUDED.silent_since,
       replace_at = EXCLUDED.replace_at, updated_at = now()`,
    [host, process.pid, JSON.stringify(view)],
  );
}

/** The instances of every primary that wrote within `staleAfterMs` (one killed outright stops writing), with each one's latest heartbeat. */
export async function readInstanceStates(db: Db, staleAfterMs = PRIMARY_STALE_MS): Promise<ApiInstanceState[]> {
  const { rows } = await db.query<{
    host: string;
    pid: number;
    state: InstanceState;
    silent_since: Date | null;
    replace_at: Date | null;
    instance: string | null;
    started_at: Date | null;
    beat_at: Date | null;
  }>(
    `SELECT a.host, a.pid, a.state, a.silent_since, a.replace_at, h.instance, h.started_at, h.beat_at
     FROM api_instances a
     LEFT JOIN LATERAL (SELECT instance, started_at, beat_at FROM process_heartbeats
                        WHERE process = 'api' AND pid = a.pid AND starts_with(instance, a.host || ':' || a.pid || ':')
                        ORDER BY beat_at DESC LIMIT 1) h ON true
     WHERE a.updated_at > now() - make_interval(secs => $1 / 1000.0)
     ORDER BY a.host, a.pid`,
    [staleAfterMs],
  );
  return rows.map((row) => ({
    host: row.host,
    pid: row.pid,
    state: row.state,
    silentSince: row.silent_since?.toISOString() ?? null,
    replaceAt: row.replace_at?.toISOString() ?? null,
    heartbeat:
      row.instance && row.started_at && row.beat_at
        ? { instance: row.instance, startedAt: row.started_at.toISOString(), lastBeatAt: row.beat_at.toISOString() }
        : null,
  }));
}
