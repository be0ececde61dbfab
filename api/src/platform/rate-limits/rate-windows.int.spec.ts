import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { dropRedisPrefix } from '../testing/test-redis.js';
import { RateWindows } from './rate-windows.js';

// Real Redis, under a prefix of this run's own.
describe('RateWindows', () => {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `test-${randomBytes(6).toString('hex')}`;
  let redis: Redis;
  let windows: RateWindows;
  let keys = 0;
  const key = () => `${prefix}:window:${++keys}`;
  const minute = (k: string, limit: number) => ({ key: k, limit, windowSeconds: 60 });
  beforeAll(() => {
    redis = new Redis(url);
    windows = new RateWindows(redis);
  });
  afterAll(async () => {
    redis.disconnect();
    await dropRedisPrefix(url, prefix);
  });

  it('lets the limit through, refuses what would pass it without counting it, and says what is left of the window', async () => {
    const k = key();
    for (let i = 1; i <= 3; i++) expect(await windows.take([minute(k, 3)])).toEqual({ allowed: true, used: [i], retryAfterSeconds: 60 });

    const refused = await windows.take([minute(k, 3)]);
    expect(refused).toMatchObject({ allowed: false, used: [3] });
    expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(await windows.peek(k)).toMatchObject({ used: 3 });
  });

  it('takes amounts: one that does not fit is refused while a smaller one still fits', async () => {
    const k = key();
    expect(await windows.take([minute(k, 100)], 70)).toMatchObject({ allowed: true, used: [70] });
    expect(await windows.take([minute(k, 100)], 40)).toMatchObject({ allowed: false, used: [70] });
    expect(await windows.take([minute(k, 100)], 30)).toMatchObject({ allowed: true, used: [100] });
  });

  it('takes from several windows or from none, and waits for the one that refused', async () => {
    const [address, account] = [key(), key()];
    await windows.take([{ key: account, limit: 2, windowSeconds: 3600 }]);
    await windows.take([{ key: account, limit: 2, windowSeconds: 3600 }]);

    const refused = await windows.take([minute(address, 5), { key: account, limit: 2, windowSeconds: 3600 }]);
    expect(refused).toMatchObject({ allowed: false, used: [0, 2] });
    expect(refused.retryAfterSeconds).toBeGreaterThan(3500);
    expect(await windows.peek(address)).toMatchObject({ used: 0 });
    expect(await windows.take([minute(address, 5), minute(key(), 5)])).toEqual({ allowed: true, used: [1, 1], retryAfterSeconds: 60 });
  });

  it('opens a new window once the last has ended', async () => {
    const k = key();
    await windows.take([minute(k, 1)]);
    expect(await windows.take([minute(k, 1)])).toMatchObject({ allowed: false });
    // The window ends as its key expires, at the end of its minute: expired now, as then.
    expect(await redis.pttl(k)).toBeGreaterThan(0);
    await redis.pexpire(k, 0);
    expect(await windows.take([minute(k, 1)])).toMatchObject({ allowed: true, used: [1] });
  });

  it('lets exactly the limit through when many instances take at once', async () => {
    const k = key();
    const connections = Array.from({ length: 4 }, () => new Redis(url));
    const instances = connections.map((connection) => new RateWindows(connection));
    try {
      const taken = await Promise.all(Array.from({ length: 200 }, (_, i) => instances[i % instances.length]!.take([minute(k, 25)])));
      expect(taken.filter((t) => t.allowed)).toHaveLength(25);
      expect(await windows.peek(k)).toMatchObject({ used: 25 });
    } finally {
      for (const connection of connections) connection.disconnect();
    }
  });

  it('never keeps a key past its window, even one left without an expiry', async () => {
    const k = key();
    await redis.set(k, '99'); // as INCR without its EXPIRE would have left it
    expect(await windows.take([minute(k, 5)])).toMatchObject({ allowed: true, used: [1] });
    expect(await redis.pttl(k)).toBeGreaterThan(55_000);
    expect(await windows.peek(key())).toEqual({ used: 0, retryAfterSeconds: 1 });
  });
});
