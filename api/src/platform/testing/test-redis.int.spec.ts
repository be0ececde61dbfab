import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { createTestApp } from './test-app.js';

// Tests share one Redis with every other run on the machine: each leaves it as it found it.
describe('a test app on close', () => {
  it('drops every key under its Redis prefix and no other', async () => {
    const t = await createTestApp('redis_prefix');
    const redis = new Redis(t.config.REDIS_URL);
    const neighbour = `test-${randomBytes(6).toString('hex')}:kept`;
    try {
      await redis.set(`${t.config.REDIS_PREFIX}:payments:meta`, 'x');
      await redis.set(`${t.config.REDIS_PREFIX}:payments:id`, '1');
      await redis.set(neighbour, 'y');
      await t.close();
      expect(await redis.keys(`${t.config.REDIS_PREFIX}:*`)).toEqual([]);
      expect(await redis.get(neighbour)).toBe('y');
    } finally {
      await redis.del(neighbour);
      redis.disconnect();
    }
  });
});
