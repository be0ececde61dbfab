import type { TestDatabase } from '../../api/src/platform/testing/test-database.js';
import { createTestDatabase } from '../../api/src/platform/testing/test-database.js';
import { PostgresEventStore } from '../../api/src/platform/event-store/postgres.event-store.js';
import { placed, processed } from '../../api/src/ordering/testing/order-events.fixture.js';
import type { OrderEvent } from '../../api/src/ordering/events.js';
import { testEvent } from '../support/events.js';
import { eventually, startProcess, type RunningProcess } from '../support/processes.js';

// The projections runner is killed with SIGKILL while it works through a stream of events, three
// times, and restarted each time. Its read model (orders) must end exactly as the events say: an
// event lost would leave an order's revision or refunded amount short. The orders projection ignores
// an event applied twice (its updates are guarded by revision), so a trigger of the test's own counts
// the statements that commit against the table: one per event, an event applied twice would leave
// the count over.
describe('projections runner after SIGKILL', () => {
  let database: TestDatabase;
  let runner: RunningProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase('crash');
    await database.pool.query(`
      CREATE TABLE applied_statements (op text NOT NULL);
      CREATE FUNCTION note_applied_statement() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO applied_statements VALUES (TG_OP);
        RETURN NULL;
      END
      $$;
      CREATE TRIGGER orders_applied AFTER INSERT OR UPDATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION note_applied_statement();`);
  });
  afterAll(async () => {
    runner?.child.kill('SIGKILL');
    await database.drop();
  });

  const start = () => startProcess('projections/dist/main.js', { DATABASE_URL: database.url, PROJECTIONS: 'orders', PROJECTION_POLL_MS: '5' });
  const checkpointed = async () => Number((await database.pool.query(`SELECT count(*) AS n FROM applied_statements`)).rows[0].n);
  const stored = (event: OrderEvent) => testEvent(event.type, event.data);

  it('neither loses nor doubles an event', async () => {
    const store = new PostgresEventStore(database.pool);
    let appending = true;
    let appended = 0;
    let placements = 0;
    const writers = Array.from({ length: 4 }, async (_, writer) => {
      for (let n = 0; appending; n++) {
        const orderId = `${writer}-${n % 25}`;
        // Each order's first batch places it; every later event is a refund of ₹1.
        const batch = Array.from({ length: 1 + (n % 5) }, (_, i) => stored(n < 25 && i === 0 ? placed({ orderId }) : processed(`${orderId}:${n}:${i}`, 1, 0)));
        await store.append(`order-${orderId}`, batch, 'any');
        appended += batch.length;
        if (n < 25) placements++;
      }
    });

    runner = start();
    for (let kill = 0; kill < 3; kill++) {
      const before = await checkpointed();
      await eventually(async () => expect(await checkpointed()).toBeGreaterThan(before + 200), 20_000);
      runner.child.kill('SIGKILL');
      expect((await runner.exited).signal).toBe('SIGKILL');
      // The next runner starts behind, with events appended since the kill.
      const whenKilled = appended;
      await eventually(() => expect(appended).toBeGreaterThan(whenKilled));
      runner = start();
    }
    appending = false;
    await Promise.all(writers);

    await eventually(async () => expect(await checkpointed()).toBe(appended), 30_000, 100);
    const { rows: mismatches } = await database.pool.query(`
      SELECT e.order_id, e.max_revision, e.refunds, o.revision, o.amount_refunded
      FROM (SELECT substr(stream_id, length('order-') + 1) AS order_id, max(revision) AS max_revision,
                   count(*) FILTER (WHERE type = 'RefundProcessed') AS refunds
            FROM events GROUP BY stream_id) e
      FULL JOIN orders o ON o.id = e.order_id
      WHERE o.revision IS DISTINCT FROM e.max_revision OR o.amount_refunded IS DISTINCT FROM e.refunds`);
    expect(mismatches).toEqual([]);
    const { rows: statements } = await database.pool.query(`SELECT op, count(*)::int AS n FROM applied_statements GROUP BY op ORDER BY op`);
    expect(statements).toEqual([
      { op: 'INSERT', n: placements },
      { op: 'UPDATE', n: appended - placements },
    ]);
    expect(appended).toBeGreaterThan(600);

    runner.child.kill('SIGTERM');
    expect(await runner.exited).toEqual({ code: 0, signal: null });
    runner = undefined;
  }, 90_000);
});
