import { PgNotifications } from '../database/notifications.js';
import { withTransaction } from '../database/pool.js';
import { eventually } from '../testing/eventually.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { lockCheckpoint, saveCheckpoint } from './checkpoints.js';
import { followerName, PROJECTION_CHECKPOINT_CHANNEL } from './projection.js';
import { ProjectionWaiter } from './projection-waiter.js';
import { ReadYourWrites } from './read-your-writes.js';

/** A wait no test reaches, where the answer must come from the read models rather than the bound. */
const UNBOUNDED_MS = 60_000;

describe('ReadYourWrites', () => {
  let database: TestDatabase;
  let notifications: PgNotifications;
  let waiter: ProjectionWaiter;
  let readYourWrites: ReadYourWrites;
  const orders = followerName('orders');
  const vouchers = followerName('vouchers');

  beforeAll(async () => {
    database = await createTestDatabase('read_your_writes');
    notifications = new PgNotifications(database.url);
    await notifications.start();
    waiter = new ProjectionWaiter(database.pool, notifications, 5_000);
    await waiter.start();
    readYourWrites = new ReadYourWrites(waiter, { READ_YOUR_WRITES_TIMEOUT_MS: 300 });
  });
  afterAll(async () => {
    waiter.stop();
    await notifications.stop();
    await database.drop();
  });

  const advance = (name: string, commit: bigint) =>
    withTransaction(database.pool, async (client) => {
      await lockCheckpoint(client, name);
      await saveCheckpoint(client, name, { commit, prepare: 0n }, new Date());
      await client.query('SELECT pg_notify($1, $2)', [PROJECTION_CHECKPOINT_CHANNEL, JSON.stringify({ name, position: `${commit}/0` })]);
    });

  it('answers once every named read model has passed the position the command returned, not before', async () => {
    let answered = false;
    const waiting = readYourWrites.waitFor([orders, vouchers], { commit: 20n, prepare: 3n }, UNBOUNDED_MS).then(() => {
      answered = true;
    });
    await advance('orders', 21n);
    await advance('vouchers', 20n); // the write's own transaction, but before its event
    await eventually(() => expect(waiter.positionOf(vouchers)).toEqual({ commit: 20n, prepare: 0n })); // heard
    expect(answered).toBe(false);
    await advance('vouchers', 21n);
    await waiting;
    expect(answered).toBe(true);
  });

  it('has nothing to wait for when the command returned no position', async () => {
    await expect(readYourWrites.waitFor([followerName('never-advanced')], undefined)).resolves.toBeUndefined();
  });

  it('answers anyway when a read model never gets there: the wait is bounded, never an error', async () => {
    await expect(readYourWrites.waitFor([followerName('never-advanced')], { commit: 1n, prepare: 0n })).resolves.toBeUndefined();
  });
});
