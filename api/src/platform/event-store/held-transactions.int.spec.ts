import type pg from 'pg';
import { openWriteTransaction, writeEventAged } from '../testing/open-writers.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { heldTransactionsHealth, readEventsHeldBack } from './held-transactions.js';

describe('events held back by a transaction left open', () => {
  let database: TestDatabase;
  let other: TestDatabase;
  let sessions: pg.Client[] = [];
  beforeAll(async () => {
    [database, other] = await Promise.all([createTestDatabase('held'), createTestDatabase('held_elsewhere')]);
  });
  afterEach(async () => {
    await Promise.all(sessions.map((session) => session.end().catch(() => undefined)));
    sessions = [];
  });
  afterAll(() => Promise.all([database.drop(), other.drop()]));

  /** A session, as psql's, that began a write transaction with `statement` and was left idle in it. */
  async function leftOpen(url: string, statement?: string) {
    const session = await openWriteTransaction(url, 'spec-holder', statement);
    sessions.push(session);
    return { session, pid: session.pid };
  }
  const written = (secondsAgo: number) => writeEventAged(database.pool, secondsAgo);

  it('counts nothing while no event waits, even with a write transaction open', async () => {
    expect(await readEventsHeldBack(database.pool)).toEqual({ heldForSeconds: 0, transactions: [] });
    const { session } = await leftOpen(database.url);
    expect(await readEventsHeldBack(database.pool)).toEqual({ heldForSeconds: 0, transactions: [] });
    await session.query('ROLLBACK');
  });

  it('tells how long the oldest event has waited and, past 5 s, names the transactions older than it; nothing once they end', async () => {
    const holder = await leftOpen(database.url, `SELECT pg_current_xact_id() /* ${'x'.repeat(300)} */`);
    await written(0);
    const early = await readEventsHeldBack(database.pool);
    expect(early.heldForSeconds).toBeLessThan(5);
    expect(early.transactions).toEqual([]);

    await written(40);
    // A write transaction younger than the events held back holds none of them.
    const younger = await leftOpen(database.url);
    const held = await readEventsHeldBack(database.pool);
    expect(held.heldForSeconds).toBeGreaterThanOrEqual(40);
    expect(held.heldForSeconds).toBeLessThan(60);
    expect(held.transactions).toEqual([
      {
        pid: holder.pid,
        transactionId: expect.stringMatching(/^\d+$/),
        applicationName: 'spec-holder',
        clientAddress: '127.0.0.1',
        state: 'idle in transaction',
        ageSeconds: expect.any(Number),
        query: `SELECT pg_current_xact_id() /* ${'x'.repeat(200 - 'SELECT pg_current_xact_id() /* '.length)}`,
      },
    ]);
    expect(held.transactions[0]!.query).toHaveLength(200);

    await younger.session.query('ROLLBACK');
    await holder.session.query('COMMIT');
    expect(await readEventsHeldBack(database.pool)).toEqual({ heldForSeconds: 0, transactions: [] });
  });

  it("leaves out another database's transactions, which the store's readers do not wait for", async () => {
    const { session } = await leftOpen(other.url);
    await written(40);
    expect(await readEventsHeldBack(database.pool)).toEqual({ heldForSeconds: 0, transactions: [] });
    await session.query('ROLLBACK');
  });

  it('is down in health past the stall, saying why shoppers notice and how to end it', async () => {
    const holder = await leftOpen(database.url);
    await written(31);
    const stalled = heldTransactionsHealth(await readEventsHeldBack(database.pool), 30_000);
    expect(stalled).toMatchObject({ ok: false, eventsHeldForSeconds: expect.any(Number), transactions: [{ pid: holder.pid }] });
    expect(stalled.error).toMatch(
      new RegExp(
        `^A transaction left open in the shop's database has held back every event written for 3\\d s: pid ${holder.pid} \\(spec-holder from 127\\.0\\.0\\.1, idle in transaction, open \\d+ s\\)\\. ` +
          'Until it ends, shoppers do not see their new orders, payments wait to be confirmed and no mail goes out; then everything catches up\\. ' +
          `Postgres ends it after IDLE_TRANSACTION_TIMEOUT_SECONDS idle, or now: SELECT pg_terminate_backend\\(${holder.pid}\\)\\.$`,
      ),
    );
    expect(heldTransactionsHealth(await readEventsHeldBack(database.pool), 60_000)).toEqual({
      ok: true,
      eventsHeldForSeconds: expect.any(Number),
      transactions: [expect.objectContaining({ pid: holder.pid })],
    });
    await holder.session.query('ROLLBACK');
  });
});
