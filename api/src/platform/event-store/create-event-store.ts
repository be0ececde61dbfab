import type pg from 'pg';
import type { Config } from '../config.js';
import type { EventStore } from './event-store.port.js';
import { PostgresEventStore } from './postgres.event-store.js';

/** EVENT_STORE picks the adapter; the EventStoreDB client (gRPC) is only loaded when chosen. */
export async function createEventStore(config: Config, pool: pg.Pool): Promise<EventStore> {
  if (config.EVENT_STORE === 'eventstoredb') {
    const { EventStoreDbEventStore } = await import('./eventstoredb.event-store.js');
    return new EventStoreDbEventStore(config.EVENTSTORE_CONNECTION_STRING);
  }
  return new PostgresEventStore(pool, { pollIntervalMs: config.PROJECTION_POLL_MS });
}
