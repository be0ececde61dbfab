import { createTestDatabase, type TestDatabase } from '../../api/src/platform/testing/test-database.js';
import { checkpointAdvance, isCheckpointMoved, PROJECTION_CHECKPOINT_CHANNEL } from '@petshop/api/projections';
import { asOneScript } from './apply.js';

// A batch of read model statements goes to Postgres as one script with its parameters inlined. It
// must store exactly what the bound statements store, and commit all or nothing.
describe('asOneScript', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('one_script');
    await database.pool.query(`CREATE TABLE probe (id int PRIMARY KEY, label text, amount numeric, at timestamptz, view jsonb, tags text[], flag boolean)`);
  });
  afterAll(() => database.drop());
  beforeEach(() => database.pool.query('TRUNCATE probe'));

  const insert = (values: unknown[]) => ({ text: 'INSERT INTO probe (id, label, amount, at, view, tags, flag) VALUES ($1, $2, $3, $4, $5, $6, $7)', values });
  const rows = async () => (await database.pool.query('SELECT * FROM probe ORDER BY id')).rows;

  it('stores what the same statements store with bound parameters', async () => {
    const awkward = [
      ["O'Brien's \\ \"bowl\" ; DROP TABLE probe; --", 1499.5, new Date('2026-11-23T10:15:30.123Z'), { note: "it's $1 \\n", nested: [1, null] }, ['a,b', "c'd", 'e"f'], true],
      [null, 0, null, null, null, false],
    ];
    for (const [index, values] of awkward.entries()) await database.pool.query(insert([index + 1, ...values]).text, [index + 1, ...values]);
    const bound = await rows();
    await database.pool.query('TRUNCATE probe');

    await database.pool.query(asOneScript(awkward.map((values, index) => insert([index + 1, ...values]))));

    expect(await rows()).toEqual(bound);
    expect(bound[0].label).toBe("O'Brien's \\ \"bowl\" ; DROP TABLE probe; --");
  });

  it('tells $1 from $10 and $11', async () => {
    const statement = { text: 'INSERT INTO probe (id, label) VALUES ($1, $10 || $11 || $1)', values: [7, 0, 0, 0, 0, 0, 0, 0, 0, 'ten-', 'eleven-'] };
    await database.pool.query(asOneScript([statement]));
    expect((await rows())[0]).toMatchObject({ id: 7, label: 'ten-eleven-7' });
  });

  it('commits nothing when any statement fails', async () => {
    const script = asOneScript([insert([1, 'first', 1, null, null, null, null]), insert([1, 'duplicate', 1, null, null, null, null])]);
    await expect(database.pool.query(script)).rejects.toMatchObject({ code: '23505' });
    expect(await rows()).toEqual([]);
  });

  it('fails as checkpoint_moved when the checkpoint is not where the batch expects it, and changes nothing', async () => {
    await database.pool.query(`INSERT INTO projection_checkpoints (name, commit_position, prepare_position) VALUES ('probe', 10, 1)`);
    const moved = checkpointAdvance('probe', { commit: 9n, prepare: 1n }, { commit: 12n, prepare: 3n }, new Date(), PROJECTION_CHECKPOINT_CHANNEL, '{}');
    const error = await database.pool.query(asOneScript([moved, insert([1, 'lost', 1, null, null, null, null])])).catch((caught: unknown) => caught);
    expect(isCheckpointMoved(error)).toBe(true);
    expect(await rows()).toEqual([]);

    const inTurn = checkpointAdvance('probe', { commit: 10n, prepare: 1n }, { commit: 12n, prepare: 3n }, new Date(), PROJECTION_CHECKPOINT_CHANNEL, '{}');
    await database.pool.query(asOneScript([inTurn, insert([1, 'kept', 1, null, null, null, null])]));
    expect(await rows()).toMatchObject([{ label: 'kept' }]);
    const { rows: checkpoint } = await database.pool.query(`SELECT commit_position, prepare_position FROM projection_checkpoints WHERE name = 'probe'`);
    expect(checkpoint).toEqual([{ commit_position: '12', prepare_position: '3' }]);
  });
});
