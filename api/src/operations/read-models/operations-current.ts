import type { OperationsCurrent, OperationsPoint, OperationsStatus } from '@petshop/contract';
import type pg from 'pg';
import { PROJECTION_STALL_MS } from '../../platform/projections/projection-lag.js';
import { minuteOf, parseSampleName } from '../../platform/operations/ops-samples.js';
import { operationsSeries, type Sampled } from './operations-series.js';

type Db = Pick<pg.Pool, 'query'>;

const MINUTE_MS = 60_000;
/** Rates and percentiles "now" are those of the last 15 minutes, the current one included. */
const RECENT_MINUTES = 15;
/** The worker samples every minute: a gauge older than this is unknown, and says so. */
const SAMPLE_FRESH_MINUTES = 3;

/** What the figures now are read from. */
interface Now {
  recent: OperationsPoint;
  /** The latest fresh sample of each gauge, summed over queues, worst over projections; null when none is fresh. */
  projectionLag: { seconds: number; projection: string } | null;
  queueDepth: number | null;
  failedJobs: number | null;
  mailsFailing: number;
  openAlerts: number;
}

interface Figure {
  key: string;
  label: string;
  unit: OperationsCurrent['unit'];
  over: 'last 15 minutes' | 'latest sample' | 'now';
  /** From these values up the figure is warn, bad; null: never. */
  warnAt: number | null;
  badAt: number | null;
  read(now: Now): { value: number | null; note?: string };
  /** A null value: nothing happened (ok), or nobody knows (warn). */
  whenNull?: { status: OperationsStatus; note: string };
}

const NO_REQUESTS = { status: 'ok', note: 'No requests in the last 15 minutes' } as const;
const NO_SAMPLE = { status: 'warn', note: `No sample from the worker in the last ${SAMPLE_FRESH_MINUTES} minutes: is it running?` } as const;

/**
 * Every figure's bounds, in one place: the console colours what the status says and decides
 * nothing itself. The latency bounds leave room for a busy 2-core machine (a lone checkout's create
 * took 300 to 450 ms in the browser tests while other suites ran); the projection's bad bound is
 * /api/health's stall.
 */
export const FIGURES: readonly Figure[] = [
  {
    key: 'checkouts',
    label: 'Checkouts placed',
    unit: 'count',
    over: 'last 15 minutes',
    warnAt: null,
    badAt: null,
    read: (n) => ({ value: n.recent.checkouts }),
  },
  { key: 'revenue', label: 'Revenue', unit: 'rupees', over: 'last 15 minutes', warnAt: null, badAt: null, read: (n) => ({ value: n.recent.revenue }) },
  { key: 'paid', label: 'Payments through', unit: 'count', over: 'last 15 minutes', warnAt: null, badAt: null, read: (n) => ({ value: n.recent.paid }) },
  { key: 'failed', label: 'Payments declined', unit: 'count', over: 'last 15 minutes', warnAt: 3, badAt: 10, read: (n) => ({ value: n.recent.failed }) },
  {
    key: 'cancelled',
    label: 'Orders cancelled',
    unit: 'count',
    over: 'last 15 minutes',
    warnAt: null,
    badAt: null,
    read: (n) => ({ value: n.recent.cancelled }),
  },
  ...latency('create', 'Place order', { p50: [500, 1500], p99: [1500, 5000] }),
  ...latency('verify', 'Verify payment', { p50: [1000, 3000], p99: [3000, 8000] }),
  {
    key: 'projectionLagSeconds',
    label: 'Projection lag (worst)',
    unit: 'seconds',
    over: 'latest sample',
    warnAt: 5,
    badAt: PROJECTION_STALL_MS / 1000,
    read: ({ projectionLag }) => ({ value: projectionLag?.seconds ?? null, note: projectionLag?.seconds ? `Worst: ${projectionLag.projection}` : undefined }),
    whenNull: NO_SAMPLE,
  },
  {
    key: 'queueDepth',
    label: 'Jobs waiting',
    unit: 'count',
    over: 'latest sample',
    warnAt: 100,
    badAt: 1000,
    read: (n) => ({ value: n.queueDepth, note: 'Waiting, delayed or running, all queues' }),
    whenNull: NO_SAMPLE,
  },
  {
    key: 'failedJobs',
    label: 'Failed jobs',
    unit: 'count',
    over: 'latest sample',
    warnAt: 1,
    badAt: 10,
    read: (n) => ({ value: n.failedJobs, note: 'Kept after their last attempt, all queues' }),
    whenNull: NO_SAMPLE,
  },
  { key: 'mailsSent', label: 'Mails sent', unit: 'count', over: 'last 15 minutes', warnAt: null, badAt: null, read: (n) => ({ value: n.recent.mailsSent }) },
  { key: 'mailsFailing', label: 'Mails being retried', unit: 'count', over: 'now', warnAt: 1, badAt: 10, read: (n) => ({ value: n.mailsFailing }) },
  { key: 'openAlerts', label: 'Open alerts', unit: 'count', over: 'now', warnAt: 1, badAt: 5, read: (n) => ({ value: n.openAlerts }) },
];

