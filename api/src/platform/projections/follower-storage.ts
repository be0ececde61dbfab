import type pg from 'pg';
import type { Config } from '../config.js';
import { sessionSettings } from '../database/idle-transactions.js';
import { PgNotifications } from '../database/notifications.js';
import { createPool } from '../database/pool.js';
import { createEventStore } from '../event-store/create-event-store.js';
import type { EventStore } from '../event-store/event-store.port.js';
import type { Upcaster } from '../event-store/upcasting-event-store.js';

export interface FollowerStorage {
  pool: pg.Pool;
  store: EventStore;
  /** Closes the store, then its LISTEN connection, then the pool. */
  close(): Promise<void>;
}

/**
 * The pool and event store of a process that follows `$all` beside the API (the projections, the
 * mailer). Its writes commit with its checkpoint, so they need not wait for the disk (the caller says
 * why that is safe for it); told of appends (EVENTS_APPENDED), its followers rest while the shop is quiet.
 */
export async function openFollowerStorage(config: Config, name: string, connections: number, upcasters: readonly Upcaster[]): Promise<FollowerStorage> {
  const session = sessionSettings(config);
  const pool = createPool(config.DATABASE_URL, { max: connections, applicationName: `petshop-${name}`, asynchronousCommit: true, session });
  const wakeUps = new PgNotifications(config.DATABASE_URL, session);
  await wakeUps.start();
  const store = await createEventStore(config, pool, upcasters, wakeUps);
  return {
    pool,
    store,
    async close() {
      await store.close();
      await wakeUps.stop();
      await pool.end();
    },
  };
}
