import { Counter } from 'prom-client';
import { metricsOn, type MetricGroup } from './registry.js';

const applied = new Counter({
  name: 'petshop_projection_events_applied_total',
  help: 'Events a projection has applied (with its checkpoint, in one commit), by projection',
  labelNames: ['projection'] as const,
  registers: [],
});

/** The projections runner's. How far each projection trails is read at scrape time by the API (petshop_projection_lag_seconds). */
export const projectionMetrics: MetricGroup = { metrics: [applied] };

export function countProjected(projection: string, events: number): void {
  if (metricsOn()) applied.labels(projection).inc(events);
}
