import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type pg from 'pg';
import { DATABASE_POOL } from '../database/pool.js';
import { opsLatency } from '../metrics/request-latency.js';

const FLUSH_EVERY_MS = 10_000;
const WARN_EVERY_MS = 60_000;

/**
 * Adds the latencies this API process counted (see metrics/request-latency.ts) to Postgres every 10 s,
 * and once more on shutdown, before the pool closes: a restart loses nothing it had answered.
 */
@Injectable()
export class LatencyFlusher implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('operations');
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private warnedAt = 0;

  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  /** One flush at a time: the counts are taken when it starts, so another would have nothing new. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() =>
      opsLatency.flush(this.pool).catch((error: unknown) => {
        // Kept for the next flush; said once a minute while Postgres is away.
        if (Date.now() - this.warnedAt < WARN_EVERY_MS) return;
        this.warnedAt = Date.now();
        this.logger.warn(`The checkout latencies could not be written, kept for the next try: ${error instanceof Error ? error.message : String(error)}`);
      }),
    );
    return this.flushing;
  }
}
