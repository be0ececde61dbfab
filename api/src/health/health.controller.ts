import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import { CONFIG, type Config } from '../platform/config.js';
import { DATABASE_POOL } from '../platform/database/pool.js';
import { EVENT_STORE, formatPosition, type EventStore } from '../platform/event-store/event-store.port.js';
import { readCheckpoints } from '../platform/projections/checkpoints.js';
import { REDIS } from '../platform/redis/redis.js';
import { projections } from '../projections.js';

const CHECK_TIMEOUT_MS = 2_000;
// Counting is a read of $all on EventStoreDB: past this many, "at least" is all staff need to know.
const LAG_COUNT_CAP = 10_000;

interface DependencyHealth {
  ok: boolean;
  error?: string;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Postgres, Redis, the event store and each projection\'s lag; 503 when a dependency is down' })
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    const [postgres, redis, eventStore] = await Promise.all([
      check(() => this.pool.query('SELECT 1')),
      check(() => this.redis.ping()),
      check(() => this.eventStore.ping()),
    ]);
    const lag = postgres.ok && eventStore.ok ? await this.projectionLag().catch(() => null) : null;
    const healthy = postgres.ok && redis.ok && eventStore.ok;
    if (!healthy) reply.status(503);
    return {
      status: healthy,
      ...(healthy ? {} : { message: 'A dependency is down' }),
      postgres,
      redis,
      eventStore: { ...eventStore, adapter: this.config.EVENT_STORE },
      projections: lag ?? [],
    };
  }

  /** Per projection: how many events it has still to apply, and how long the oldest of them has waited. */
  private async projectionLag() {
    const checkpoints = await readCheckpoints(this.pool);
    return Promise.all(
      projections.map(async ({ name }) => {
        const position = checkpoints.get(name)?.position;
        const [behindEvents, [oldestPending]] = await Promise.all([
          this.eventStore.countAfter(position, LAG_COUNT_CAP),
          this.eventStore.readAll({ after: position, limit: 1 }),
        ]);
        return {
          name,
          position: position ? formatPosition(position) : null,
          behindEvents,
          behindMs: oldestPending ? Math.max(0, Date.now() - oldestPending.createdAt.getTime()) : 0,
        };
      }),
    );
  }
}

async function check(probe: () => Promise<unknown>): Promise<DependencyHealth> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS))),
    ]);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
