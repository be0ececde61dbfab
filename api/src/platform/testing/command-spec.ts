import { randomBytes, randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import { Redis } from 'ioredis';
import type pg from 'pg';
import type { DomainEvent } from '../event-sourcing/decider.js';
import { Rejection } from '../event-sourcing/rejection.js';
import type { EventMetadata, EventStore } from '../event-store/event-store.port.js';
import { PostgresEventStore } from '../event-store/postgres.event-store.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { dropRedisPrefix } from './test-redis.js';

// Given/When/Then for a command handler against the real store: given events already in a stream,
// when the command runs through its handler, then the events it appended (with their metadata),
// the rows it wrote, or the rejection it was refused with.

/** Where a command spec runs: a migrated database of its own and the real event store on it. */
export interface CommandWorld {
  database: TestDatabase;
  pool: pg.Pool;
  store: PostgresEventStore;
  /** Redis under a key prefix of the world's own, connected when first asked for. */
  redis(): { redis: Redis; prefix: string };
  /** Closes the store and drops the database (and the world's Redis keys). */
  close(): Promise<void>;
}

export async function commandWorld(label: string): Promise<CommandWorld> {
  const database = await createTestDatabase(label);
  const store = new PostgresEventStore(database.pool, { pollIntervalMs: 5 });
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  let redis: { redis: Redis; prefix: string } | undefined;
  return {
    database,
    pool: database.pool,
    store,
    redis() {
      redis ??= { redis: new Redis(redisUrl), prefix: `test-${randomBytes(6).toString('hex')}` };
      return redis;
    },
    async close() {
      await store.close();
      await database.drop();
      if (!redis) return;
      redis.redis.disconnect();
      await dropRedisPrefix(redisUrl, redis.prefix);
    },
  };
}

/** Given: events already in a stream, appended as the earlier commands would have. */
export async function given(store: EventStore, streamId: string, events: readonly DomainEvent[], metadata: EventMetadata): Promise<void> {
  const revision = (await store.readStream(streamId)).at(-1)?.revision;
  await store.append(
    streamId,
    events.map(({ type, data }) => ({ type, data, metadata })),
    revision ?? 'no_stream',
  );
}

/** Then: a stream's events (type, data, metadata), oldest first, after the first `skip` of them. */
export async function eventsIn(store: EventStore, streamId: string, skip = 0): Promise<{ type: string; data: unknown; metadata: EventMetadata }[]> {
  return (await store.readStream(streamId)).slice(skip).map(({ type, data, metadata }) => ({ type, data, metadata }));
}

/** Then: the rejection a command was refused with (its kind, message and the field it names); fails if it went through or failed otherwise. */
export async function refusal(run: Promise<unknown>): Promise<{ kind: Rejection['kind']; message: string; field?: string }> {
  const thrown = await run.then(
    () => new Error('The command went through; a rejection was expected'),
    (error: unknown) => error,
  );
  if (!(thrown instanceof Rejection)) throw thrown;
  const field = thrown.errors?.[0]?.field;
  return { kind: thrown.kind, message: thrown.message, ...(field ? { field } : {}) };
}

type Handles = readonly [command: abstract new (...args: never[]) => object, handler: { execute(command: never): Promise<unknown> }];

/** A CommandBus that runs the handlers given, chosen by the command's class: a handler's spec without Nest's wiring. */
export function commandBus(...handlers: Handles[]): CommandBus {
  return {
    execute: (command: object) => {
      const found = handlers.find(([type]) => command instanceof type);
      if (!found) throw new Error(`No handler for ${command.constructor.name}`);
      return found[1].execute(command as never);
    },
  } as unknown as CommandBus;
}

export interface TestProduct {
  id: string;
  name: string;
  price: number;
  stock: number;
}

/** Given: a product in the catalogue (a row of its own, with a fresh id, slug and SKU). */
export async function addProduct(
  pool: pg.Pool,
  { name = 'Rope tug', price = 199, stock = 10, colors = [] as { name: string; value: string }[], images = [] as string[] } = {},
): Promise<TestProduct> {
  const id = randomUUID();
  await pool.query(
    `INSERT INTO products (id, slug, sku, name, category, price, stock, stock_status, colors, images, description)
     VALUES ($1::uuid, $1::text, $1::text, $2, 'toys', $3, $4, $5, $6, $7, 'A toy')`,
    [id, name, price, stock, stock > 0 ? 'in-stock' : 'out-of-stock', JSON.stringify(colors), JSON.stringify(images)],
  );
  return { id, name, price, stock };
}

/** Then: a product's stock as the catalogue has it now. */
export async function stockOf(pool: pg.Pool, productId: string): Promise<number> {
  return (await pool.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [productId])).rows[0]!.stock;
}
