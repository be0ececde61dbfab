import type pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../api/src/platform/testing/test-database.js';
import { SharedCommits } from './shared-commits.js';

describe('SharedCommits', () => {
  let database: TestDatabase;
  let sent: string[];
  let commits: SharedCommits;

  beforeAll(async () => {
    database = await createTestDatabase('shared_commits');
    await database.pool.query('CREATE TABLE probe (id int PRIMARY KEY)');
  });
  afterAll(() => database.drop());
  beforeEach(async () => {
    await database.pool.query('TRUNCATE probe');
    sent = [];
    const counting = { query: (text: string) => (sent.push(text), database.pool.query(text)) } as unknown as pg.Pool;
    commits = new SharedCommits(counting);
  });

  const ids = async () => (await database.pool.query('SELECT id FROM probe ORDER BY id')).rows.map((row: { id: number }) => row.id);

  it('sends the scripts handed in together as one, and each caller hears it committed', async () => {
    await Promise.all([1, 2, 3].map((id) => commits.run(`INSERT INTO probe VALUES (${id}); INSERT INTO probe VALUES (${id + 10})`)));
    expect(sent).toHaveLength(1);
    expect(await ids()).toEqual([1, 2, 3, 11, 12, 13]);
  });

  it('when one of them fails, the others still commit and only that one hears the failure', async () => {
    await database.pool.query('INSERT INTO probe VALUES (2)');
    const outcomes = await Promise.allSettled([1, 2, 3].map((id) => commits.run(`INSERT INTO probe VALUES (${id + 100}); INSERT INTO probe VALUES (${id})`)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toMatchObject({ code: '23505' });
    expect(await ids()).toEqual([1, 2, 3, 101, 103]);
    expect(sent).toHaveLength(4); // together once, then each alone
  });

  it('sends a script handed in on a later turn on its own', async () => {
    await commits.run('INSERT INTO probe VALUES (1)');
    await commits.run('INSERT INTO probe VALUES (2)');
    expect(sent).toEqual(['INSERT INTO probe VALUES (1)', 'INSERT INTO probe VALUES (2)']);
  });
});
