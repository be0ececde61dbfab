import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { PgNotifications } from '../database/notifications.js';
import { withTransaction } from '../database/pool.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { dropRedisPrefix } from '../testing/test-redis.js';
import { AwaitedEffects } from './awaited-effects.js';
import { lockCheckpoint, saveCheckpoint } from './checkpoints.js';
import { followerName, PROJECTION_CHECKPOINT_CHANNEL } from './projection.js';
import { ProjectionWaiter } from './projection-waiter.js';
import { ReadYourWrites } from './read-your-writes.js';

describe('AwaitedEffects (real Redis: what one API instance notes, another honours)', () => {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `test-${randomBytes(6).toString('hex')}`;
  const reactions = followerName('reactions');
  let database: TestDatabase;
  let notifications: PgNotifications;
  let waiter: ProjectionWaiter;
  let redis: Redis;
  let otherRedis: Redis;
  let effects: AwaitedEffects;
  let elsewhere: AwaitedEffects;

  beforeAll(async () => {
    database = await createTestDatabase('awaited_effects');
    notifications = new PgNotifications(database.url);
    await notifications.start();
    waiter = new ProjectionWaiter(database.pool, notifications, 5_000);
    await waiter.start();
    redis = new Redis(redisUrl);
    const readYourWrites = new ReadYourWrites(waiter, { READ_YOUR_WRITES_TIMEOUT_MS: 3_000 });
    effects = new AwaitedEffects(redis, { REDIS_PREFIX: prefix }, readYourWrites);
    otherRedis = new Redis(redisUrl); // another API instance's connection
    elsewhere = new AwaitedEffects(otherRedis, { REDIS_PREFIX: prefix }, readYourWrites);
  });
  afterAll(async () => {
    waiter.stop();
    await notifications.stop();
    redis.disconnect();
    otherRedis.disconnect();
    await dropRedisPrefix(redisUrl, prefix);
    await database.drop();
  });

  const advance = (commit: bigint) =>
    withTransaction(database.pool, async (client) => {
      await lockCheckpoint(client, reactions);
      await saveCheckpoint(client, reactions, { commit, prepare: 0n }, new Date());
      await client.query('SELECT pg_notify($1, $2)', [PROJECTION_CHECKPOINT_CHANNEL, JSON.stringify({ name: reactions, position: `${commit}/0` })]);
    });

  it('makes the next reader of the subject wait until the follower has passed the noted position, and no other subject', async () => {
    await advance(1n);
    await effects.expect('cart:asha', reactions, { commit: 10n, prepare: 2n });
    let settled = false;
    const settling = elsewhere.settle('cart:asha').then(() => {
      settled = true;
    });
    await elsewhere.settle('cart:ravi'); // nothing noted for Ravi: at once
    await advance(10n); // the position's own transaction, before its event
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled).toBe(false);
    await advance(11n);
    await settling;
    expect(settled).toBe(true);
  });

  it('notes nothing without a position', async () => {
    await effects.expect('cart:meera', reactions, undefined);
    expect(await redis.exists(`${prefix}:awaited-effects:cart:meera`)).toBe(0);
  });
});
