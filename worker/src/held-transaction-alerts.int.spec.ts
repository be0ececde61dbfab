import type pg from 'pg';
import { staffAlerts } from '../../api/src/platform/alerts/alerts.js';
import { openWriteTransaction, writeEventAged } from '../../api/src/platform/testing/open-writers.js';
import { createTestDatabase, type TestDatabase } from '../../api/src/platform/testing/test-database.js';
import { alertHeldTransactions } from './held-transaction-alerts.js';

// Given a transaction left open in the shop's database, then one staff alert while it holds events
// back past the stall, however often the workers look, resolved once it has ended.
describe('alerts of transactions holding events back', () => {
  let database: TestDatabase;
  let sessions: pg.Client[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('held_alerts');
  });
  afterEach(async () => {
    await Promise.all(sessions.map((session) => session.end().catch(() => undefined)));
    sessions = [];
  });
  afterAll(() => database.drop());

  const leftOpen = async () => {
    const session = await openWriteTransaction(database.url, 'psql');
    sessions.push(session);
    return { session, pid: session.pid };
  };
  const alerts = async (open: boolean) => (await staffAlerts.page(database.pool, { filter: { open, kind: 'transaction' }, offset: 0, limit: 10 })).records;

  it('opens none while events have waited less than the stall', async () => {
    const holder = await leftOpen();
    await writeEventAged(database.pool, 20);
    await alertHeldTransactions(database.pool);
    expect(await alerts(false)).toEqual([]);
    await holder.session.query('ROLLBACK');
  });

  it('opens one alert per transaction past the stall, naming it, however often it is looked at, and resolves it once it ends', async () => {
    const first = await leftOpen();
    await writeEventAged(database.pool, 40);
    const second = await leftOpen();
    await writeEventAged(database.pool, 35);

    // Two workers looking at once, and again.
    await Promise.all([alertHeldTransactions(database.pool), alertHeldTransactions(database.pool)]);
    await alertHeldTransactions(database.pool);
    const open = await alerts(true);
    expect(open).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(new RegExp(`^transaction:${first.pid}:\\d+$`)),
        kind: 'transaction',
        orderId: null,
        attempts: 1,
        nextAttemptAt: null,
        resolvedAt: null,
        message: expect.stringMatching(
          new RegExp(
            `^A transaction left open in the shop's database has held back every event written for 4\\d s: pid ${first.pid} \\(psql from 127\\.0\\.0\\.1, idle in transaction, open \\d+ s\\)\\..*pg_terminate_backend\\(${first.pid}\\)\\.$`,
          ),
        ),
      }),
    ]);

    // The first ends: the second, older than the events still held back, holds them now.
    await first.session.query('ROLLBACK');
    await alertHeldTransactions(database.pool);
    expect((await alerts(true)).map((alert) => alert.id)).toEqual([expect.stringMatching(new RegExp(`^transaction:${second.pid}:\\d+$`))]);
    expect((await alerts(false)).filter((alert) => alert.resolvedAt !== null).map((alert) => alert.id)).toEqual([open[0]!.id]);

    await second.session.query('COMMIT');
    await alertHeldTransactions(database.pool);
    expect(await alerts(true)).toEqual([]);
    expect(await alerts(false)).toHaveLength(2);
  });
});
