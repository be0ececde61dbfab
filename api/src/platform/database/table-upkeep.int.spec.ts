import pg from 'pg';
import { eventually } from '../testing/eventually.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { tendTables, UPKEEP_LOCK, type Upkeep } from './table-upkeep.js';

/** After a change: a backend tells Postgres's statistics what it changed within a second, or ten; this one at once. */
const COUNTED = 'SELECT pg_stat_force_next_flush()';
const tended = (upkeep: Upkeep, table: string) => (Array.isArray(upkeep) ? upkeep.find((entry) => entry.table === table) : undefined);

// Given a table of the shop's database that grew from empty, then the upkeep analyses it (and a
// prepared statement made while it was empty plans again, with its index), vacuums it once a fifth
// of its rows are dead, leaves it alone when nothing changed, and gives way to another worker at it.
describe('table upkeep', () => {
  let database: TestDatabase;
  let autovacuum: boolean;

  beforeAll(async () => {
    database = await createTestDatabase('table_upkeep');
    const { rows } = await database.pool.query<{ on: boolean }>(`SELECT current_setting('autovacuum') = 'on' AS on`);
    autovacuum = rows[0]!.on;
    if (autovacuum)
      console.log(
        'table upkeep: this Postgres runs autovacuum, so the upkeep must leave every table to it; its own tending is checked where autovacuum is off',
      );
    // As the migrations leave a table: made, indexed and analysed while empty.
    await database.pool.query('CREATE TABLE upkeep_spec (id text NOT NULL, n int NOT NULL)');
    await database.pool.query('CREATE UNIQUE INDEX upkeep_spec_id ON upkeep_spec (id)');
    await database.pool.query('ANALYZE upkeep_spec');
    // The tables the migrations made start out tended, so that only this one is due below.
    await eventually(async () => expect(await tendTables(database.pool)).toEqual(autovacuum ? 'autovacuum' : []), 15_000);
  });
  afterAll(() => database.drop());

  it('analyses a table a tenth of whose rows changed, and a statement prepared while it was empty finds its index', async () => {
    if (autovacuum) return expect(await tendTables(database.pool)).toBe('autovacuum');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const plan = async () => {
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE some_rows('{k-42,k-43}')`);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      };
      await client.query(`INSERT INTO upkeep_spec SELECT 'k-' || g, g FROM generate_series(1, 5) g`);
      await client.query('SET plan_cache_mode = force_generic_plan');
      // As the event store reads streams: rows by a list of keys, planned while the table holds a few.
      await client.query('PREPARE some_rows(text[]) AS SELECT n FROM upkeep_spec WHERE id = ANY($1)');
      expect(await plan()).toMatch(/Seq Scan/);
      await client.query(`INSERT INTO upkeep_spec SELECT 'k-' || g, g FROM generate_series(6, 20000) g; ${COUNTED}`);
      expect(await plan()).toMatch(/Seq Scan/); // nothing tells the plan that the table grew

      await eventually(async () => expect(tended(await tendTables(database.pool), 'upkeep_spec')).toEqual({ table: 'upkeep_spec', vacuumed: false }), 15_000);
      expect(await plan()).toMatch(/Index (Only )?Scan using upkeep_spec_id|Bitmap Index Scan on upkeep_spec_id/);
      const { rows } = await database.pool.query<{ reltuples: number }>(`SELECT reltuples FROM pg_class WHERE relname = 'upkeep_spec'`);
      expect(rows[0]!.reltuples).toBe(20_000);
    } finally {
      await client.end();
    }
  });

  it('leaves a table alone until enough of it changed, and vacuums it once a fifth of its rows are dead', async () => {
    if (autovacuum) return expect(await tendTables(database.pool)).toBe('autovacuum');
    await database.pool.query(`UPDATE upkeep_spec SET n = n + 1 WHERE n <= 1000; ${COUNTED}`); // 5%: below both thresholds
    expect(tended(await tendTables(database.pool), 'upkeep_spec')).toBeUndefined();

    await database.pool.query(`UPDATE upkeep_spec SET n = n + 1 WHERE n > 1000; ${COUNTED}`); // nearly every row dead once
    await eventually(async () => expect(tended(await tendTables(database.pool), 'upkeep_spec')).toEqual({ table: 'upkeep_spec', vacuumed: true }), 15_000);
    const { rows } = await database.pool.query<{ dead: number; vacuumed: boolean }>(
      `SELECT n_dead_tup::int AS dead, last_vacuum IS NOT NULL AS vacuumed FROM pg_stat_user_tables WHERE relname = 'upkeep_spec'`,
    );
    expect(rows[0]!.vacuumed).toBe(true);
    expect(rows[0]!.dead).toBeLessThan(1_000);
  });

  it('gives way while another worker tends the tables', async () => {
    const other = await database.pool.connect();
    try {
      await other.query('SELECT pg_advisory_lock($1, 0)', [UPKEEP_LOCK]);
      await database.pool.query(`UPDATE upkeep_spec SET n = n + 1; ${COUNTED}`);
      expect(await tendTables(database.pool)).toBe(autovacuum ? 'autovacuum' : 'another worker');
      await other.query('SELECT pg_advisory_unlock($1, 0)', [UPKEEP_LOCK]);
    } finally {
      other.release();
    }
    if (!autovacuum)
      await eventually(async () => expect(tended(await tendTables(database.pool), 'upkeep_spec')).toEqual({ table: 'upkeep_spec', vacuumed: true }), 15_000);
  });

  it('keeps no statistics of the documents stored whole, which were most of what analysing a table cost', async () => {
    await database.pool.query(
      `INSERT INTO events (event_id, stream_id, revision, type, data, metadata)
       SELECT gen_random_uuid(), 'upkeep-' || n, 0, 'Spec', jsonb_build_object('n', n), '{}' FROM generate_series(1, 100) AS n`,
    );
    await database.pool.query('ANALYZE events');
    const { rows } = await database.pool.query<{ column: string }>(`SELECT attname AS column FROM pg_stats WHERE tablename = 'events'`);
    const analysed = rows.map((row) => row.column);
    expect(analysed).toEqual(expect.arrayContaining(['stream_id', 'type']));
    expect(analysed).not.toContain('data');
    expect(analysed).not.toContain('metadata');
  });
});
