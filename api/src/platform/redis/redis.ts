import { Redis } from 'ioredis';

export const REDIS = Symbol('Redis');

export function createRedis(url: string, connectionName: string): Redis {
  // BullMQ needs maxRetriesPerRequest null on connections it blocks on; harmless elsewhere.
  return new Redis(url, { connectionName, maxRetriesPerRequest: null, lazyConnect: false });
}
