import pg from 'pg';
import { PgNotifications } from '../database/notifications.js';
import { eventually } from '../testing/eventually.js';
import { openWriteTransaction } from '../testing/open-writers.js';
import { loggingStatements } from '../testing/statement-log.js';
import { createTestDatabase, TEST_POSTGRES_URL, type TestDatabase } from '../testing/test-database.js';
import { eventStoreContract } from './event-store.contract.js';
import { PostgresEventStore } from './postgres.event-store.js';

describe('PostgresEventStore', () => {
  eventStoreContract(async () => {
    const database = await createTestDatabase('eventstore');
    return { store: new PostgresEventStore(database.pool, { pollIntervalMs: 5 }), close: () => database.drop() };
  });
});

describe('PostgresEventStore polling', () => {
  it('lets caught-up subscriptions poll on one tick and share each read', async () => {
    const database = await createTestDatabase('eventstore_polling');
    const { pool, statements } = loggingStatements(database.pool);
    const store = new PostgresEventStore(pool, { pollIntervalMs: 20 });
    // What the subscriptions ask of the store, against the statements it sends: counted against each other, not the clock.
    const asked = jest.spyOn(store, 'readAll');
    const reads = () => statements.filter((name) => name.startsWith('event-store-read-all')).length;
    const subscriptions = Array.from({ length: 5 }, () => store.subscribeToAll());
    const received = subscriptions.map(() => 0);
    const following = subscriptions.map(async (subscription, index) => {
      for await (const batch of subscription) received[index]! += batch.length;
    });
    await eventually(() => expect(asked.mock.calls.length).toBeGreaterThanOrEqual(5 * 10)); // ten ticks, caught up
    await store.append(
      'stream-1',
      [{ type: 'Happened', data: {}, metadata: { actor: { _id: null, role: 'system', name: 'test' }, correlationId: 'c', causationId: 'c' } }],
      'no_stream',
    );
    await eventually(() => expect(received).toEqual([1, 1, 1, 1, 1]));
    await Promise.all(subscriptions.map((subscription) => subscription.close()));
    await Promise.all(following);
    // Five subscriptions asking on each tick: one read a tick, not five.
    expect(reads()).toBeLessThanOrEqual(asked.mock.calls.length / 5 + 1);
    await database.drop();
  });
});

