import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import pino from 'pino';
import { PostgresEventStore, type NewEvent } from '@petshop/api/platform';
import { projections, readCheckpoints } from '@petshop/api/projections';
import { scenarios } from '../../api/src/ordering/testing/order-events.fixture.js';
import { openWriteTransaction } from '../../api/src/platform/testing/open-writers.js';
import { createTestDatabase, TEST_POSTGRES_URL, type TestDatabase } from '../../api/src/platform/testing/test-database.js';
import { checkReadModels } from './check.js';
import { recreateMissingTables, rebuildProjection } from './rebuild.js';

const READ_MODEL_TABLES = projections.flatMap((projection) => projection.tables);

/** What makes a table what it is: columns (types, defaults, generated, statistics), settings, indexes and constraints, without their generated names. */
async function definition(pool: pg.Pool, table: string) {
  const { rows } = await pool.query(
    `SELECT
       (SELECT json_agg(json_build_array(a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull, pg_get_expr(d.adbin, d.adrelid), a.attgenerated, a.attstattarget) ORDER BY a.attnum)
        FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
        WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped) AS columns,
       (SELECT reloptions FROM pg_class WHERE oid = $1::regclass) AS options,
       (SELECT json_agg(i.def ORDER BY i.def) FROM (SELECT regexp_replace(pg_get_indexdef(indexrelid), 'INDEX \\S+ ON ', 'INDEX ON ') AS def FROM pg_index WHERE indrelid = $1::regclass) i) AS indexes,
       (SELECT json_agg(json_build_array(contype, pg_get_constraintdef(oid)) ORDER BY contype, pg_get_constraintdef(oid)) FROM pg_constraint WHERE conrelid = $1::regclass) AS constraints`,
    [table],
  );
  return rows[0];
}

// A read model's tables dropped behind the rebuild's back (a bad migration, a restore of the truth
// alone) come back as the migrations define them: the rebuild copies the live definition, so
// without them it could not run at all.
describe('recreateMissingTables', () => {
  let damaged: TestDatabase;
  let reference: TestDatabase;
  beforeAll(async () => {
    [damaged, reference] = await Promise.all([createTestDatabase('recreate_tables'), createTestDatabase('recreate_reference')]);
  });
  afterAll(async () => {
    await Promise.all([damaged?.drop(), reference?.drop()]);
  });

  it('makes every dropped read-model table again exactly as a migrated database has it, and touches nothing else', async () => {
    const migrations = async () => (await damaged.pool.query('SELECT name FROM pgmigrations ORDER BY id')).rows;
    const before = await migrations();
    await damaged.pool.query(`DROP TABLE ${READ_MODEL_TABLES.join(', ')}`);

    const recreated = await recreateMissingTables(damaged.url, damaged.pool, READ_MODEL_TABLES);

    expect(recreated.sort()).toEqual([...READ_MODEL_TABLES].sort());
    for (const table of READ_MODEL_TABLES) {
      expect({ table, ...(await definition(damaged.pool, table)) }).toEqual({ table, ...(await definition(reference.pool, table)) });
    }
    // The scratch schema is gone and the live migrations table was not written.
    const { rows: schemas } = await damaged.pool.query(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'read_model_definitions%'`);
    expect(schemas).toEqual([]);
    expect(await migrations()).toEqual(before);
    expect(await recreateMissingTables(damaged.url, damaged.pool, READ_MODEL_TABLES)).toEqual([]);
  });

  it('leaves tables that are there as they are', async () => {
    await damaged.pool.query(`INSERT INTO order_history_ledger (order_id, revision) VALUES ('kept', 1)`);
    await damaged.pool.query('DROP TABLE vouchers');

    expect(await recreateMissingTables(damaged.url, damaged.pool, READ_MODEL_TABLES)).toEqual(['vouchers']);
    expect((await damaged.pool.query('SELECT order_id FROM order_history_ledger')).rows).toEqual([{ order_id: 'kept' }]);
  });
});

const orderEvents = (name: string): NewEvent[] =>
  scenarios[name]!.map(({ type, data }) => ({
    id: randomUUID(),
    type,
    data,
    metadata: { actor: { _id: null, role: 'system', name: 'spec' }, correlationId: 'c', causationId: 'c' },
  }));

// `npm run projections:rebuild` swaps in read models built from every event committed before it
// began: a write transaction left open (a psql session, another application's) holds the shop's
// followers back, never the rebuild.
describe('rebuildProjection', () => {
  it.each([
    ['in the shop’s database', (database: TestDatabase) => database.url],
    ['in another database of the server', () => TEST_POSTGRES_URL],
  ])('rebuilds up to every event committed before it began, though a write transaction older than some is left open %s', async (_where, url) => {
    const database = await createTestDatabase('rebuild_present');
    try {
      const writer = new PostgresEventStore(database.pool);
      await writer.append('order-before', orderEvents('paid, then cancelled by staff and refunded in full'), 'no_stream');
      const held = await openWriteTransaction(url(database));
      try {
        const { position: last } = await writer.append(
          'order-after',
          orderEvents('given up at the payment page, then paid after all and restored'),
          'no_stream',
        );
        for (const projection of projections)
          await rebuildProjection(projection, new PostgresEventStore(database.pool), database.pool, pino({ level: 'silent' }));

        const checkpoints = await readCheckpoints(database.pool);
        expect(projections.map((projection) => checkpoints.get(projection.name)?.position)).toEqual(projections.map(() => last));
      } finally {
        await held.end();
      }
      const { rows } = await database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
      const result = await checkReadModels(new PostgresEventStore(database.pool), database.pool, { schema: 'rebuild_spec_check' });
      expect(result).toMatchObject({ differenceCount: 0, eventsRead: rows[0]!.n });
    } finally {
      await database.drop();
    }
  });
});
