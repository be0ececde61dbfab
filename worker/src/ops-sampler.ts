import type { Queue } from 'bullmq';
import {
  claimSampleMinute,
  type EventStore,
  type Logger,
  measureProjectionLag,
  minuteOf,
  type Periodic,
  type Pool,
  pruneOperationsFigures,
  runPeriodically,
  sampleName,
  writeSamples,
} from '@petshop/api/platform';

// Counting is a read of $all on EventStoreDB: past this many, "at least" is all the page needs.
const LAG_COUNT_CAP = 10_000;
// Redis or the event store away must not hold the other figures: each part gives up after this.
const PART_TIMEOUT_MS = 5_000;
const SAMPLE_EVERY_MS = 10_000;
/** A queue's depth: every job not yet finished. */
const WAITING_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children'] as const;

export interface OpsSamplerParts {
  pool: Pool;
  store: EventStore;
  queues: readonly Queue[];
  projections: readonly string[];
  logger: Logger;
  /** How long a part (Redis, the event store) may take before the minute goes without its figures. */
  partTimeoutMs?: number;
}

/**
 * Samples the operations page's gauges for the minute `now` falls in (projection lag, queue depths
 * and failed jobs, mails being retried) and prunes figures past their two days: only in the worker
 * that claims the minute first, so two workers never count twice. Answers whether this one did. A
 * part that does not answer (Redis away) is left out; the page shows a gap.
 */
export async function sampleMinute(parts: OpsSamplerParts, now = new Date()): Promise<boolean> {
  const minute = minuteOf(now);
  if (!(await claimSampleMinute(parts.pool, minute))) return false;
  const samples: Record<string, number> = {};
  const timeoutMs = parts.partTimeoutMs ?? PART_TIMEOUT_MS;
  const [lag, queues, mails] = await Promise.allSettled([
    within(timeoutMs, measureProjectionLag(parts.pool, parts.store, parts.projections, LAG_COUNT_CAP)),
    within(timeoutMs, Promise.all(parts.queues.map(async (queue) => ({ name: queue.name, counts: await queue.getJobCounts(...WAITING_STATES, 'failed') })))),
    within(timeoutMs, parts.pool.query<{ failing: number }>(`SELECT count(*)::int AS failing FROM mail_outbox WHERE status = 'failed'`)),
  ]);
  if (lag.status === 'fulfilled') {
    for (const projection of lag.value) samples[sampleName.projectionLagSeconds(projection.name)] = projection.behindMs / 1000;
  }
  if (queues.status === 'fulfilled') {
    for (const { name, counts } of queues.value) {
      samples[sampleName.queueDepth(name)] = WAITING_STATES.reduce((sum, state) => sum + (counts[state] ?? 0), 0);
      samples[sampleName.failedJobs(name)] = counts.failed ?? 0;
    }
  }
  if (mails.status === 'fulfilled') samples[sampleName.mailsFailing] = mails.value.rows[0]?.failing ?? 0;
  for (const failed of [lag, queues, mails]) {
    if (failed.status === 'rejected') parts.logger.warn({ err: failed.reason }, 'an operations figure could not be sampled');
  }
  await writeSamples(parts.pool, minute, samples);
  await pruneOperationsFigures(parts.pool);
  return true;
}

/** Tries every few seconds, so a minute is sampled near its start; once a minute is taken (here or elsewhere) it waits for the next. */
export function startOpsSampler(parts: OpsSamplerParts, everyMs = SAMPLE_EVERY_MS): Periodic {
  let done = 0;
  return runPeriodically(
    async () => {
      const minute = minuteOf(new Date()).getTime();
      if (minute === done) return;
      await sampleMinute(parts);
      done = minute;
    },
    everyMs,
    // Postgres away: tried again at the next round.
    (error) => parts.logger.warn({ err: error }, 'operations figures could not be sampled'),
  );
}

function within<T>(timeoutMs: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