describe('PostgresEventStore followers at rest', () => {
  const metadata = { actor: { _id: null, role: 'system' as const, name: 'test' }, correlationId: 'c', causationId: 'c' };
  const happened = [{ type: 'Happened', data: {}, metadata }];
  let database: TestDatabase;
  const closing: (() => Promise<void>)[] = [];
  beforeEach(async () => {
    database = await createTestDatabase('eventstore_rest');
  });
  afterEach(async () => {
    for (const close of closing.splice(0).reverse()) await close();
    await database.drop();
  });

  /** A process of its own: its pool, its LISTEN connection, its store. */
  async function processStore(options: { atRestPollMs: number }) {
    const pool = new pg.Pool({ connectionString: database.url, max: 4 });
    pool.on('error', () => undefined); // an idle connection ended by the server: the next query opens another
    closing.push(() => pool.end());
    const wakeUps = new PgNotifications(database.url);
    await wakeUps.start();
    closing.push(() => wakeUps.stop());
    return new PostgresEventStore(pool, { pollIntervalMs: 5, wakeUps, atRestPollMs: options.atRestPollMs });
  }

  function follow(store: PostgresEventStore) {
    const subscription = store.subscribeToAll();
    const received: string[] = [];
    const following = (async () => {
      for await (const batch of subscription) received.push(...batch.map((event) => event.streamId));
    })();
    closing.push(async () => {
      await subscription.close();
      await following;
    });
    return received;
  }

  /** Counts the store's reads of `$all`, and resolves once the first has answered. */
  function countReads(store: PostgresEventStore) {
    const reads = jest.spyOn(store, 'readAll');
    const firstAnswered = eventually(() => expect(reads).toHaveBeenCalled()).then(() => reads.mock.results[0]!.value);
    return { reads, firstAnswered };
  }

  it('reads a quiet $all every atRestPollMs, not every pollIntervalMs', async () => {
    // Counted against a follower without wake-ups, which reads every pollIntervalMs (5 ms) always.
    const ticking = new PostgresEventStore(database.pool, { pollIntervalMs: 5 });
    const ticks = countReads(ticking).reads;
    const resting = await processStore({ atRestPollMs: 60_000 });
    const rests = countReads(resting).reads;
    const dozing = await processStore({ atRestPollMs: 20 });
    const dozes = countReads(dozing).reads;
    const receivedResting = follow(resting);
    follow(dozing);
    follow(ticking);

    await eventually(() => expect(ticks.mock.calls.length).toBeGreaterThanOrEqual(20));
    await eventually(() => expect(dozes.mock.calls.length).toBeGreaterThanOrEqual(3)); // at rest it still looks, now and then
    expect(rests).toHaveBeenCalledTimes(1); // its first read found nothing: it rests

    // Its own append wakes it (and ends the minute's rest, which would keep the spec running).
    await resting.append('woken', happened, 'no_stream');
    await eventually(() => expect(receivedResting).toEqual(['woken']));
  });

  it("wakes at another process's append and at its own, though at rest it would not poll for a minute", async () => {
    const [one, other] = [await processStore({ atRestPollMs: 60_000 }), await processStore({ atRestPollMs: 60_000 })];
    const [oneRead, otherRead] = [countReads(one).firstAnswered, countReads(other).firstAnswered];
    const [seenByOne, seenByOther] = [follow(one), follow(other)];
    // Their first polls found nothing, so they rest.
    await Promise.all([oneRead, otherRead]);

    await other.append('from-the-other-process', happened, 'no_stream');
    await eventually(() => expect({ seenByOne, seenByOther }).toEqual({ seenByOne: ['from-the-other-process'], seenByOther: ['from-the-other-process'] }));
  });
});

describe('PostgresEventStore horizon', () => {
  const metadata = { actor: { _id: null, role: 'system' as const, name: 'test' }, correlationId: 'c', causationId: 'c' };
  const happened = [{ type: 'Happened', data: {}, metadata }];
  let database: TestDatabase;
  let writer: pg.Client | undefined;
  beforeEach(async () => {
    database = await createTestDatabase('eventstore_horizon');
  });
  afterEach(async () => {
    await writer?.end();
    writer = undefined;
    await database.drop();
  });

  const streamsRead = async (store: PostgresEventStore) => (await store.readAll({ limit: 100 })).map((event) => event.streamId);

  it('reads past a write transaction left open in another database of the server', async () => {
    const { pool, statements } = loggingStatements(database.pool);
    const store = new PostgresEventStore(pool, { pollIntervalMs: 5 });
    writer = await openWriteTransaction(TEST_POSTGRES_URL);
    await store.append('after-the-other-database', happened, 'no_stream');

    await eventually(async () => expect(await streamsRead(store)).toEqual(['after-the-other-database']));
    expect(statements).toContain('event-store-read-all-exact');
    expect(await store.headPosition()).not.toBeNull();
    expect(await store.countAfter(undefined, 10)).toBe(1);
  });

  it('still waits for an older write transaction of its own database, and then reads its events first', async () => {
    const { pool, statements } = loggingStatements(database.pool);
    const store = new PostgresEventStore(pool, { pollIntervalMs: 5 });
    writer = await openWriteTransaction(database.url);
    await store.append('newer', happened, 'no_stream');

    // Read until the plain horizon has stood still long enough for the exact one to be asked for: neither reads past it.
    const reads: string[][] = [];
    await eventually(async () => {
      reads.push(await streamsRead(store));
      expect(statements).toContain('event-store-read-all-exact');
    });
    expect(reads.flat()).toEqual([]);
    expect(await store.countAfter(undefined, 10)).toBe(0);

    await writer.query(
      `INSERT INTO events (event_id, stream_id, revision, type, data, metadata) VALUES (gen_random_uuid(), 'older', 0, 'Happened', '{}', $1)`,
      [metadata],
    );
    await writer.query('COMMIT');
    expect(await streamsRead(store)).toEqual(['older', 'newer']);
  });
});

