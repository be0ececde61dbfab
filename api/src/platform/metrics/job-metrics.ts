import { Counter } from 'prom-client';
import { metricsOn, type MetricGroup } from './registry.js';

/** A failed attempt: refused by its command (a Rejection), to be tried again, or failed for good. */
export type JobFailureOutcome = 'refused' | 'retrying' | 'failed';

const completed = new Counter({
  name: 'petshop_jobs_completed_total',
  help: 'Job attempts that completed, by queue and job name',
  labelNames: ['queue', 'job'] as const,
  registers: [],
});
const failures = new Counter({
  name: 'petshop_job_failures_total',
  help: 'Job attempts that failed, by queue, job name and outcome (refused, retrying, failed: for good, kept in the failed list)',
  labelNames: ['queue', 'job', 'outcome'] as const,
  registers: [],
});

/** The worker's: what its job attempts came to. Jobs waiting, active or failed are counted at scrape time instead (queue gauges). */
export const jobMetrics: MetricGroup = { metrics: [completed, failures] };

// Job names are the processors' (a handful); one without a name is an empty label.
export function countJobCompleted(queue: string, job: string | undefined): void {
  if (metricsOn()) completed.labels(queue, job ?? '').inc();
}

export function countJobFailure(queue: string, job: string | undefined, outcome: JobFailureOutcome): void {
  if (metricsOn()) failures.labels(queue, job ?? '', outcome).inc();
}
