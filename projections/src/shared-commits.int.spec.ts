import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../api/src/platform/testing/test-database.js';
import { checkpointAdvance, isCheckpointMoved } from '@petshop/api/projections';
import { SharedCommits } from './shared-commits.js';

// The read models' batches go to Postgres as prepared statements run with their parameters as
// literals, several batches in one script. Each must store exactly what the bound statements would,
// commit all or nothing, and meet its own outcome whatever the others do.
describe('SharedCommits', () => {
  let database: TestDatabase;
  let commits: SharedCommits;
  let sent: string[];
  let spy: jest.SpyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('shared_commits');
    await database.pool.query(`CREATE TABLE probe (id int PRIMARY KEY, label text, amount numeric, at timestamptz, view jsonb, tags text[], flag boolean)`);
  });
  afterAll(() => database.drop());
  beforeEach(async () => {
    await database.pool.query('TRUNCATE probe');
    sent = [];
    const query = pg.Client.prototype.query;
    spy = jest.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      if (typeof args[0] === 'string' && args[0].includes('EXECUTE')) sent.push(args[0]);
      return (query as (...all: unknown[]) => unknown).apply(this, args);
    } as never);
    commits = new SharedCommits(database.pool);
  });
  afterEach(async () => {
    spy.mockRestore();
    await commits.close();
  });

  const insert = (values: unknown[]) => ({ text: 'INSERT INTO probe (id, label, amount, at, view, tags, flag) VALUES ($1, $2, $3, $4, $5, $6, $7)', values });
  const row = (id: number, label: string) => insert([id, label, 1, null, null, null, null]);
  const rows = async () => (await database.pool.query('SELECT * FROM probe ORDER BY id')).rows;
  const ids = async () => (await rows()).map((found: { id: number }) => found.id);

  it('stores what the same statements store with bound parameters', async () => {
    const awkward = [
      [
        'O\'Brien\'s \\ "bowl" ; DROP TABLE probe; --',
        1499.5,
        new Date('2026-11-23T10:15:30.123Z'),
        { note: "it's $1 \\n", nested: [1, null] },
        ['a,b', "c'd", 'e"f'],
        true,
      ],
      [null, 0, null, null, null, false],
    ];
    for (const [index, values] of awkward.entries()) await database.pool.query(insert([index + 1, ...values]).text, [index + 1, ...values]);
    const bound = await rows();
    await database.pool.query('TRUNCATE probe');

    await commits.run(awkward.map((values, index) => insert([index + 1, ...values])));

    expect(await rows()).toEqual(bound);
    expect(bound[0].label).toBe('O\'Brien\'s \\ "bowl" ; DROP TABLE probe; --');
  });

  it('tells $1 from $10, $11 and $12', async () => {
    const labels = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
    const text = `INSERT INTO probe (id, label) VALUES ($1, concat_ws(' ', ${[12, 11, 10, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `$${n}::text`).join(', ')}))`;
    await commits.run([{ text, values: [7, ...labels] }]);
    expect((await rows())[0]).toMatchObject({ id: 7, label: 'twelve eleven ten two three four five six seven eight nine' });
  });

  it('commits nothing of a batch when one of its statements fails', async () => {
    await expect(commits.run([row(1, 'first'), row(1, 'duplicate')])).rejects.toMatchObject({ code: '23505' });
    expect(await rows()).toEqual([]);
  });

  it('fails as checkpoint_moved when the checkpoint is not where the batch expects it, and changes nothing', async () => {
    await database.pool.query(`INSERT INTO projection_checkpoints (name, commit_position, prepare_position) VALUES ('probe', 10, 1)`);
    const moved = checkpointAdvance('probe', { commit: 9n, prepare: 1n }, { commit: 12n, prepare: 3n }, new Date());
    const error = await commits.run([moved, row(1, 'lost')]).catch((caught: unknown) => caught);
    expect(isCheckpointMoved(error)).toBe(true);
    expect(await rows()).toEqual([]);

    const inTurn = checkpointAdvance('probe', { commit: 10n, prepare: 1n }, { commit: 12n, prepare: 3n }, new Date());
    await commits.run([inTurn, row(1, 'kept')]);
    expect(await rows()).toMatchObject([{ label: 'kept' }]);
    const { rows: checkpoint } = await database.pool.query(`SELECT commit_position, prepare_position FROM projection_checkpoints WHERE name = 'probe'`);
    expect(checkpoint).toEqual([{ commit_position: '12', prepare_position: '3' }]);
  });

  it('sends the batches handed in together as one script, and each caller hears it committed', async () => {
    await Promise.all([1, 2, 3].map((id) => commits.run([row(id, 'a'), row(id + 10, 'b')])));
    expect(sent).toHaveLength(1);
    expect(await ids()).toEqual([1, 2, 3, 11, 12, 13]);
  });

  it('when one batch fails, the others still commit and only its caller hears the failure', async () => {
    await database.pool.query(`INSERT INTO probe (id) VALUES (2)`);
    const outcomes = await Promise.allSettled([1, 2, 3].map((id) => commits.run([row(id + 100, 'ok'), row(id, 'clash?')])));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toMatchObject({ code: '23505' });
    expect(await ids()).toEqual([1, 2, 3, 101, 103]);
    expect(sent).toHaveLength(4); // together once, then each alone
  });

  it('prepares a statement once and only executes it afterwards, failures included', async () => {
    await commits.run([row(1, 'a')]);
    await expect(commits.run([row(1, 'again'), { text: 'SELECT 1/0', values: [] }])).rejects.toMatchObject({ code: '23505' });
    await commits.run([row(2, 'b'), { text: 'SELECT $1::int', values: [5] }]);
    await commits.run([row(3, 'c'), { text: 'SELECT $1::int', values: [6] }]);
    expect(sent[0]).toMatch(/^PREPARE read_model_\d+ AS INSERT/);
    expect(sent.slice(1).join('\n')).not.toMatch(/PREPARE \S+ AS INSERT/);
    expect(sent[3]).not.toContain('PREPARE');
    expect(await ids()).toEqual([1, 2, 3]);
  });
});
