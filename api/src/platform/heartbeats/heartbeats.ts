import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type pg from 'pg';
import { roundTripsSoFar } from '../database/round-trips.js';
import { runPeriodically } from '../periodic.js';

type Db = Pick<pg.Pool, 'query'>;

export type BeatingProcess = 'api' | 'projections' | 'worker' | 'mailer';

export const HEARTBEAT_INTERVAL_MS = 1_000;

export interface Heartbeat {
  stop(): Promise<void>;
}

/**
 * Says "alive" for this process every interval, so /api/health can tell a running worker or
 * projections runner from a dead one (a process killed outright cannot say it stopped), and how
 * many round trips to Postgres it has made so far (see round-trips.ts). A beat that
 * fails (Postgres away) is simply missed: health then reports the process as not beating, which is
 * what everyone else sees too.
 */
export function startHeartbeat(db: Db, process: BeatingProcess, intervalMs = HEARTBEAT_INTERVAL_MS): Heartbeat {
  const instance = `${hostname()}:${globalThis.process.pid}:${randomUUID().slice(0, 8)}`;
  const startedAt = new Date();
  const beat = async () => {
    await db.query({
      name: 'heartbeat',
      text: `INSERT INTO process_heartbeats (process, instance, pid, started_at, beat_at, postgres_round_trips) VALUES ($1, $2, $3, $4, now(), $5)
             ON CONFLICT (process, instance) DO UPDATE SET beat_at = now(), postgres_round_trips = excluded.postgres_round_trips`,
      values: [process, instance, globalThis.process.pid, startedAt, roundTripsSoFar()],
    });
  };
  void db.query("DELETE FROM process_heartbeats WHERE beat_at < now() - interval '1 day'").catch(() => undefined);
  const beats = runPeriodically(beat, intervalMs, () => undefined);
  return {
    async stop() {
      // After the beat in hand, which would otherwise put the row back.
      await beats.stop();
      await db.query('DELETE FROM process_heartbeats WHERE process = $1 AND instance = $2', [process, instance]).catch(() => undefined);
    },
  };
}

export interface ProcessLiveness {
  ok: boolean;
  /** Instances beating now. */
  instances: number;
  /** How long ago the most recent beat was, when there ever was one. */
  lastBeatMs: number | null;
}

/** Per process kind: alive when some instance beat within `staleAfterMs`. */
export async function readLiveness(db: Db, staleAfterMs: number): Promise<Record<BeatingProcess, ProcessLiveness>> {
  const { rows } = await db.query<{ process: BeatingProcess; alive: number; last_beat_ms: number }>(
    `SELECT process,
            count(*) FILTER (WHERE beat_at > now() - make_interval(secs => $1 / 1000.0))::int AS alive,
            (extract(epoch FROM now() - max(beat_at)) * 1000)::float8 AS last_beat_ms
     FROM process_heartbeats GROUP BY process`,
    [staleAfterMs],
  );
  const of = (process: BeatingProcess): ProcessLiveness => {
    const row = rows.find((candidate) => candidate.process === process);
    return { ok: (row?.alive ?? 0) > 0, instances: row?.alive ?? 0, lastBeatMs: row ? Math.max(0, Math.round(row.last_beat_ms)) : null };
  };
  return { api: of('api'), projections: of('projections'), worker: of('worker'), mailer: of('mailer') };
}

/** One running process, as its heartbeats tell. */
export interface BeatingInstance {
  /** host:pid and a random suffix: unique however many hosts run the shop. */
  instance: string;
  pid: number;
  startedAt: string;
  lastBeatAt: string;
}

/** Per process kind, the instances that beat within `staleAfterMs`, oldest first. */
export async function readInstances(db: Db, staleAfterMs: number): Promise<Record<BeatingProcess, BeatingInstance[]>> {
  const { rows } = await db.query<{ process: BeatingProcess; instance: string; pid: number; started_at: Date; beat_at: Date }>(
    `SELECT process, instance, pid, started_at, beat_at FROM process_heartbeats
     WHERE beat_at > now() - make_interval(secs => $1 / 1000.0) ORDER BY started_at, instance`,
    [staleAfterMs],
  );
  const of = (process: BeatingProcess) =>
    rows
      .filter((row) => row.process === process)
      .map((row) => ({ instance: row.instance, pid: row.pid, startedAt: row.started_at.toISOString(), lastBeatAt: row.beat_at.toISOString() }));
  return { api: of('api'), worker: of('worker'), projections: of('projections'), mailer: of('mailer') };
}
