import { Queue, QueueEvents, type JobsOptions } from 'bullmq';
import type { Config } from '../config.js';

export const PAYMENTS_QUEUE = 'payments';

export type PaymentJobName = 'verify-payment' | 'cancel-unpaid-order' | 'refund' | 'reconcile-payments' | 'retry-owed-refunds';

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

/**
 * The API's side of the job queues: enqueue, and optionally wait for the outcome. Connections open
 * on first use, so the API starts (and reports 503 on /api/health) while Redis is down.
 */
export class Jobs {
  private queues: { payments: Queue; paymentEvents: QueueEvents } | undefined;

  constructor(private readonly config: Config) {}

  private open() {
    const options = { connection: redisConnection(this.config), prefix: this.config.REDIS_PREFIX };
    if (!this.queues) {
      const payments = new Queue(PAYMENTS_QUEUE, { ...options, defaultJobOptions: JOB_DEFAULTS });
      const paymentEvents = new QueueEvents(PAYMENTS_QUEUE, options);
      // Every request waiting for its job listens on both until the job ends: as many listeners as
      // requests in flight, which is not a leak.
      payments.setMaxListeners(0);
      paymentEvents.setMaxListeners(0);
      this.queues = { payments, paymentEvents };
    }
    return this.queues;
  }

  enqueue(name: PaymentJobName, id: string, data: object) {
    return this.open().payments.add(name, data, { jobId: id });
  }

  /** Runs the job in the worker and answers its result, or throws its failure; bounded by `timeoutMs`. */
  async run<T>(name: PaymentJobName, id: string, data: object, timeoutMs: number): Promise<T> {
    const { paymentEvents } = this.open();
    await paymentEvents.waitUntilReady(); // listening before adding, so the completion cannot slip past
    const job = await this.enqueue(name, id, data);
    return (await job.waitUntilFinished(paymentEvents, timeoutMs)) as T;
  }

  async close(): Promise<void> {
    if (!this.queues) return;
    await this.queues.paymentEvents.close();
    await this.queues.payments.close();
  }
}