describe('PostgresEventStore stream reads', () => {
  const metadata = { actor: { _id: null, role: 'system' as const, name: 'test' }, correlationId: 'c', causationId: 'c' };

  it('reads the streams asked for in one turn in one statement, each caller its own stream up to its revision and its own copy', async () => {
    const database = await createTestDatabase('eventstore_stream_reads');
    const { pool, statements } = loggingStatements(database.pool);
    const store = new PostgresEventStore(pool);
    await store.append(
      'cart-1',
      [
        { type: 'Added', data: { n: 1 }, metadata },
        { type: 'Added', data: { n: 2 }, metadata },
      ],
      'no_stream',
    );
    await store.append('order-1', [{ type: 'Placed', data: { n: 3 }, metadata }], 'no_stream');
    statements.length = 0;

    const [cart, order, again, missing, cartAtFirst] = await Promise.all([
      store.readStream('cart-1'),
      store.readStream('order-1'),
      store.readStream('cart-1'),
      store.readStream('order-2'),
      store.readStream('cart-1', { toRevision: 0n }),
    ]);

    expect(statements).toEqual(['event-store-read-streams']);
    expect(cart.map((event) => [event.streamId, event.revision, event.data])).toEqual([
      ['cart-1', 0n, { n: 1 }],
      ['cart-1', 1n, { n: 2 }],
    ]);
    expect(order.map((event) => [event.streamId, event.type])).toEqual([['order-1', 'Placed']]);
    expect(missing).toEqual([]);
    expect(again).toEqual(cart);
    expect(again[0]).not.toBe(cart[0]);
    expect(cartAtFirst.map((event) => event.data)).toEqual([{ n: 1 }]);
    await database.drop();
  });

  it('reads a stream after the append that was answered before it was asked', async () => {
    const database = await createTestDatabase('eventstore_stream_reads_own_writes');
    const store = new PostgresEventStore(database.pool);
    const reads = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        await store.append(`stream-${index}`, [{ type: 'Happened', data: { index }, metadata }], 'no_stream');
        return store.readStream(`stream-${index}`);
      }),
    );
    expect(reads.map((events) => events.map((event) => event.data))).toEqual(Array.from({ length: 20 }, (_, index) => [{ index }]));
    await database.drop();
  });

  it('rejects every read of a batch whose statement fails, and reads again afterwards', async () => {
    const database = await createTestDatabase('eventstore_stream_reads_failure');
    let fail = true;
    const query = database.pool.query.bind(database.pool) as (...args: unknown[]) => unknown;
    const failing = Object.assign(Object.create(database.pool) as typeof database.pool, {
      query: (...args: unknown[]) => (fail ? Promise.reject(new Error('connection lost')) : query(...args)),
    });
    const store = new PostgresEventStore(failing);
    const reads = await Promise.allSettled([store.readStream('a'), store.readStream('b')]);
    expect(reads.map((read) => read.status === 'rejected' && (read.reason as Error).message)).toEqual(['connection lost', 'connection lost']);
    fail = false;
    await expect(store.readStream('a')).resolves.toEqual([]);
    await database.drop();
  });
});

