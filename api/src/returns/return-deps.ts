import type { CommandBus } from '@nestjs/cqrs';
import type pg from 'pg';
import type { EventStore } from '../platform/event-store/event-store.port.js';

/** What the return commands need: the event store for both streams, Postgres for stock. */
export interface ReturnDeps {
  store: EventStore;
  pool: pg.Pool;
  /** Other contexts' commands (ordering's replacement order). */
  commands: CommandBus;
}
