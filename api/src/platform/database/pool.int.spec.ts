import { jest } from '@jest/globals';
import type pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { createPool, IDLE_CONNECTION_KEPT_MS } from './pool.js';

describe('the shared connection pool', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await createTestDatabase('pool');
  });
  afterAll(() => database.drop());
  afterEach(async () => {
    jest.useRealTimers();
    await pool.end();
  });

  it('keeps an idle connection through a quiet spell of minutes, then gives it back', async () => {
    // Only the timers: the connection's sockets and promises run as they do.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    pool = createPool(database.url);
    const backend = async () => (await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    const first = await backend();

    // pg's own default would have closed it after 10 s.
    jest.advanceTimersByTime(IDLE_CONNECTION_KEPT_MS - 1_000);
    expect({ total: pool.totalCount, idle: pool.idleCount }).toEqual({ total: 1, idle: 1 });
    expect(await backend()).toBe(first);

    jest.advanceTimersByTime(IDLE_CONNECTION_KEPT_MS + 1_000);
    expect(pool.totalCount).toBe(0);
    expect(await backend()).not.toBe(first);
  });
});
