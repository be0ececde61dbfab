import { Counter, Histogram } from 'prom-client';
import { metricsOn, type MetricGroup } from './registry.js';

/** Requests that matched no route share one label value: a raw URL would make a series per scanner's guess. */
export const UNMATCHED_ROUTE = 'unmatched';

const requests = new Counter({
  name: 'petshop_http_requests_total',
  help: 'HTTP requests answered, by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [],
});

// By method and route only: the status would multiply the buckets' series for little more insight.
const duration = new Histogram({
  name: 'petshop_http_request_duration_seconds',
  help: 'Time from receiving an HTTP request to sending its answer, by method and route template',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [],
});

export const httpMetrics: MetricGroup = { metrics: [requests, duration] };

interface Children {
  count: ReturnType<typeof requests.labels>;
  time: ReturnType<typeof duration.labels>;
}

/**
 * The labelled children by "method route status", made once: a request then costs a Map lookup,
 * an increment and a bucket search, with no label hashing. Routes are the app's templates and
 * statuses a few dozen codes, so the map stays as small as the series.
 */
const children = new Map<string, Children>();

/** Counts one answered request; called from the access line (access-log.ts), which every request writes once. */
export function recordHttpRequest(method: string, route: string | undefined, status: number, seconds: number): void {
  if (!metricsOn()) return;
  const template = route ?? UNMATCHED_ROUTE;
  const key = `${method} ${template} ${status}`;
  let child = children.get(key);
  if (!child) {
    child = { count: requests.labels(method, template, String(status)), time: duration.labels(method, template) };
    children.set(key, child);
  }
  child.count.inc();
  child.time.observe(seconds);
}
