import { randomBytes } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../../api/src/platform/testing/test-database.js';
import { dropRedisPrefix } from '../../api/src/platform/testing/test-redis.js';
import { eventually, freePort, startProcess, type RunningProcess } from './processes.js';

export interface RunningShop {
  base: string;
  database: TestDatabase;
  stop(): Promise<void>;
}

/** The built API (storefront and console included) on a free port, with a database of its own. */
export async function startShop(label: string, env: Record<string, string> = {}): Promise<RunningShop> {
  const database = await createTestDatabase(label);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const redisPrefix = `test-${randomBytes(4).toString('hex')}`;
  const processes: RunningProcess[] = [startProcess('api/dist/main.js', { DATABASE_URL: database.url, PORT: String(port), REDIS_PREFIX: redisPrefix, ...env })];
  await eventually(
    async () => {
      const response = await fetch(`${base}/api/health/live`);
      if (!response.ok) throw new Error(`health ${response.status}`);
    },
    30_000,
    200,
  );
  return {
    base,
    database,
    async stop() {
      for (const process of processes) process.child.kill('SIGTERM');
      await Promise.all(processes.map((process) => process.exited));
      await database.drop();
      await dropRedisPrefix(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', env.REDIS_PREFIX ?? redisPrefix);
    },
  };
}
