import type { OperationsPoint } from '@petshop/contract';
import type pg from 'pg';
import { percentileFromBuckets } from '../../platform/metrics/latency-buckets.js';
import { parseSampleName, sampleName } from '../../platform/operations/ops-samples.js';

type Db = Pick<pg.Pool, 'query'>;

export const CREATE_ROUTE = 'POST /api/orders/create';
export const VERIFY_ROUTE = 'POST /api/orders/verify-payment';

/** The steps a window is cut into: `count` steps of `stepMs` from `from` (UTC). */
export interface Steps {
  readonly from: Date;
  readonly stepMs: number;
  readonly count: number;
}

export const stepsEnd = (steps: Steps) => new Date(steps.from.getTime() + steps.stepMs * steps.count);

/** What the series are drawn for: the projections and queues the worker samples. */
export interface Sampled {
  readonly projections: readonly string[];
  readonly queues: readonly string[];
}

/**
 * The figures of each step, counted when asked from what the shop keeps anyway (orders and their
 * status changes, the mail outbox, alerts) and from the operations rollups (latency histograms,
 * the worker's samples). Counts add up over a step; gauges take the step's highest sample, so a
 * fifteen-minute step shows its worst moment. Latency percentiles come from the step's summed buckets.
 */
export async function operationsSeries(db: Db, steps: Steps, sampled: Sampled): Promise<OperationsPoint[]> {
  const range = [steps.from, stepsEnd(steps), `${steps.stepMs / 1000} seconds`];
  const [placed, outcomes, mails, alerts, latency, samples] = await Promise.all([
    db.query<{ t: number; n: number }>(
      `SELECT ${bin('created_at')} AS t, count(*)::int AS n FROM orders WHERE created_at >= $1 AND created_at < $2 GROUP BY 1`,
      range,
    ),
    db.query<{ t: number; paid: number; failed: number; cancelled: number; revenue: number }>(
      `SELECT ${bin('h.at')} AS t,
              count(*) FILTER (WHERE h.field = 'paymentStatus' AND h."to" = 'paid')::int AS paid,
              count(*) FILTER (WHERE h.field = 'paymentStatus' AND h."to" = 'failed')::int AS failed,
              count(*) FILTER (WHERE h.field = 'orderStatus' AND h."to" = 'cancelled')::int AS cancelled,
              round(coalesce(sum(o.amount_paid) FILTER (WHERE h.field = 'paymentStatus' AND h."to" = 'paid'), 0), 2)::float8 AS revenue
       FROM order_status_history h LEFT JOIN orders o ON o.id = h.order_id
       WHERE h.at >= $1 AND h.at < $2
         AND ((h.field = 'paymentStatus' AND h."to" IN ('paid', 'failed')) OR (h.field = 'orderStatus' AND h."to" = 'cancelled'))
       GROUP BY 1`,
      range,
    ),
    db.query<{ t: number; n: number }>(
      `SELECT ${bin('sent_at')} AS t, count(*)::int AS n FROM mail_outbox WHERE sent_at >= $1 AND sent_at < $2 GROUP BY 1`,
      range,
    ),
    db.query<{ t: number; opened: number; resolved: number }>(
      `SELECT ${bin('at')} AS t, count(*) FILTER (WHERE opened)::int AS opened, count(*) FILTER (WHERE NOT opened)::int AS resolved
       FROM (SELECT first_at AS at, true AS opened FROM alerts WHERE first_at >= $1 AND first_at < $2
             UNION ALL
             SELECT resolved_at, false FROM alerts WHERE resolved_at >= $1 AND resolved_at < $2) changes
       GROUP BY 1`,
      range,
    ),
    db.query<{ t: number; route: string; bucket: number; n: number }>(
      `SELECT ${bin('minute')} AS t, route, bucket, sum(count)::float8 AS n
       FROM ops_latency_minute WHERE minute >= $1 AND minute < $2 GROUP BY 1, 2, 3`,
      range,
    ),
    db.query<{ t: number; name: string; value: number }>(
      `SELECT ${bin('minute')} AS t, name, max(value) AS value FROM ops_samples WHERE minute >= $1 AND minute < $2 AND name <> $4 GROUP BY 1, 2`,
      [...range, sampleName.claim],
    ),
  ]);

  const points = Array.from({ length: steps.count }, (_, index) => emptyPoint(new Date(steps.from.getTime() + index * steps.stepMs), sampled));
  const pointAt = (t: number) => points[Math.round((t * 1000 - steps.from.getTime()) / steps.stepMs)];
  for (const row of placed.rows) withPoint(pointAt(row.t), (point) => (point.checkouts = row.n));
  for (const row of outcomes.rows)
    withPoint(pointAt(row.t), (point) => Object.assign(point, { paid: row.paid, failed: row.failed, cancelled: row.cancelled, revenue: row.revenue }));
  for (const row of mails.rows) withPoint(pointAt(row.t), (point) => (point.mailsSent = row.n));
  for (const row of alerts.rows) withPoint(pointAt(row.t), (point) => Object.assign(point, { alertsOpened: row.opened, alertsResolved: row.resolved }));
  addLatency(points, latency.rows, pointAt);
  for (const row of samples.rows) withPoint(pointAt(row.t), (point) => addSample(point, row.name, row.value));
  return points;
}

