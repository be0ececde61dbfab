import type { EventEmitter } from 'node:events';
import { Queue, QueueEvents, type JobsOptions } from 'bullmq';
import type { Config } from '../config.js';

export const PAYMENTS_QUEUE = 'payments';

/** Jobs staff start from the console that are no part of a checkout: the read-model check. */
export const OPERATIONS_QUEUE = 'operations';

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

/**
 * The id of the last entry on a queue's events stream ('0-0' while it has none): where a new reader
 * starts, so that it hears every event after it, however late its first read goes out.
 */
const LAST_EVENT_ID = {
  numberOfKeys: 1,
  lua: "local last = redis.call('XREVRANGE', KEYS[1], '+', '-', 'COUNT', 1) if last[1] then return last[1][1] end return '0-0'",
  readOnly: true,
};

export function redisConnection(config: Config) {
  return { url: config.REDIS_URL, maxRetriesPerRequest: null };
}

/**
 * The API's side of the job queues: enqueue, and optionally wait for the outcome. Connections open
 * on first use, so the API starts (and reports 503 on /api/health) while Redis is down.
 */
export class Jobs {
  private queue: Queue | undefined;
  private events: Promise<QueueEvents> | undefined;
  private eventsReader: QueueEvents | undefined;

  constructor(private readonly config: Config) {}

  private options() {
    return { connection: redisConnection(this.config), prefix: this.config.REDIS_PREFIX };
  }

  private payments(): Queue {
    if (!this.queue) {
      this.queue = new Queue(PAYMENTS_QUEUE, { ...this.options(), defaultJobOptions: JOB_DEFAULTS });
      // Every request waiting for its job listens until the job ends: as many listeners as requests
      // in flight, which is not a leak.
      this.queue.setMaxListeners(0);
    }
    return this.queue;
  }

  /**
   * Job outcomes, opened only by a process that waits for them (the API): the worker never does.
   * The reader starts from the events stream as it stood before this process added any job, not
   * from whatever is last when its first read reaches Redis: on a busy machine that read can go out
   * after the first job has already ended, and a reader starting at '$' would never hear it.
   */
  private paymentEvents(): Promise<QueueEvents> {
    this.events ??= this.openPaymentEvents().catch((error) => {
      this.events = undefined;
      throw error;
    });
    return this.events;
  }

  private async openPaymentEvents(): Promise<QueueEvents> {
    const queue = this.payments();
    const client = await queue.getBackend().client;
    client.defineCommand('petshopLastEventId', LAST_EVENT_ID);
    const lastEventId: string = await client.runCommand('petshopLastEventId', [queue.keys.events]);
    const events = new QueueEvents(PAYMENTS_QUEUE, { ...this.options(), lastEventId });
    this.eventsReader = events;
    events.setMaxListeners(0);
    await events.waitUntilReady();
    return events;
  }

  enqueue(name: PaymentJobName, id: string, data: object) {
    return this.payments().add(name, data, { jobId: id });
  }

  /** Adds the job when Redis has none of that id (none waiting, running, or kept after it ended); answers whether it did. */
  async ensure(name: PaymentJobName, id: string, data: object): Promise<boolean> {
    if (await this.payments().getJob(id)) return false;
    await this.enqueue(name, id, data);
    return true;
  }

  /**
   * Queues the job again: a finished one (failed after its attempts, or done) runs afresh with
   * its attempts reset, a missing one is added; one already waiting or running is left alone.
   */
  async requeue(name: PaymentJobName, id: string, data: object): Promise<'queued' | 'running'> {
    const job = await this.payments().getJob(id);
    if (!job) {
      await this.enqueue(name, id, data);
      return 'queued';
    }
    const state = await job.getState();
    if (state !== 'failed' && state !== 'completed') return 'running';
    await job.retry(state, { resetAttemptsMade: true, resetAttemptsStarted: true });
    return 'queued';
  }

  /**
   * Runs the job in the worker and answers its result, or throws its failure; bounded by `timeoutMs`.
   * Its end is heard on the queue's events, listened to before the job is added and read from
   * before the process added any (see paymentEvents), so a job this call adds cannot end unheard. Only a job of this id that was there already (a repeat, kept a day) may
   * have ended before: Redis says so on the events (`duplicated`), and only then is the job asked.
   */
  async run<T>(name: PaymentJobName, id: string, data: object, timeoutMs: number): Promise<T> {
    const events = await this.paymentEvents();
    // Per-job events (`completed:<id>`) and the queue's closing are emitted but not typed by BullMQ.
    const heard = events as EventEmitter;
    const queue = this.payments() as EventEmitter;
    const deadline = Date.now() + timeoutMs;
    const stops: (() => void)[] = [];
    const on = (event: string, listener: (args: { returnvalue?: unknown; failedReason?: string }) => void) => {
      heard.on(event, listener);
      stops.push(() => heard.off(event, listener));
    };
    try {
      return await new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`The ${name} job ${id} did not finish within ${timeoutMs} ms`)), timeoutMs);
        stops.push(() => clearTimeout(timer));
        const closing = () => reject(new Error(`The ${name} job ${id} was waited for as the queue closed`));
        queue.once('closing', closing);
        stops.push(() => queue.off('closing', closing));
        on(`completed:${id}`, ({ returnvalue }) => resolve(returnvalue as T));
        on(`failed:${id}`, ({ failedReason }) => reject(new Error(failedReason)));
        const added = this.enqueue(name, id, data);
        added.catch(reject);
        on(`duplicated:${id}`, () => {
          added.then((job) => job.waitUntilFinished(events, Math.max(1, deadline - Date.now()))).then(resolve, reject);
        });
      });
    } finally {
      for (const stop of stops) stop();
    }
  }

  /** Jobs that failed after all their attempts and are kept for staff (Bull Board lists them). */
  async failedCount(): Promise<number> {
    const counts = await this.payments().getJobCounts('failed');
    return counts.failed ?? 0;
  }

  async close(): Promise<void> {
    // The queue first: an events reader still being opened is waiting on its connection.
    await this.queue?.close();
    await this.eventsReader?.close();
  }
}
