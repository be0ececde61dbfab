import { Redis } from 'ioredis';

export const REDIS = Symbol('Redis');

export function createRedis(url: string, connectionName: string): Redis {
  // BullMQ needs maxRetriesPerRequest null on connections it blocks on; harmless elsewhere.
  const redis = new Redis(url, { connectionName, maxRetriesPerRequest: null, lazyConnect: false });
  // ioredis keeps reconnecting on its own; /api/health reports Redis down meanwhile.
  redis.on('error', () => undefined);
  return redis;
}
