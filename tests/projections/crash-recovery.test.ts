import type { TestDatabase } from '../../api/src/platform/testing/test-database.js';
import { createTestDatabase } from '../../api/src/platform/testing/test-database.js';
import { PostgresEventStore } from '../../api/src/platform/event-store/postgres.event-store.js';
import { testEvent } from '../support/events.js';
import { eventually, sleep, startProcess, type RunningProcess } from '../support/processes.js';

// The projections runner is killed with SIGKILL while it works through a stream of events, three
// times, and restarted each time. Its read model must end exactly as the events say: an event
// lost would leave a count short, an event applied twice would leave it over.
describe('projections runner after SIGKILL', () => {
  let database: TestDatabase;
  let runner: RunningProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase('crash');
  });
  afterAll(async () => {
    runner?.child.kill('SIGKILL');
    await database.drop();
  });

  const start = () => startProcess('projections/dist/main.js', { DATABASE_URL: database.url, PROJECTIONS: 'event-streams', PROJECTION_POLL_MS: '5' });
  const checkpointed = async () =>
    Number((await database.pool.query(`SELECT coalesce(sum(events_count), 0) AS n FROM event_streams`)).rows[0].n);

  it('neither loses nor doubles an event', async () => {
    const store = new PostgresEventStore(database.pool);
    let appending = true;
    let appended = 0;
    const writers = Array.from({ length: 4 }, async (_, writer) => {
      for (let n = 0; appending; n++) {
        const batch = Array.from({ length: 1 + (n % 5) }, () => testEvent('Ticked', { writer, n }));
        await store.append(`tick-${writer}-${n % 25}`, batch, 'any');
        appended += batch.length;
      }
    });

    runner = start();
    for (let kill = 0; kill < 3; kill++) {
      const before = await checkpointed();
      await eventually(async () => expect(await checkpointed()).toBeGreaterThan(before + 200), 20_000);
      runner.child.kill('SIGKILL');
      expect((await runner.exited).signal).toBe('SIGKILL');
      await sleep(100);
      runner = start();
    }
    appending = false;
    await Promise.all(writers);

    await eventually(async () => expect(await checkpointed()).toBe(appended), 30_000, 100);
    const { rows: mismatches } = await database.pool.query(`
      SELECT e.stream_id, e.count, e.max_revision, s.events_count, s.last_revision
      FROM (SELECT stream_id, count(*) AS count, max(revision) AS max_revision FROM events GROUP BY stream_id) e
      FULL JOIN event_streams s USING (stream_id)
      WHERE s.events_count IS DISTINCT FROM e.count OR s.last_revision IS DISTINCT FROM e.max_revision`);
    expect(mismatches).toEqual([]);
    expect(appended).toBeGreaterThan(600);

    runner.child.kill('SIGTERM');
    expect(await runner.exited).toEqual({ code: 0, signal: null });
    runner = undefined;
  }, 90_000);
});