/** The step a time falls in, as epoch seconds of the step's start (steps start at $1, are $3 long). */
const bin = (column: string) => `extract(epoch FROM date_bin($3::interval, ${column}, $1::timestamptz))::float8`;

function withPoint(point: OperationsPoint | undefined, change: (point: OperationsPoint) => void): void {
  if (point) change(point);
}

function emptyPoint(at: Date, { projections, queues }: Sampled): OperationsPoint {
  const unsampled = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, null]));
  return {
    at: at.toISOString(),
    checkouts: 0,
    revenue: 0,
    paid: 0,
    failed: 0,
    cancelled: 0,
    createP50Ms: null,
    createP99Ms: null,
    createRequests: 0,
    verifyP50Ms: null,
    verifyP99Ms: null,
    verifyRequests: 0,
    projectionLagSeconds: unsampled(projections),
    queueDepth: unsampled(queues),
    failedJobs: unsampled(queues),
    mailsSent: 0,
    mailsFailing: null,
    alertsOpened: 0,
    alertsResolved: 0,
  };
}

function addLatency(
  points: OperationsPoint[],
  rows: { t: number; route: string; bucket: number; n: number }[],
  pointAt: (t: number) => OperationsPoint | undefined,
) {
  const histograms = new Map<OperationsPoint, Map<string, Map<number, number>>>();
  for (const row of rows) {
    const point = pointAt(row.t);
    if (!point) continue;
    const byRoute = histograms.get(point) ?? new Map<string, Map<number, number>>();
    histograms.set(point, byRoute);
    const buckets = byRoute.get(row.route) ?? new Map<number, number>();
    byRoute.set(row.route, buckets);
    buckets.set(row.bucket, (buckets.get(row.bucket) ?? 0) + row.n);
  }
  for (const point of points) {
    const byRoute = histograms.get(point);
    if (!byRoute) continue;
    const create = byRoute.get(CREATE_ROUTE) ?? new Map<number, number>();
    const verify = byRoute.get(VERIFY_ROUTE) ?? new Map<number, number>();
    Object.assign(point, {
      createP50Ms: rounded(percentileFromBuckets(create, 0.5)),
      createP99Ms: rounded(percentileFromBuckets(create, 0.99)),
      createRequests: total(create),
      verifyP50Ms: rounded(percentileFromBuckets(verify, 0.5)),
      verifyP99Ms: rounded(percentileFromBuckets(verify, 0.99)),
      verifyRequests: total(verify),
    });
  }
}

const total = (buckets: Map<number, number>) => [...buckets.values()].reduce((sum, count) => sum + count, 0);
const rounded = (ms: number | null) => (ms === null ? null : Math.round(ms * 10) / 10);

/** A sample by its name (see sampleName): projection lag and queue figures go under their projection or queue. */
function addSample(point: OperationsPoint, name: string, value: number): void {
  const parsed = parseSampleName(name);
  if (parsed === 'mailsFailing') point.mailsFailing = value;
  else if (parsed) point[parsed.gauge][parsed.of] = value;
}
