import type { Queue } from 'bullmq';
import type pg from 'pg';
import { Gauge } from 'prom-client';
import { openAlertCounts } from '../alerts/alerts.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { readEventsHeldBack } from '../event-store/held-transactions.js';
import { readLiveness } from '../heartbeats/heartbeats.js';
import type { AnyMetric } from './registry.js';
import { measureProjectionLag } from '../projections/projection-lag.js';

const READ_TIMEOUT_MS = 2_000;
const LAG_COUNT_CAP = 10_000;
/** As /api/health counts a process alive: a beat within five seconds. */
const HEARTBEAT_STALE_MS = 5_000;
const JOB_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children', 'failed', 'completed'] as const;

export interface ShopGaugeSources {
  pool: pg.Pool;
  store: EventStore;
  /** The job queues, or null while Redis is not ready (a scrape must not wait for a reconnection). */
  queues(): readonly Queue[] | null;
  projections: readonly string[];
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), READ_TIMEOUT_MS)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** One read shared by the gauges a scrape collects in parallel (lag in seconds and in events), fresh for each scrape. */
function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; result: Promise<T> } | undefined;
  return () => {
    if (!last || Date.now() - last.at > 1_000) last = { at: Date.now(), result: withTimeout(read()) };
    return last.result;
  };
}

/**
 * A gauge read from where the shop keeps the figure, when Prometheus scrapes: nothing on any hot
 * path. A read that fails or takes over 2 s leaves the gauge without series for that scrape (a
 * gap in the graph, not a stale or made-up value).
 */
function scrapedGauge<Label extends string>(
  name: string,
  help: string,
  labelNames: readonly Label[],
  fill: (set: (labels: Record<Label, string>, value: number) => void) => Promise<void>,
): Gauge<Label> {
  return new Gauge({
    name,
    help,
    labelNames,
    registers: [],
    async collect() {
      const values: [Record<Label, string>, number][] = [];
      try {
        await fill((labels, value) => values.push([labels, value]));
      } catch {
        values.length = 0;
      }
      this.reset();
      for (const [labels, value] of values) this.set(labels, value);
    },
  });
}

/**
 * The shop's state as a whole, read by the API at scrape time: job queues, projection lag, open
 * alerts, heartbeats. Every API instance reports the same figures (they come from Redis and
 * Postgres); take max() over instances in queries.
 */
export function shopGauges(sources: ShopGaugeSources): AnyMetric[] {
  const lag = sharedRead(() => measureProjectionLag(sources.pool, sources.store, sources.projections, LAG_COUNT_CAP));
  const liveness = sharedRead(() => readLiveness(sources.pool, HEARTBEAT_STALE_MS));
  return [
    scrapedGauge('petshop_queue_jobs', 'Jobs in each BullMQ queue by state (completed and failed ones as kept)', ['queue', 'state'], async (set) => {
      const queues = sources.queues();
      if (!queues) return;
      const counts = await withTimeout(Promise.all(queues.map((queue) => queue.getJobCounts(...JOB_STATES))));
      queues.forEach((queue, index) => {
        for (const state of JOB_STATES) set({ queue: queue.name, state }, counts[index]?.[state] ?? 0);
      });
    }),
    scrapedGauge(
      'petshop_projection_lag_seconds',
      'How long the oldest event a projection has not applied yet has waited; 0 when it is up to date',
      ['projection'],
      async (set) => {
        for (const { name, behindMs } of await lag()) set({ projection: name }, behindMs / 1000);
      },
    ),
    scrapedGauge(
      'petshop_projection_behind_events',
      `Events a projection has not applied yet (counted up to ${LAG_COUNT_CAP})`,
      ['projection'],
      async (set) => {
        for (const { name, behindEvents } of await lag()) set({ projection: name }, behindEvents);
      },
    ),
    scrapedGauge(
      'petshop_events_held_back_seconds',
      "How long the oldest event written has waited, unreadable, for a transaction left open in the shop's database to end; 0 when none waits",
      [],
      async (set) => set({}, (await withTimeout(readEventsHeldBack(sources.pool))).heldForSeconds),
    ),
    scrapedGauge('petshop_open_alerts', 'Alerts staff have not seen resolved, by kind', ['kind'], async (set) => {
      for (const [kind, open] of Object.entries(await withTimeout(openAlertCounts(sources.pool)))) set({ kind }, open);
    }),
    scrapedGauge(
      'petshop_heartbeat_last_timestamp_seconds',
      'Unix time of the last heartbeat of any instance of the API, the worker, the projections runner or the mailer (process_heartbeats)',
      ['component'],
      async (set) => {
        const now = Date.now();
        for (const [component, { lastBeatMs }] of Object.entries(await liveness())) {
          if (lastBeatMs !== null) set({ component }, (now - lastBeatMs) / 1000);
        }
      },
    ),
    scrapedGauge(
      'petshop_heartbeat_instances',
      'Instances of the worker, the projections runner or the mailer that beat within 5 s',
      ['component'],
      async (set) => {
        for (const [component, { instances }] of Object.entries(await liveness())) set({ component }, instances);
      },
    ),
  ];
}
