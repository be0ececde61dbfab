import { z } from 'zod';

// `GET /api/admin/operations` (admins): how the shop has been doing over the last hour or day, from
// figures it keeps itself (per-minute rollups in Postgres), and how it is doing now, each figure
// judged by the server against its bounds so the console only colours what it is told.

export const operationsWindowSchema = z.enum(['hour', 'day']).describe('hour: 60 one-minute steps; day: 96 fifteen-minute steps');
export type OperationsWindow = z.infer<typeof operationsWindowSchema>;

export const operationsQuery = z.object({ window: operationsWindowSchema.default('hour') });

const count = z.number().int();
const byName = (what: string) => z.record(z.string(), z.number().nullable()).describe(`${what}; null where no sample was taken in the step`);
const milliseconds = (what: string) => z.number().nullable().describe(`${what} in ms, read from the latency buckets (within 19%); null without requests`);

/** One step of the window: counts are what happened in it, gauges the highest sample taken in it. */
export const operationsPointSchema = z.object({
  at: z.iso.datetime().describe('Start of the step, UTC'),
  checkouts: count.describe('Orders placed'),
  revenue: z.number().describe('Rupees captured by the payments that went through in the step'),
  paid: count.describe('Orders whose payment went through'),
  failed: count.describe('Payment attempts the provider declined'),
  cancelled: count.describe('Orders cancelled (unpaid ones given up, by staff, …)'),
  createP50Ms: milliseconds('Median answer time of POST /api/orders/create'),
  createP99Ms: milliseconds('99th percentile of POST /api/orders/create'),
  createRequests: count,
  verifyP50Ms: milliseconds('Median answer time of POST /api/orders/verify-payment'),
  verifyP99Ms: milliseconds('99th percentile of POST /api/orders/verify-payment'),
  verifyRequests: count,
  projectionLagSeconds: byName('Per projection: how long its oldest unapplied event had waited, in seconds'),
  queueDepth: byName('Per job queue: jobs waiting, delayed or running'),
  failedJobs: byName('Per job queue: jobs kept after failing their last attempt'),
  mailsSent: count.describe('Mails the SMTP server took'),
  mailsFailing: z.number().nullable().describe('Mails refused and waiting for another attempt; null where no sample was taken'),
  alertsOpened: count.describe('Alerts raised for the first time'),
  alertsResolved: count,
});
export type OperationsPoint = z.infer<typeof operationsPointSchema>;

export const operationsStatusSchema = z.enum(['ok', 'warn', 'bad']);
export type OperationsStatus = z.infer<typeof operationsStatusSchema>;

/** A figure as it stands now, with the bounds it is judged by (a figure without bounds is always ok). */
export const operationsCurrentSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number().nullable().describe('Null when unknown (no sample lately) or when nothing was measured (no requests)'),
  unit: z.enum(['count', 'rupees', 'ms', 'seconds']),
  over: z.string().describe("What the value covers: 'last 15 minutes', 'latest sample' or 'now'"),
  warnAt: z.number().nullable().describe('The value is warn from here up'),
  badAt: z.number().nullable().describe('The value is bad from here up'),
  status: operationsStatusSchema,
  note: z.string().nullable().describe('Why the value is null, or what it sums'),
});
export type OperationsCurrent = z.infer<typeof operationsCurrentSchema>;

export const operationsSchema = z.object({
  window: operationsWindowSchema,
  stepSeconds: z.number().int(),
  from: z.iso.datetime(),
  to: z.iso.datetime().describe('End of the last step (exclusive); the last step is still running'),
  projections: z.array(z.string()),
  queues: z.array(z.string()),
  points: z.array(operationsPointSchema),
  current: z.array(operationsCurrentSchema),
});
export type Operations = z.infer<typeof operationsSchema>;
