import { randomUUID } from 'node:crypto';
import { eventually } from '../testing/eventually.js';
import { openWriteTransaction } from '../testing/open-writers.js';
import { createTestDatabase, TEST_POSTGRES_URL, type TestDatabase } from '../testing/test-database.js';
import type { NewEvent, Position, StoredEvent } from './event-store.port.js';
import { PostgresEventStore } from './postgres.event-store.js';

const METADATA = { actor: { _id: null, role: 'system', name: 'spec' }, correlationId: 'c', causationId: 'c' } as const;
const event = (type: string): NewEvent => ({ type, data: {}, metadata: METADATA });

async function readTo(store: PostgresEventStore, to: Position): Promise<StoredEvent[]> {
  const read: StoredEvent[] = [];
  for (let after: Position | undefined; ; ) {
    const page = await store.readAll({ after, limit: 100, to });
    if (page.length === 0) return read;
    read.push(...page);
    after = page.at(-1)!.position;
  }
}

// Followers stop below every write transaction still open (horizon.ts): one left open holds them
// back. What must reach the present (a rebuild, the read-model check) asks for it instead.
describe('PostgresEventStore: $all up to the present', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('eventstore_present');
  });
  afterAll(() => database.drop());

  it.each([
    ['in the shop’s database', () => database.url],
    ['in another database of the server', () => TEST_POSTGRES_URL],
  ])('reaches every event committed before it asked, though a write transaction older than them is left open %s', async (_where, url) => {
    const held = await openWriteTransaction(url());
    try {
      const stream = `present-${randomUUID()}`;
      await new PostgresEventStore(database.pool).append(stream, [event('A'), event('B')], 'no_stream');
      // A store that has just started, as `npm run projections:rebuild` and the check do: its
      // followers' reads stop below the open transaction.
      const store = new PostgresEventStore(database.pool);
      expect((await store.readAll({ limit: 100 })).filter((e) => e.streamId === stream)).toEqual([]);

      const present = await store.presentPosition();
      expect((await readTo(store, present!)).filter((e) => e.streamId === stream).map((e) => e.type)).toEqual(['A', 'B']);
    } finally {
      await held.end();
    }
  });

  it('waits for the appends in flight when it asks, whose events are ordered ahead of ones already committed', async () => {
    const inFlight = await openWriteTransaction(
      database.url,
      'append in flight',
      `INSERT INTO events (event_id, stream_id, revision, type, data, metadata) VALUES ('${randomUUID()}', 'in-flight-${randomUUID()}', 0, 'InFlight', '{}', '{}')`,
    );
    const stream = `after-${randomUUID()}`;
    const store = new PostgresEventStore(database.pool);
    await store.append(stream, [event('Committed')], 'no_stream');

    const present = store.presentPosition();
    // The signal: its session waits on the events table's lock, which the append in flight holds.
    await eventually(async () => {
      const { rows } = await database.pool.query(
        `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'LOCK TABLE events%'`,
      );
      expect(rows).toHaveLength(1);
    });
    await inFlight.query('COMMIT');
    await inFlight.end();

    const read = await readTo(store, (await present)!);
    expect(read.map((e) => e.type).slice(-2)).toEqual(['InFlight', 'Committed']);
  });
});
