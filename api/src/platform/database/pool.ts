import pg from 'pg';
import { type SessionSettings, startupOptions } from './idle-transactions.js';
import { countRoundTrips } from './round-trips.js';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;

export const DATABASE_POOL = Symbol('DatabasePool');

export interface PoolOptions {
  max?: number;
  applicationName?: string;
  /**
   * Commit without waiting for the WAL to reach the disk. Only for writers of what can be rebuilt
   * (read models with their checkpoints): a crash loses at most the last fraction of a second of
   * their progress, consistently, and they project it again. Never for the event store.
   */
  asynchronousCommit?: boolean;
  /** What each connection's session starts with (the idle transaction timeout): the shop's processes always pass it. */
  session?: SessionSettings;
}

/**
 * How long an idle connection is kept open. Opening one is the dearest thing a query can wait for
 * (Postgres starts a process and fills its caches again), and with pg's default of 10 s every quiet
 * spell between two bursts closed what the next burst opened again. Figures: docs/performance.md.
 */
export const IDLE_CONNECTION_KEPT_MS = 5 * 60_000;

export function createPool(databaseUrl: string, options: PoolOptions = {}): pg.Pool {
  const startup = startupOptions(options.session, options.asynchronousCommit ? { synchronous_commit: 'off' } : {});
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.max ?? 20,
    idleTimeoutMillis: IDLE_CONNECTION_KEPT_MS,
    application_name: options.applicationName ?? 'petshop',
    ...(startup ? { options: startup } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  // Nor one in use that Postgres ends between two statements (the idle transaction timeout, a
  // restart): pg then emits an error nobody listens for. Its next query fails instead, and the
  // pool drops it when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  countRoundTrips(pool);
  return pool;
}

export async function withTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