function latency(route: 'create' | 'verify', label: string, bounds: { p50: [number, number]; p99: [number, number] }): Figure[] {
  return (['p50', 'p99'] as const).map((percentile) => {
    const key = `${route}${percentile === 'p50' ? 'P50' : 'P99'}Ms` as const;
    return {
      key,
      label: `${label} ${percentile}`,
      unit: 'ms',
      over: 'last 15 minutes',
      warnAt: bounds[percentile][0],
      badAt: bounds[percentile][1],
      read: (n: Now) => ({ value: n.recent[key] }),
      whenNull: NO_REQUESTS,
    };
  });
}

/** The one colour rule: bad from `badAt` up, warn from `warnAt` up, else ok. */
export function statusOf(value: number, warnAt: number | null, badAt: number | null): OperationsStatus {
  if (badAt !== null && value >= badAt) return 'bad';
  if (warnAt !== null && value >= warnAt) return 'warn';
  return 'ok';
}

/** Each figure as it stands at `now`, judged by its bounds. */
export async function operationsNow(db: Db, now: Date, sampled: Sampled): Promise<OperationsCurrent[]> {
  const thisMinute = minuteOf(now).getTime();
  const recentSteps = { from: new Date(thisMinute - (RECENT_MINUTES - 1) * MINUTE_MS), stepMs: RECENT_MINUTES * MINUTE_MS, count: 1 };
  const [[recent], gauges, live] = await Promise.all([
    operationsSeries(db, recentSteps, sampled),
    db.query<{ name: string; value: number }>(`SELECT DISTINCT ON (name) name, value FROM ops_samples WHERE minute >= $1 ORDER BY name, minute DESC`, [
      new Date(thisMinute - (SAMPLE_FRESH_MINUTES - 1) * MINUTE_MS),
    ]),
    db.query<{ mails_failing: number; open_alerts: number }>(
      `SELECT (SELECT count(*) FROM mail_outbox WHERE status = 'failed')::int AS mails_failing,
              (SELECT count(*) FROM alerts WHERE resolved_at IS NULL)::int AS open_alerts`,
    ),
  ]);
  const state: Now = {
    recent: recent!,
    projectionLag: null,
    queueDepth: null,
    failedJobs: null,
    mailsFailing: live.rows[0]!.mails_failing,
    openAlerts: live.rows[0]!.open_alerts,
  };
  for (const { name, value } of gauges.rows) {
    const sample = parseSampleName(name);
    if (sample === null || sample === 'mailsFailing') continue;
    if (sample.gauge === 'projectionLagSeconds') {
      if (!state.projectionLag || value > state.projectionLag.seconds) state.projectionLag = { seconds: value, projection: sample.of };
    } else state[sample.gauge] = (state[sample.gauge] ?? 0) + value;
  }
  return FIGURES.map((figure) => {
    const { value, note } = figure.read(state);
    const whenNull = figure.whenNull ?? { status: 'ok', note: null };
    return {
      key: figure.key,
      label: figure.label,
      value,
      unit: figure.unit,
      over: figure.over,
      warnAt: figure.warnAt,
      badAt: figure.badAt,
      status: value === null ? whenNull.status : statusOf(value, figure.warnAt, figure.badAt),
      note: value === null ? whenNull.note : (note ?? null),
    };
  });
}
