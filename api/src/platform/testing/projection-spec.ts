import type pg from 'pg';
import type { StoredEvent } from '../event-store/event-store.port.js';
import type { Projection } from '../projections/projection.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/** Runs a projection's statements for the events against a database, one event after another, as the runner does. */
export async function projectInto(db: Pick<pg.ClientBase, 'query'>, projection: Projection, events: readonly StoredEvent[]): Promise<void> {
  for (const event of events) {
    for (const statement of projection.project(event, (name) => name)) await db.query(statement.text, [...statement.values]);
  }
}

/** What a spec reads back from the read model: a row, a query's answer. */
export type ReadBack<T> = (pool: pg.Pool) => Promise<T>;

/**
 * Given/When/Then for a projection, against a real Postgres: given these recorded events (projected
 * as the runner does), then this is what reading the read model answers (compared with `toEqual`, so
 * `expect.objectContaining` where only some columns matter). Call it inside a `describe`: it creates
 * the spec's database before its tests and drops it after them; the tests share it, so each tells its
 * events apart by their stream.
 */
export function projectionSpec(projection: Projection, label: string) {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(label);
  });
  afterAll(() => database.drop());

  return {
    given: (events: readonly StoredEvent[]) => ({
      // biome-ignore lint/suspicious/noThenProperty: Given/When/Then reads best with `then`; this object is never awaited.
      then: async <T>(read: ReadBack<T>, expected: T) => {
        await projectInto(database.pool, projection, events);
        expect(await read(database.pool)).toEqual(expected);
      },
    }),
    /** The events are not this projection's business: they map to no statement at all. */
    ignores: (...events: StoredEvent[]) => {
      for (const event of events)
        expect({ type: event.type, statements: projection.project(event, (name) => name) }).toEqual({ type: event.type, statements: [] });
    },
    /** What each statement for an event writes, with the tables as a rebuild names them: `INSERT INTO "<table>__rebuild"`. */
    writesInRebuild: (event: StoredEvent): string[] =>
      projection
        .project(event, (name) => `"${name}__rebuild"`)
        .map((statement) => /(?:INSERT INTO|UPDATE|DELETE FROM)\s+\S+/.exec(statement.text)?.[0].replace(/\s+/, ' ') ?? statement.text),
  };
}