describe('PostgresEventStore appends', () => {
  const metadata = { actor: { _id: null, role: 'system' as const, name: 'test' }, correlationId: 'c', causationId: 'c' };
  const happened = (data: object) => ({ type: 'Happened', data, metadata });

  it('stores the appends asked for in one turn in one statement, each stream checked on its own', async () => {
    const database = await createTestDatabase('eventstore_appends_together');
    const { pool, statements } = loggingStatements(database.pool);
    const store = new PostgresEventStore(pool);
    await store.append('order-2', [happened({ n: 0 })], 'no_stream');
    statements.length = 0;

    const [first, second, stale, repeat] = await Promise.allSettled([
      store.append('order-1', [happened({ n: 1 }), happened({ n: 2 })], 'no_stream'),
      store.append('order-2', [happened({ n: 3 })], 0n),
      store.append('order-3', [happened({ n: 4 })], 5n),
      store.append('order-1', [happened({ n: 5 })], 'any'),
    ]);

    // One statement for the three streams, then the second append to order-1, after the first.
    expect(statements).toEqual(['event-store-append', 'SELECT max(revision)::text AS revision FROM events WHERE stream_id = $1', 'event-store-append']);
    expect(first).toMatchObject({ status: 'fulfilled', value: { nextExpectedRevision: 1n } });
    expect(second).toMatchObject({ status: 'fulfilled', value: { nextExpectedRevision: 1n } });
    expect(stale).toMatchObject({ status: 'rejected', reason: { streamId: 'order-3', expected: 5n, actual: 'no_stream' } });
    expect(repeat).toMatchObject({ status: 'fulfilled', value: { nextExpectedRevision: 2n } });
    expect((await store.readStream('order-1')).map((event) => event.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 5 }]);
    expect((await store.readStream('order-2')).map((event) => event.data)).toEqual([{ n: 0 }, { n: 3 }]);
    expect(await store.readStream('order-3')).toEqual([]);
    // Each stream's events follow one another in $all, and each append answers its own last position.
    // ($all shows a commit once every older write transaction of this database has ended.)
    const all = await eventually(async () => {
      const read = await store.readAll({ limit: 10 });
      expect(read).toHaveLength(5);
      return read;
    });
    expect(all.filter((event) => event.streamId === 'order-1').map((event) => event.revision)).toEqual([0n, 1n, 2n]);
    if (first.status === 'fulfilled' && second.status === 'fulfilled') {
      expect(all.find((event) => event.streamId === 'order-1' && event.revision === 1n)?.position).toEqual(first.value.position);
      expect(all.find((event) => event.streamId === 'order-2' && event.revision === 1n)?.position).toEqual(second.value.position);
    }
    await database.drop();
  });

  it('makes each append of a statement Postgres refused alone, so only the one at fault fails', async () => {
    const database = await createTestDatabase('eventstore_appends_refused');
    const store = new PostgresEventStore(database.pool);
    const taken = '00000000-0000-4000-8000-000000000001';
    await store.append('order-0', [{ ...happened({ n: 0 }), id: taken }], 'no_stream');

    const outcomes = await Promise.allSettled([
      store.append('order-1', [happened({ n: 1 })], 'no_stream'),
      store.append('order-2', [{ ...happened({ n: 2 }), id: taken }], 'no_stream'),
      store.append('order-3', [happened({ n: 3 })], 'no_stream'),
    ]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(outcomes[1]).toMatchObject({ reason: { code: '23505', constraint: 'events_event_id_key' } });
    await eventually(async () => expect((await store.readAll({ limit: 10 })).map((event) => event.streamId).sort()).toEqual(['order-0', 'order-1', 'order-3']));
    await database.drop();
  });

  it('fails every append of a statement whose connection failed, without trying them again', async () => {
    const database = await createTestDatabase('eventstore_appends_lost');
    const { pool, statements } = loggingStatements(database.pool);
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    const failing = Object.assign(Object.create(pool) as typeof pool, {
      query: (...args: unknown[]) => (query(...args), Promise.reject(new Error('connection lost'))),
    });
    const store = new PostgresEventStore(failing);
    const outcomes = await Promise.allSettled([store.append('a', [happened({})], 'no_stream'), store.append('b', [happened({})], 'no_stream')]);
    expect(outcomes.map((outcome) => outcome.status === 'rejected' && (outcome.reason as Error).message)).toEqual(['connection lost', 'connection lost']);
    // The outcome of a statement whose answer was lost is unknown: appending again could store it twice.
    expect(statements).toEqual(['event-store-append']);
    await database.drop();
  });
});
