import type pg from 'pg';
import { BUCKETS, bucketUpperMs, PROMETHEUS_BOUNDS_MS } from './latency-buckets.js';
import type { AnyMetric } from './registry.js';

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
 * The watched routes' answers counted per minute and latency bucket in this process's memory, and
 * added to `ops_latency_minute` when flushed: an upsert that adds, so any number of API instances
 * sum up and none overwrites another. Counts whose flush failed (Postgres away) are merged back and
 * go with the next one.
 */
export class MinuteLatency {
  private pending = new Map<string, MinuteHistogram>();

  /** One answer of a route, already put in its bucket (requestLatency does, once a request). */
  add(route: string, bucket: number, now = Date.now()): void {
    if (!WATCHED_ROUTES.has(route)) return;
    const minute = now - (now % MINUTE_MS);
    const key = `${minute} ${route}`;
    let histogram = this.pending.get(key);
    if (!histogram) {
      histogram = { minute, route, counts: new Array<number>(BUCKETS).fill(0) };
      this.pending.set(key, histogram);
    }
    histogram.counts[bucket]! += 1;
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

/** One line of a Prometheus histogram, as prom-client's JSON holds it. */
interface HistogramValue {
  metricName: string;
  labels: Record<string, string | number>;
  value: number;
}

interface RouteHistogram {
  readonly method: string;
  readonly route: string;
  readonly counts: number[];
  seconds: number;
}

const DURATION = 'petshop_http_request_duration_seconds';
const PROMETHEUS_BUCKETS = PROMETHEUS_BOUNDS_MS.map((ms) => ({
  le: ms / 1000,
  last: [...Array(BUCKETS).keys()].findLast((index) => bucketUpperMs(index) <= ms)!,
}));

/**
 * Every answer's latency since the process started, by method and route template, in the same
 * buckets as the minutes: /metrics shows it as a Prometheus histogram at Prometheus' usual bounds
 * (each one of the buckets' own, so the cumulative counts are exact).
 */
export class RouteLatency {
  private readonly byRoute = new Map<string, RouteHistogram>();

  add(method: string, route: string, bucket: number, seconds: number): void {
    const key = `${method} ${route}`;
    let histogram = this.byRoute.get(key);
    if (!histogram) {
      histogram = { method, route, counts: new Array<number>(BUCKETS).fill(0), seconds: 0 };
      this.byRoute.set(key, histogram);
    }
    histogram.counts[bucket]! += 1;
    histogram.seconds += seconds;
  }

  /** The histogram as a prom-client metric: read when scraped, from the counts above. */
  readonly metric = {
    name: DURATION,
    help: 'Time from receiving an HTTP request to sending its answer, by method and route template',
    type: 'histogram',
    aggregator: 'sum',
    get: async () => ({ name: DURATION, help: this.metric.help, type: 'histogram', aggregator: 'sum', values: this.values() }),
  } as const;

  private values(): HistogramValue[] {
    return [...this.byRoute.values()].flatMap(({ method, route, counts, seconds }) => {
      const labels = { method, route };
      const total = counts.reduce((sum, count) => sum + count, 0);
      let below = 0;
      let counted = 0;
      const cumulative = PROMETHEUS_BUCKETS.map(({ le, last }) => {
        for (; below <= last; below++) counted += counts[below]!;
        return { metricName: `${DURATION}_bucket`, labels: { ...labels, le }, value: counted };
      });
      return [
        ...cumulative,
        { metricName: `${DURATION}_bucket`, labels: { ...labels, le: '+Inf' }, value: total },
        { metricName: `${DURATION}_sum`, labels, value: seconds },
        { metricName: `${DURATION}_count`, labels, value: total },
      ];
    });
  }
}

/** This process's minutes, which the API's flusher writes out (operations/latency-flusher.ts). */
export const opsLatency = new MinuteLatency();
/** This process's histogram since start, which /metrics shows once metrics are on. */
export const routeLatency = new RouteLatency();
export const routeLatencyMetric = routeLatency.metric as unknown as AnyMetric;
