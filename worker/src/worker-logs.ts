import type { Job } from 'bullmq';
import { countJobFailure, fromJobFailure, type Logger, Rejection } from '@petshop/api/platform';

/**
 * The line a failed job attempt writes. A refusal (a Rejection: the job's command said no) and an
 * attempt that BullMQ will try again (the payment provider not answering for a moment) are
 * warnings without a stack: they are expected, and a retry would repeat the stack five times. Only
 * a job that failed for good, for a reason nobody expected, is an error with its stack. Each is
 * counted for /metrics here too, once per failed attempt, by what it came to.
 */
export function logJobFailure(logger: Logger, queue: string, job: Job | undefined, error: Error): void {
  const fields = { queue, job: job?.name, jobId: job?.id, attempts: job?.attemptsMade };
  const refusal = fromJobFailure(error);
  if (refusal instanceof Rejection) {
    countJobFailure(queue, job?.name, 'refused');
    logger.warn({ ...fields, refusal: refusal.message }, 'job refused');
  } else if (willBeRetried(job, error)) {
    countJobFailure(queue, job?.name, 'retrying');
    logger.warn({ ...fields, reason: reasonOf(error) }, 'job failed; it will be tried again');
  } else {
    countJobFailure(queue, job?.name, 'failed');
    logger.error({ ...fields, err: error }, 'job failed');
  }
}

/** What went wrong, in words: Razorpay's SDK rejects with a plain object (`{statusCode, error}`), which has no message. */
const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : (JSON.stringify(error) ?? String(error)));

// BullMQ counts the failed attempt before it emits 'failed', and never retries an UnrecoverableError.
const willBeRetried = (job: Job | undefined, error: Error) =>
  job !== undefined && error.name !== 'UnrecoverableError' && job.attemptsMade < (job.opts.attempts ?? 1);

const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE']);
/** While Redis is down, ioredis reports each reconnection attempt (two a second): one line in this many ms says it. */
export const UNREACHABLE_LOG_EVERY_MS = 60_000;

/**
 * The worker's 'error' handler. Redis out of reach is expected (it comes back, ioredis reconnects,
 * /api/health shows it red meanwhile): a warning without a stack, at most once a minute with the
 * count of attempts since. Anything else is an error with its stack.
 */
export function workerErrorLog(logger: Logger, queue: string, now: () => number = Date.now): (error: Error) => void {
  let lastSaid = Number.NEGATIVE_INFINITY;
  let attempts = 0;
  return (error) => {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== 'string' || !UNREACHABLE.has(code)) return logger.error({ queue, err: error }, 'worker error');
    attempts += 1;
    if (now() - lastSaid < UNREACHABLE_LOG_EVERY_MS) return;
    logger.warn({ queue, code, reason: error.message, attempts }, 'worker cannot reach Redis; reconnecting');
    lastSaid = now();
    attempts = 0;
  };
}
