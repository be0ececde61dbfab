import { Inject, Injectable } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { CONFIG, type Config } from '../platform/config.js';
import { OPERATIONS_QUEUE, PAYMENTS_QUEUE, redisConnection } from '../platform/queues/jobs.js';
import { REDIS } from '../platform/redis/redis.js';

/** Every queue the worker consumes; the board shows these. */
export const BOARD_QUEUES = [PAYMENTS_QUEUE, OPERATIONS_QUEUE] as const;

/**
 * The board's own handles on the job queues. They open on the board's first data request, never
 * at start, so the API starts and serves everything else while Redis is down. The prefix is the
 * worker's, so the board sees the real jobs, failed ones included.
 */
@Injectable()
export class BoardQueues {
  private queues: Queue[] | undefined;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** Whether Redis answers now (the platform's connection says so), so a board request need not hang. */
  available(): boolean {
    return this.redis.status === 'ready';
  }

  /** The queues, opened on the first call. */
  open(): Queue[] {
    if (this.queues) return this.queues;
    const options = { connection: redisConnection(this.config), prefix: this.config.REDIS_PREFIX };
    this.queues = BOARD_QUEUES.map((name) => {
      const queue = new Queue(name, options);
      queue.on('error', () => undefined); // ioredis reconnects by itself; /api/health reports Redis down meanwhile
      return queue;
    });
    return this.queues;
  }

  async close(): Promise<void> {
    const queues = this.queues ?? [];
    this.queues = undefined;
    await Promise.all(queues.map((queue) => queue.close()));
  }
}
