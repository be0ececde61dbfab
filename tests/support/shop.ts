import { randomBytes } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../../api/src/platform/testing/test-database.js';
import { dropRedisPrefix } from '../../api/src/platform/testing/test-redis.js';
import { UNLIMITED_UNPAID_ORDERS } from '../../api/src/platform/testing/unpaid-order-limits.js';
import { eventually, freePort, startProcess } from './processes.js';

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
  const redisPrefix = env.REDIS_PREFIX ?? `test-${randomBytes(4).toString('hex')}`;
  const api = startProcess('api/dist/main.js', {
    DATABASE_URL: database.url,
    PORT: String(port),
    REDIS_PREFIX: redisPrefix,
    ...UNLIMITED_UNPAID_ORDERS,
    ...env,
  });
  const shop: RunningShop = {
    base,
    database,
    async stop() {
      if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGTERM');
      await api.exited;
      await database.drop();
      await dropRedisPrefix(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', redisPrefix);
    },
  };
  try {
    await eventually(
      async () => {
        const response = await fetch(`${base}/api/health/live`);
        if (!response.ok) throw new Error(`health ${response.status}`);
      },
      // A bound, not a measurement: as long as the supervised shop is given, on a shared 2-core machine.
      60_000,
      200,
    );
  } catch (error) {
    // A suite whose beforeAll failed has no shop to stop: the API and its database go here.
    await shop.stop();
    throw new Error(`The API did not answer within 60 s; it printed:\n${api.output()}`, { cause: error });
  }
  return shop;
}
