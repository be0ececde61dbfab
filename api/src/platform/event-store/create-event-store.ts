import type pg from 'pg';
import type { PgNotifications } from '../database/notifications.js';
import type { Config } from '../config.js';
import { metricsOn } from '../metrics/registry.js';
import type { EventStore } from './event-store.port.js';
import { MeasuredEventStore } from './measured-event-store.js';
import { PostgresEventStore } from './postgres.event-store.js';
import { type Upcaster, UpcastingEventStore } from './upcasting-event-store.js';

/**
 * EVENT_STORE picks the adapter; the EventStoreDB client (gRPC) is only loaded when chosen. Whichever
 * it is, events are read through the upcasters (each context's, gathered in `api/src/contexts.ts`). With metrics on, appends are measured.
 * With `wakeUps` (the process's LISTEN connection), the Postgres store announces its appends and its
 * caught-up followers rest between announcements (see PostgresEventStore.nextPoll).
 */
export async function createEventStore(
  config: Config,
  pool: pg.Pool,
  upcasters: readonly Upcaster[],
  wakeUps?: Pick<PgNotifications, 'listen'>,
): Promise<EventStore> {
  const store = new UpcastingEventStore(await createAdapter(config, pool, wakeUps), upcasters);
  return metricsOn() ? new MeasuredEventStore(store) : store;
}

async function createAdapter(config: Config, pool: pg.Pool, wakeUps: Pick<PgNotifications, 'listen'> | undefined): Promise<EventStore> {
  if (config.EVENT_STORE === 'eventstoredb') {
    const { EventStoreDbEventStore } = await import('./eventstoredb.event-store.js');
    return new EventStoreDbEventStore(config.EVENTSTORE_CONNECTION_STRING);
  }
  return new PostgresEventStore(pool, { pollIntervalMs: config.PROJECTION_POLL_MS, ...(wakeUps && { wakeUps }) });
}
