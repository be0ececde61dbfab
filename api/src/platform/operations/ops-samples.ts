import type pg from 'pg';

type Db = Pick<pg.Pool, 'query'>;

/** How long the operations page's own figures are kept. */
export const OPS_RETENTION_DAYS = 2;
/** The row a worker writes first to take a minute's sampling: whoever inserts it samples, the others do not. */
const CLAIM = 'sampler';

export const minuteOf = (time: Date): Date => new Date(time.getTime() - (time.getTime() % 60_000));

/** Takes the minute's sampling for this process: true for the one worker that got there first. */
export async function claimSampleMinute(db: Db, minute: Date): Promise<boolean> {
  const { rowCount } = await db.query(`INSERT INTO ops_samples (minute, name, value) VALUES ($1, $2, 1) ON CONFLICT DO NOTHING`, [minute, CLAIM]);
  return rowCount === 1;
}

/** The minute's gauges; a figure already there for the minute is kept (ON CONFLICT DO NOTHING). */
export async function writeSamples(db: Db, minute: Date, samples: Readonly<Record<string, number>>): Promise<void> {
  const entries = Object.entries(samples).filter(([, value]) => Number.isFinite(value));
  if (!entries.length) return;
  await db.query(
    `INSERT INTO ops_samples (minute, name, value)
     SELECT $1, name, value FROM unnest($2::text[], $3::float8[]) AS s (name, value)
     ON CONFLICT DO NOTHING`,
    [minute, entries.map(([name]) => name), entries.map(([, value]) => value)],
  );
}

/** Drops the operations figures older than the retention. */
export async function pruneOperationsFigures(db: Db): Promise<void> {
  const before = `now() - make_interval(days => ${OPS_RETENTION_DAYS})`;
  await db.query(`DELETE FROM ops_samples WHERE minute < ${before}`);
  await db.query(`DELETE FROM ops_latency_minute WHERE minute < ${before}`);
}

/** The gauges kept per projection or queue, by their name's prefix. */
const PER_NAME = { projectionLagSeconds: 'projection_lag_seconds', queueDepth: 'queue_depth', failedJobs: 'queue_failed' } as const;
export type PerNameGauge = keyof typeof PER_NAME;

/** The names the worker samples under, so the page reads what the worker writes. */
export const sampleName = {
  projectionLagSeconds: (projection: string) => `${PER_NAME.projectionLagSeconds}:${projection}`,
  queueDepth: (queue: string) => `${PER_NAME.queueDepth}:${queue}`,
  failedJobs: (queue: string) => `${PER_NAME.failedJobs}:${queue}`,
  mailsFailing: 'mails_failing',
  claim: CLAIM,
} as const;

/** What a sample's name stands for: a gauge of one projection or queue, or the mails being retried. */
export function parseSampleName(name: string): { gauge: PerNameGauge; of: string } | 'mailsFailing' | null {
  if (name === sampleName.mailsFailing) return 'mailsFailing';
  const colon = name.indexOf(':');
  const gauge = (Object.keys(PER_NAME) as PerNameGauge[]).find((key) => PER_NAME[key] === name.slice(0, colon));
  return colon > 0 && gauge ? { gauge, of: name.slice(colon + 1) } : null;
}
