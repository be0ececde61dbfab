import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { CONFIG, type Config } from '../platform/config.js';
import { jobId, OPERATIONS_QUEUE, redisConnection } from '../platform/queues/jobs.js';
import { withinMs } from '../platform/time-limit.js';

/** How long a start waits for Redis to take the job before it gives up (Redis down: the queue would wait for ever). */
const ENQUEUE_TIMEOUT_MS = 5_000;

/**
 * Hands a recorded read-model check to the worker. One attempt: a check that fails is recorded as
 * an error for the admin to read and start again, not repeated behind their back. The connection
 * opens on first use, so the API starts while Redis is down.
 */
@Injectable()
export class ReadModelCheckQueue implements OnApplicationShutdown {
  private queue: Queue | undefined;

  constructor(@Inject(CONFIG) private readonly config: Config) {}

  private open(): Queue {
    if (!this.queue) {
      this.queue = new Queue(OPERATIONS_QUEUE, { connection: redisConnection(this.config), prefix: this.config.REDIS_PREFIX });
      this.queue.on('error', () => undefined); // ioredis reconnects by itself; /api/health reports Redis down meanwhile
    }
    return this.queue;
  }

  async enqueue(checkId: number): Promise<void> {
    const added = this.open().add(
      'check-read-models',
      { checkId },
      { jobId: jobId('read-model-check', String(checkId)), attempts: 1, removeOnComplete: { age: 7 * 86_400 }, removeOnFail: { age: 7 * 86_400 } },
    );
    await withinMs(added, ENQUEUE_TIMEOUT_MS, 'The job queue');
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue?.close();
  }
}
