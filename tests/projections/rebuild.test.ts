import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';
import { openWriteTransaction } from '../../api/src/platform/testing/open-writers.js';
import { createTestDatabase, TEST_POSTGRES_URL, type TestDatabase } from '../../api/src/platform/testing/test-database.js';
import { PostgresEventStore } from '../../api/src/platform/event-store/postgres.event-store.js';
import { placed, processed } from '../../api/src/ordering/testing/order-events.fixture.js';
import type { OrderEvent } from '../../api/src/ordering/events.js';
import { testEvent } from '../support/events.js';
import { eventually, ROOT, startProcess, type RunningProcess } from '../support/processes.js';

// The events the orders read model holds: a row for each placement, ₹1 refunded for each refund.
const countRows = async (database: TestDatabase) =>
  Number((await database.pool.query('SELECT count(*) + coalesce(sum(amount_refunded), 0) AS n FROM orders')).rows[0].n);
const stored = (event: OrderEvent) => testEvent(event.type, event.data);

// `npm run projections:rebuild` rebuilds into a fresh table and swaps it in while the live runner
// keeps projecting new events and a reader keeps reading.
describe('projections:rebuild', () => {
  let database: TestDatabase;
  let runner: RunningProcess;
  let neighbour: pg.Client | undefined;
  const closeNeighbour = async () => {
    await neighbour?.end();
    neighbour = undefined;
  };

  beforeAll(async () => {
    database = await createTestDatabase('rebuild');
    runner = startProcess('projections/dist/main.js', { DATABASE_URL: database.url, PROJECTIONS: 'orders' });
  });
  afterAll(async () => {
    await closeNeighbour();
    runner.child.kill('SIGKILL');
    await database.drop();
  });

  it('swaps in a complete read model that readers never see empty or half-built', async () => {
    // A write transaction left open in another database of the server, older than every event here,
    // holds back the store's plain horizon (horizon.ts) through the rebuild: it must not take what it
    // cannot see yet for the end of `$all`.
    neighbour = await openWriteTransaction(TEST_POSTGRES_URL);
    const store = new PostgresEventStore(database.pool);
    for (let n = 0; n < 40; n++) {
      const orderId = `b${n % 10}`;
      const events = Array.from({ length: 50 }, (_, i) => (n < 10 && i === 0 ? placed({ orderId }) : processed(`${orderId}:${n}:${i}`, 1, 0)));
      await store.append(`order-${orderId}`, events.map(stored), 'any');
    }
    await eventually(async () => expect(await countRows(database)).toBe(2_000), 20_000);
    // Damage the live read model, as a bug in an old projection version would have, in a way a
    // reader can tell apart from the rebuilt one.
    const DAMAGE = 1_000_000;
    await database.pool.query(`UPDATE orders SET amount_refunded = amount_refunded + $1, status = 'wrong'`, [DAMAGE]);

    let reading = true;
    const seen: number[] = [];
    const reader = (async () => {
      while (reading) seen.push(await countRows(database));
    })();
    let writing = true;
    let written = 2_000;
    const writer = (async () => {
      for (let n = 0; writing; n++) {
        await store.append(`order-b${n % 10}`, [stored(processed(`b${n % 10}:topped:${n}`, 1, 0))], 'any');
        written++;
      }
    })();

    const { stdout } = await promisify(execFile)(process.execPath, [path.join(ROOT, 'projections/dist/rebuild-main.js'), 'orders'], {
      env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'warn' },
    });
    await closeNeighbour();
    expect(Number(stdout.match(/Rebuilt orders from (\d+) events/)?.[1])).toBeGreaterThanOrEqual(2_000);
    writing = false;
    await writer;
    await eventually(async () => expect(await countRows(database)).toBe(written), 20_000);
    reading = false;
    await reader;

    // Before the swap readers saw the damaged table, after it the complete one (at least the 2,000
    // first events); never an empty or partial copy, and never the old one again.
    const swappedAt = seen.findIndex((count) => count < DAMAGE);
    expect(swappedAt).toBeGreaterThan(0);
    expect(seen.slice(0, swappedAt).every((count) => count >= DAMAGE + 2_000)).toBe(true);
    expect(seen.slice(swappedAt).every((count) => count >= 2_000 && count < DAMAGE)).toBe(true);
    const { rows } = await database.pool.query(`SELECT count(*) AS wrong FROM orders WHERE status = 'wrong'`);
    expect(Number(rows[0].wrong)).toBe(0);
    const { rows: tables } = await database.pool.query(`SELECT tablename FROM pg_tables WHERE tablename LIKE 'orders%'`);
    expect(tables.map((t: { tablename: string }) => t.tablename)).toEqual(['orders']);
  }, 60_000);

  it('keeps the settings of the tables it swaps in (orders keeps its room for updates and no statistics of its views)', async () => {
    await promisify(execFile)(process.execPath, [path.join(ROOT, 'projections/dist/rebuild-main.js'), 'orders'], {
      env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'warn' },
    });
    const { rows } = await database.pool.query(`SELECT reloptions FROM pg_class WHERE relname = 'orders'`);
    expect(rows).toEqual([{ reloptions: ['fillfactor=70'] }]);
    const { rows: targets } = await database.pool.query(
      `SELECT attname FROM pg_attribute WHERE attrelid = 'orders'::regclass AND attnum > 0 AND attstattarget = 0`,
    );
    expect(targets).toEqual([{ attname: 'view' }]);
  });

  it('refuses an unknown projection name', async () => {
    const failure = await promisify(execFile)(process.execPath, [path.join(ROOT, 'projections/dist/rebuild-main.js'), 'nope'], {
      env: { ...process.env, DATABASE_URL: database.url },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 2, stderr: expect.stringContaining('Unknown projection "nope"') });
  });
});
