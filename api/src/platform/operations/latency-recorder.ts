import type pg from 'pg';
import { BUCKETS, bucketOf } from './latency-buckets.js';

type Db = Pick<pg.Pool, 'query'>;

/** The requests whose latency the operations page charts, as `METHOD route-template`. */
export const WATCHED_ROUTES: ReadonlySet<string> = new Set(['POST /api/orders/create', 'POST /api/orders/verify-payment']);

const MINUTE_MS = 60_000;
/** Counts a flush could not write are kept for the next one, but not for ever (the page shows two days). */
const KEEP_UNWRITTEN_MS = 2 * 86_400_000;

interface MinuteHistogram {
  readonly minute: number;
  readonly route: string;
  readonly counts: number[];
}

/**
 * Counts the watched requests' answers per minute and latency bucket in this process's memory,
 * and adds them to `ops_latency_minute` when flushed: an upsert that adds, so any number of API
 * instances sum up and none overwrites another. Counts whose flush failed (Postgres away) are
 * merged back and go with the next one.
 */
export class LatencyRecorder {
  private pending = new Map<string, MinuteHistogram>();

  /** One answered request; anything but a watched route is ignored at the cost of a comparison. */
  observe(method: string, route: string | undefined, durationMs: number, now = Date.now()): void {
    if (method !== 'POST' || route === undefined) return;
    const name = `${method} ${route}`;
    if (!WATCHED_ROUTES.has(name)) return;
    const minute = now - (now % MINUTE_MS);
    const key = `${minute} ${name}`;
    let histogram = this.pending.get(key);
    if (!histogram) {
      histogram = { minute, route: name, counts: new Array<number>(BUCKETS).fill(0) };
      this.pending.set(key, histogram);
    }
    histogram.counts[bucketOf(durationMs)]! += 1;
  }

  /** Adds what was counted since the last flush to Postgres, in one statement. */
  async flush(db: Db): Promise<void> {
    if (this.pending.size === 0) return;
    const taken = this.pending;
    this.pending = new Map();
    const minutes: string[] = [];
    const routes: string[] = [];
    const buckets: number[] = [];
    const counts: number[] = [];
    // In key order, so two instances adding to the same rows lock them in the same order.
    for (const histogram of [...taken.values()].sort((a, b) => a.minute - b.minute || a.route.localeCompare(b.route))) {
      histogram.counts.forEach((count, bucket) => {
        if (count === 0) return;
        minutes.push(new Date(histogram.minute).toISOString());
        routes.push(histogram.route);
        buckets.push(bucket);
        counts.push(count);
      });
    }
    try {
      await db.query({
        name: 'ops-latency-flush',
        text: `INSERT INTO ops_latency_minute AS m (minute, route, bucket, count)
               SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::smallint[], $4::bigint[])
               ON CONFLICT (minute, route, bucket) DO UPDATE SET count = m.count + excluded.count`,
        values: [minutes, routes, buckets, counts],
      });
    } catch (error) {
      this.mergeBack(taken);
      throw error;
    }
  }

  private mergeBack(taken: Map<string, MinuteHistogram>): void {
    const oldest = Date.now() - KEEP_UNWRITTEN_MS;
    for (const [key, histogram] of taken) {
      if (histogram.minute < oldest) continue;
      const current = this.pending.get(key);
      if (!current) this.pending.set(key, histogram);
      else
        histogram.counts.forEach((count, bucket) => {
          current.counts[bucket]! += count;
        });
    }
  }
}

/** This process's recorder: the access log feeds it, the API's flusher writes it out. */
export const opsLatency = new LatencyRecorder();
