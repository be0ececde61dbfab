import { Global, Inject, Module, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import { Tokens } from './auth/tokens.js';
import { CONFIG, type Config } from './config.js';
import { PgNotifications } from './database/notifications.js';
import { sessionSettings } from './database/idle-transactions.js';
import { createPool, DATABASE_POOL } from './database/pool.js';
import { ProcessInstance } from './database/process-instance.js';
import { createEventStore } from './event-store/create-event-store.js';
import type { Upcaster } from './event-store/upcasting-event-store.js';
import { EVENT_STORE, type EventStore } from './event-store/event-store.port.js';
import { IdempotencyInterceptor } from './http/idempotency.interceptor.js';
import { ProjectionWaiter } from './projections/projection-waiter.js';
import { ReadYourWrites } from './projections/read-your-writes.js';
import { RateWindows } from './rate-limits/rate-windows.js';
import { createRedis, REDIS } from './redis/redis.js';

/** Infrastructure every context uses: configuration, Postgres, Redis, the event store, read-your-writes (ReadYourWrites). */
@Global()
@Module({})
export class PlatformModule implements OnApplicationShutdown {
  /** `upcasters` are the shop's (each context's, gathered in `api/src/contexts.ts`), read into every event. `processName` names the process's connections (`petshop-api`, `petshop-worker`) in Postgres and Redis. */
  static forRoot(config: Config, upcasters: readonly Upcaster[], processName = 'api') {
    const session = sessionSettings(config);
    const providers: Provider[] = [
      { provide: CONFIG, useValue: config },
      { provide: Tokens, useValue: new Tokens(config.JWT_SECRET, config.JWT_EXPIRES_IN) },
      {
        provide: DATABASE_POOL,
        useFactory: () => createPool(config.DATABASE_URL, { max: config.DATABASE_POOL_MAX, applicationName: `petshop-${processName}`, session }),
      },
      { provide: REDIS, useFactory: () => createRedis(config.REDIS_URL, `petshop-${processName}`) },
      // The limits' windows (logins, resets, writes, uploads), one set of Redis scripts for them all.
      { provide: RateWindows, inject: [REDIS], useFactory: (redis: Redis) => new RateWindows(redis) },
      {
        provide: EVENT_STORE,
        inject: [DATABASE_POOL, PgNotifications],
        useFactory: (pool: pg.Pool, notifications: PgNotifications) => createEventStore(config, pool, upcasters, notifications),
      },
      {
        provide: ProcessInstance,
        useFactory: async () => {
          const instance = new ProcessInstance(config.DATABASE_URL, `petshop-${processName}`, session);
          await instance.start();
          return instance;
        },
      },
      {
        provide: PgNotifications,
        useFactory: async () => {
          const notifications = new PgNotifications(config.DATABASE_URL, session);
          await notifications.start();
          return notifications;
        },
      },
      {
        provide: ProjectionWaiter,
        inject: [DATABASE_POOL, PgNotifications],
        useFactory: async (pool: pg.Pool, notifications: PgNotifications) => {
          const waiter = new ProjectionWaiter(pool, notifications);
          await waiter.start();
          return waiter;
        },
      },
      ReadYourWrites,
    ];
    return { module: PlatformModule, providers: [...providers, { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor }], exports: providers };
  }

  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly waiter: ProjectionWaiter,
    private readonly notifications: PgNotifications,
    private readonly instance: ProcessInstance,
  ) {}

  // Nest has already stopped taking requests and let in-flight ones finish.
  async onApplicationShutdown() {
    this.waiter.stop();
    await this.notifications.stop();
    await this.instance.stop();
    await this.eventStore.close();
    this.redis.disconnect();
    await this.pool.end();
  }
}
