import { hostname } from 'node:os';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { NewEvent } from '../event-store/event-store.port.js';

/** The processes that keep metrics (the sandbox and the dev mailbox are not the shop's). */
export type MetricsProcess = 'api' | 'worker' | 'projections' | 'mailer';

/** What `Registry.registerMetric` takes: any prom-client metric. */
export type AnyMetric = Parameters<Registry['registerMetric']>[0];

/** Called with what a successful append stored: events counted by what they mean (checkouts placed, refunds made). */
export type AppendObserver = (streamId: string, events: readonly NewEvent[]) => void;

/** Metrics that belong together (a context's, a part of the platform's), turned on together. */
export interface MetricGroup {
  readonly metrics: readonly AnyMetric[];
  readonly observeAppends?: AppendObserver;
}

/**
 * This process's metrics: one registry per process, each series labelled with the process
 * (`process="worker"`) and its instance (`process_instance="host:pid"`), so that the API can serve
 * the worker's and the projections runner's series beside its own. `process_instance` rather than
 * `instance`: Prometheus sets `instance` to the address it scraped, which is the API's for all three.
 */
export const registry = new Registry();

const state: { on: boolean; process: MetricsProcess | undefined; labels: Record<string, string> } = { on: false, process: undefined, labels: {} };
/** The metrics read at scrape time (queue depths, lag, alerts: the shop's, read alike by any API instance). */
const scrapeTime = new Set<string>();
const appendObservers = new Set<AppendObserver>();

/** Whether this process keeps metrics: the hot paths' instruments do nothing until it does. */
export const metricsOn = (): boolean => state.on;

/**
 * Turns metrics on for this process (METRICS_TOKEN is set): the default labels, prom-client's
 * process metrics (CPU, memory, event loop, GC), and the groups this process records. Once per
 * process; a later call (a second app in one test) only adds groups.
 */
export function enableMetrics(process: MetricsProcess, groups: readonly MetricGroup[]): void {
  if (state.process && state.process !== process) throw new Error(`Metrics are already on for ${state.process}, not ${process}`);
  if (!state.on) {
    state.labels = { process, process_instance: `${hostname()}:${globalThis.process.pid}` };
    registry.setDefaultLabels(state.labels);
    collectDefaultMetrics({ register: registry });
    state.on = true;
    state.process = process;
  }
  for (const group of groups) {
    for (const metric of group.metrics) registry.registerMetric(metric);
    if (group.observeAppends) appendObservers.add(group.observeAppends);
  }
}

/** Registers a metric read at scrape time, in place of any other of its name (a second app in one test process makes its gauges anew). */
export function replaceMetric(metric: AnyMetric): void {
  const { name } = metric as unknown as { name: string };
  registry.removeSingleMetric(name);
  registry.registerMetric(metric);
  scrapeTime.add(name);
}

/** This process's own series as prom-client's JSON: the registry without what is read at scrape time, which the scraped process reads itself. */
export function ownMetricsAsJSON(): ReturnType<Registry['getMetricsAsJSON']> {
  const own = new Registry();
  own.setDefaultLabels(state.labels);
  for (const metric of registry.getMetricsAsArray()) if (!scrapeTime.has(metric.name)) own.registerMetric(metric as unknown as AnyMetric);
  return own.getMetricsAsJSON();
}

/** Tells the groups' observers what an append stored; an observer's mistake never fails the append. */
export function observeAppended(streamId: string, events: readonly NewEvent[]): void {
  for (const observe of appendObservers) {
    try {
      observe(streamId, events);
    } catch {
      // A metric is not worth a failed command.
    }
  }
}
