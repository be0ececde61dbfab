import { ProcessInstance } from './platform/database/process-instance.js';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CommandBus, CqrsModule } from '@nestjs/cqrs';
import type pg from 'pg';
import type { Config } from './platform/config.js';
import { DATABASE_POOL } from './platform/database/pool.js';
import { EVENT_STORE, type EventStore } from './platform/event-store/event-store.port.js';
import type { Logger } from './platform/logging/logger.js';
import { PinoNestLogger } from './platform/logging/nest-logger.js';
import { PlatformModule } from './platform/platform.module.js';
import { contexts, loadModules, UPCASTERS } from './contexts.js';

/**
 * The contexts' commands without the HTTP server, for the worker: its jobs dispatch the same
 * commands on the same CommandBus as the API's controllers.
 */
@Module({})
export class CommandsModule {
  static async forRoot(config: Config, processName: string) {
    return {
      module: CommandsModule,
      imports: [PlatformModule.forRoot(config, UPCASTERS, processName), CqrsModule.forRoot(), ...(await loadModules(contexts, { workerCommands: true }))],
    };
  }
}

export interface CommandsContext {
  commands: CommandBus;
  store: EventStore;
  pool: pg.Pool;
  /** This process's liveness key (ProcessInstance), for claims others must see released when it dies. */
  processKey: number;
  /** Closes the event store, Postgres and Redis connections. */
  close(): Promise<void>;
}

export async function startCommands(config: Config, processName: string, logger: Logger): Promise<CommandsContext> {
  const app = await NestFactory.createApplicationContext(await CommandsModule.forRoot(config, processName), { logger: new PinoNestLogger(logger) });
  await app.init();
  return {
    commands: app.get(CommandBus),
    store: app.get<EventStore>(EVENT_STORE),
    pool: app.get<pg.Pool>(DATABASE_POOL),
    processKey: app.get(ProcessInstance).key,
    close: () => app.close(),
  };
}
