import type { Queue } from 'bullmq';
import {
  claimSampleMinute,
  type EventStore,
  type Logger,
  minuteOf,
  type Periodic,
  type Pool,
  pruneOperationsFigures,
  readGauges,
  runPeriodically,
  sampleName,
  shopGauges,
  WAITING_STATES,
  writeSamples,
} from '@petshop/api/platform';

// Redis or the event store away must not hold the other figures: each part gives up after this.
const PART_TIMEOUT_MS = 5_000;
const SAMPLE_EVERY_MS = 10_000;
const SAMPLED = ['petshop_projection_lag_seconds', 'petshop_queue_jobs', 'petshop_mails_failing'] as const;

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
 * that claims the minute first, so two workers never count twice. Answers whether this one did. The
 * figures are /metrics' own gauges (shopGauges), read once: a part that does not answer (Redis
 * away) is left out, and the page shows a gap.
 */
export async function sampleMinute(parts: OpsSamplerParts, now = new Date()): Promise<boolean> {
  const minute = minuteOf(now);
  if (!(await claimSampleMinute(parts.pool, minute))) return false;
  const gauges = shopGauges({
    ...parts,
    queues: () => parts.queues,
    readTimeoutMs: parts.partTimeoutMs ?? PART_TIMEOUT_MS,
    onReadError: (gauge, error) => parts.logger.warn({ err: error, gauge }, 'an operations figure could not be sampled'),
  });
  const read = await readGauges(gauges, SAMPLED);
  const samples: Record<string, number> = {};
  for (const { labels, value } of read.petshop_projection_lag_seconds) samples[sampleName.projectionLagSeconds(String(labels.projection))] = value;
  for (const { labels, value } of read.petshop_queue_jobs) {
    const queue = String(labels.queue);
    if (labels.state === 'failed') samples[sampleName.failedJobs(queue)] = value;
    else if ((WAITING_STATES as readonly unknown[]).includes(labels.state))
      samples[sampleName.queueDepth(queue)] = (samples[sampleName.queueDepth(queue)] ?? 0) + value;
  }
  for (const { value } of read.petshop_mails_failing) samples[sampleName.mailsFailing] = value;
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
