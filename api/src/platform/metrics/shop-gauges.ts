import type { Queue } from 'bullmq';
import type pg from 'pg';
import { Gauge } from 'prom-client';
import { openAlertCounts } from '../alerts/alerts.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { readEventsHeldBack } from '../event-store/held-transactions.js';
import { readLiveness } from '../heartbeats/heartbeats.js';
import type { AnyMetric } from './registry.js';
import { measureProjectionLag } from '../projections/projection-lag.js';
import { withinMs } from '../time-limit.js';

const READ_TIMEOUT_MS = 2_000;
const LAG_COUNT_CAP = 10_000;
/** As /api/health counts a process alive: a beat within five seconds. */
const HEARTBEAT_STALE_MS = 5_000;
/** A queue's jobs not yet finished: its depth. */
export const WAITING_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children'] as const;
const JOB_STATES = [...WAITING_STATES, 'failed', 'completed'] as const;

export interface ShopGaugeSources {
  pool: pg.Pool;
  store: EventStore;
  /** The job queues, or null while Redis is not ready (a scrape must not wait for a reconnection). */
  queues(): readonly Queue[] | null;
  projections: readonly string[];
  /** How long a read may take before its gauge goes without series (2 s: a scrape must not hang). */
  readTimeoutMs?: number;
  /** Told of a read that failed or timed out (the gauge itself only shows a gap). */
  onReadError?: (gauge: string, error: unknown) => void;
}

const withTimeout = <T>(work: Promise<T>, timeoutMs = READ_TIMEOUT_MS): Promise<T> => withinMs(work, timeoutMs, 'The read');

/** One read shared by the gauges a scrape collects in parallel (lag in seconds and in events), fresh for each scrape. */
function sharedRead<T>(read: () => Promise<T>, timeoutMs: number | undefined): () => Promise<T> {
  let last: { at: number; result: Promise<T> } | undefined;
  return () => {
    if (!last || Date.now() - last.at > 1_000) last = { at: Date.now(), result: withTimeout(read(), timeoutMs) };
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
  onReadError?: ShopGaugeSources['onReadError'],
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
      } catch (error) {
        values.length = 0;
        onReadError?.(name, error);
      }
      this.reset();
      for (const [labels, value] of values) this.set(labels, value);
    },
  });
}

/**
 * The shop's state as a whole, read by the API at scrape time: job queues, projection lag, open
 * alerts, heartbeats, mails being retried. Every API instance reports the same figures (they come
 * from Redis and Postgres); take max() over instances in queries. The worker samples the same
 * gauges into the operations page's minutes (ops-sampler.ts): one reading of each figure.
 */
export function shopGauges(sources: ShopGaugeSources): AnyMetric[] {
  const within = <T>(work: Promise<T>) => withTimeout(work, sources.readTimeoutMs);
  const gauge = <Label extends string>(name: string, help: string, labels: readonly Label[], fill: Parameters<typeof scrapedGauge<Label>>[3]) =>
    scrapedGauge(name, help, labels, fill, sources.onReadError);
  const lag = sharedRead(() => measureProjectionLag(sources.pool, sources.store, sources.projections, LAG_COUNT_CAP), sources.readTimeoutMs);
  const liveness = sharedRead(() => readLiveness(sources.pool, HEARTBEAT_STALE_MS), sources.readTimeoutMs);
  return [
    gauge('petshop_queue_jobs', 'Jobs in each BullMQ queue by state (completed and failed ones as kept)', ['queue', 'state'], async (set) => {
      const queues = sources.queues();
      if (!queues) return;
      const counts = await within(Promise.all(queues.map((queue) => queue.getJobCounts(...JOB_STATES))));
      queues.forEach((queue, index) => {
        for (const state of JOB_STATES) set({ queue: queue.name, state }, counts[index]?.[state] ?? 0);
      });
    }),
    gauge(
      'petshop_projection_lag_seconds',
      'How long the oldest event a projection has not applied yet has waited; 0 when it is up to date',
      ['projection'],
      async (set) => {
        for (const { name, behindMs } of await lag()) set({ projection: name }, behindMs / 1000);
      },
    ),
    gauge('petshop_projection_behind_events', `Events a projection has not applied yet (counted up to ${LAG_COUNT_CAP})`, ['projection'], async (set) => {
      for (const { name, behindEvents } of await lag()) set({ projection: name }, behindEvents);
    }),
    gauge(
      'petshop_events_held_back_seconds',
      "How long the oldest event written has waited, unreadable, for a transaction left open in the shop's database to end; 0 when none waits",
      [],
      async (set) => set({}, (await within(readEventsHeldBack(sources.pool))).heldForSeconds),
    ),
    gauge('petshop_open_alerts', 'Alerts staff have not seen resolved, by kind', ['kind'], async (set) => {
      for (const [kind, open] of Object.entries(await within(openAlertCounts(sources.pool)))) set({ kind }, open);
    }),
    gauge('petshop_mails_failing', 'Mails the outbox is retrying after the SMTP server refused them', [], async (set) => {
      const { rows } = await within(sources.pool.query<{ failing: number }>(`SELECT count(*)::int AS failing FROM mail_outbox WHERE status = 'failed'`));
      set({}, rows[0]?.failing ?? 0);
    }),
    gauge(
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
    gauge('petshop_heartbeat_instances', 'Instances of the worker, the projections runner or the mailer that beat within 5 s', ['component'], async (set) => {
      for (const [component, { instances }] of Object.entries(await liveness())) set({ component }, instances);
    }),
  ];
}

/** A gauge's series as read now: labels and value each. */
export type GaugeReading = { labels: Partial<Record<string, string | number>>; value: number }[];

/** Reads the named gauges of `gauges` now (each its own reads, in parallel); one that failed answers no series. */
export async function readGauges<Name extends string>(gauges: readonly AnyMetric[], names: readonly Name[]): Promise<Record<Name, GaugeReading>> {
  const wanted = gauges.filter((metric) => (names as readonly string[]).includes((metric as unknown as { name: string }).name)) as unknown as Gauge[];
  const read = await Promise.all(
    wanted.map(async (metric) => {
      const { name, values } = await metric.get();
      return [name, values] as const;
    }),
  );
  return Object.fromEntries(names.map((name) => [name, read.find(([found]) => found === name)?.[1] ?? []])) as Record<Name, GaugeReading>;
}
