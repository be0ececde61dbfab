import type { CommandBus } from '@nestjs/cqrs';
import type pg from 'pg';
import type { EventStore } from '../platform/event-store/event-store.port.js';

/** What the return commands need: the event store for the return's stream, Postgres, and ordering's commands for the orders. */
export interface ReturnDeps {
  store: EventStore;
  pool: pg.Pool;
  /** Other contexts' commands: ordering's (mark an order in the return, refund it, replace it) and vouchers'. */
  commands: CommandBus;
}
