import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type pg from 'pg';
import { PgNotifications } from '../database/notifications.js';
import { AwaitedEffects } from '../projections/awaited-effects.js';
import { ProjectionWaiter } from '../projections/projection-waiter.js';
import { ReadYourWrites } from '../projections/read-your-writes.js';
import { dropRedisPrefix } from './test-redis.js';

export interface AwaitedEffectsWorld {
  effects: AwaitedEffects;
  /** The same effects as another API instance sees them: a Redis connection of its own. */
  elsewhere: AwaitedEffects;
  /** What both wait on: where it last heard each follower's checkpoint is what the effects have reached. */
  waiter: ProjectionWaiter;
  redis: Redis;
  prefix: string;
  close(): Promise<void>;
}

/** AwaitedEffects on real Redis (a prefix of the test's own) and a real ProjectionWaiter on the test's database. */
export async function awaitedEffectsWorld(pool: pg.Pool, databaseUrl: string, readYourWritesTimeoutMs = 3_000): Promise<AwaitedEffectsWorld> {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `test-${randomBytes(6).toString('hex')}`;
  const notifications = new PgNotifications(databaseUrl);
  await notifications.start();
  const waiter = new ProjectionWaiter(pool, notifications, 5_000); // a slow poll: the notifications must do the work
  await waiter.start();
  const readYourWrites = new ReadYourWrites(waiter, { READ_YOUR_WRITES_TIMEOUT_MS: readYourWritesTimeoutMs });
  const [redis, otherRedis] = [new Redis(redisUrl), new Redis(redisUrl)];
  return {
    effects: new AwaitedEffects(redis, { REDIS_PREFIX: prefix }, readYourWrites),
    elsewhere: new AwaitedEffects(otherRedis, { REDIS_PREFIX: prefix }, readYourWrites),
    waiter,
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
