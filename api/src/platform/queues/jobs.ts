import { Queue, QueueEvents, type JobsOptions } from 'bullmq';
import type { Config } from '../config.js';

export const PAYMENTS_QUEUE = 'payments';

export type PaymentJobName = 'verify-payment' | 'cancel-unpaid-order';

/** Job ids name what a job is about (BullMQ refuses ':' in them), so a repeat finds the first run. */
export const jobId = (...parts: string[]) => parts.join('-');

/**
 * Every job is retried with exponential backoff, and kept a day once done so that the same job id
 * (built from what the job is about) finds the first run's result instead of running twice. Jobs
 * that keep failing stay in the failed list, where staff see them in Bull Board.
 */
export const JOB_DEFAULTS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 500 },
  removeOnComplete: { age: 86_400 },
  removeOnFail: { age: 7 * 86_400 },
};

export function redisConnection(config: Config) {
  return { url: config.REDIS_URL, maxRetriesPerRequest: null };
}

/** The API's side of the job queues: enqueue, and optionally wait for the outcome. */
export class Jobs {
  readonly payments: Queue;
  private readonly paymentEvents: QueueEvents;

  constructor(config: Config) {
    const options = { connection: redisConnection(config), prefix: config.REDIS_PREFIX };
    this.payments = new Queue(PAYMENTS_QUEUE, { ...options, defaultJobOptions: JOB_DEFAULTS });
    this.paymentEvents = new QueueEvents(PAYMENTS_QUEUE, options);
  }

  async start(): Promise<void> {
    await this.paymentEvents.waitUntilReady();
  }

  enqueue(name: PaymentJobName, jobId: string, data: object) {
    return this.payments.add(name, data, { jobId });
  }

  /** Runs the job in the worker and answers its result, or throws its failure; bounded by `timeoutMs`. */
  async run<T>(name: PaymentJobName, jobId: string, data: object, timeoutMs: number): Promise<T> {
    const job = await this.enqueue(name, jobId, data);
    return (await job.waitUntilFinished(this.paymentEvents, timeoutMs)) as T;
  }

  async close(): Promise<void> {
    await this.paymentEvents.close();
    await this.payments.close();
  }
}
