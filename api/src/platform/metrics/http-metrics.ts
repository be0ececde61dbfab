import { Counter } from 'prom-client';
import { bucketOf } from './latency-buckets.js';
import { metricsOn, type MetricGroup } from './registry.js';
import { opsLatency, routeLatency, routeLatencyMetric } from './request-latency.js';

/** Requests that matched no route share one label value: a raw URL would make a series per scanner's guess. */
export const UNMATCHED_ROUTE = 'unmatched';

const requests = new Counter({
  name: 'petshop_http_requests_total',
  help: 'HTTP requests answered, by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [],
});

export const httpMetrics: MetricGroup = { metrics: [requests, routeLatencyMetric] };

/** The counter's labelled children by "method route status", made once: a request then costs a Map lookup and an increment. */
const counted = new Map<string, ReturnType<typeof requests.labels>>();

/**
 * Counts and times one answered request; called from the access line (access-log.ts), which every
 * request writes once. Its latency goes in one bucket (latency-buckets.ts), which both the
 * operations page's minutes and /metrics' histogram read: one measurement, two views.
 */
export function recordHttpRequest(method: string, route: string | undefined, status: number, ms: number, now = Date.now()): void {
  const template = route ?? UNMATCHED_ROUTE;
  const bucket = bucketOf(ms);
  opsLatency.add(`${method} ${template}`, bucket, now);
  if (!metricsOn()) return;
  routeLatency.add(method, template, bucket, ms / 1000);
  const key = `${method} ${template} ${status}`;
  let child = counted.get(key);
  if (!child) {
    child = requests.labels(method, template, String(status));
    counted.set(key, child);
  }
  child.inc();
}
