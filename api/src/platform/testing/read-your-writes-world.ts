import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type pg from 'pg';
import { PgNotifications } from '../database/notifications.js';
import { PostgresEventStore } from '../event-store/postgres.event-store.js';
import { ProjectionWaiter } from '../projections/projection-waiter.js';
import { ReadYourWrites } from '../projections/read-your-writes.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { dropRedisPrefix } from './test-redis.js';

export interface ReadYourWritesWorld {
  readYourWrites: ReadYourWrites;
  /** The same, as another API instance has it: a Redis connection of its own. */
  elsewhere: ReadYourWrites;
  /** What both wait on: where it last heard each follower's checkpoint is what the read models and effects have reached. */
  waiter: ProjectionWaiter;
  store: PostgresEventStore;
  redis: Redis;
  prefix: string;
  close(): Promise<void>;
}

/** ReadYourWrites on the test's database, its event store, real Redis (a prefix of the test's own) and a real ProjectionWaiter. */
export async function readYourWritesWorld(pool: pg.Pool, databaseUrl: string, readYourWritesTimeoutMs = 3_000): Promise<ReadYourWritesWorld> {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `test-${randomBytes(6).toString('hex')}`;
  const notifications = new PgNotifications(databaseUrl);
  await notifications.start();
  const waiter = new ProjectionWaiter(pool, notifications, 5_000); // a slow poll: the notifications must do the work
  await waiter.start();
  const store = new PostgresEventStore(pool);
  const config = { READ_YOUR_WRITES_TIMEOUT_MS: readYourWritesTimeoutMs, REDIS_PREFIX: prefix };
  const [redis, otherRedis] = [new Redis(redisUrl), new Redis(redisUrl)];
  return {
    readYourWrites: new ReadYourWrites(waiter, store, redis, config),
    elsewhere: new ReadYourWrites(waiter, store, otherRedis, config),
    waiter,
    store,
    redis,
    prefix,
    async close() {
      waiter.stop();
      await notifications.stop();
      redis.disconnect();
      otherRedis.disconnect();
      await dropRedisPrefix(redisUrl, prefix);
    },
  };
}

/** The same on a database of the spec's own (for suiteWorld), dropped on close. */
export async function readYourWritesOnOwnDatabase(label: string, readYourWritesTimeoutMs?: number): Promise<ReadYourWritesWorld & { database: TestDatabase }> {
  const database = await createTestDatabase(label);
  const world = await readYourWritesWorld(database.pool, database.url, readYourWritesTimeoutMs);
  return {
    ...world,
    database,
    async close() {
      await world.close();
      await database.drop();
    },
  };
}
