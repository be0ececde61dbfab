import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { lockCheckpoint, saveAnnouncedCheckpoint, saveCheckpoint } from './checkpoints.js';
import { followerName, PROJECTION_CHECKPOINT_CHANNEL } from './projection.js';
import { ProjectionWaiter } from './projection-waiter.js';
import { PgNotifications } from '../database/notifications.js';
import { withTransaction } from '../database/pool.js';

describe('ProjectionWaiter', () => {
  let database: TestDatabase;
  let waiter: ProjectionWaiter;
  let notifications: PgNotifications;

  beforeAll(async () => {
    database = await createTestDatabase('waiter');
    notifications = new PgNotifications(database.url);
    await notifications.start();
    waiter = new ProjectionWaiter(database.pool, notifications, 5_000); // slow poll: the notification must do the work
    await waiter.start();
  });
  afterAll(async () => {
    waiter.stop();
    await notifications.stop();
    await database.drop();
  });

  const advance = (name: string, commit: bigint, prepare: bigint) =>
    withTransaction(database.pool, async (client) => {
      await lockCheckpoint(client, name);
      await saveCheckpoint(client, name, { commit, prepare }, new Date());
      await client.query('SELECT pg_notify($1, $2)', [PROJECTION_CHECKPOINT_CHANNEL, JSON.stringify({ name, position: `${commit}/${prepare}` })]);
    });

  it('resolves once every named projection has passed the position', async () => {
    const waiting = waiter.waitFor([followerName('orders'), followerName('history')], { commit: 10n, prepare: 5n }, 3_000);
    await advance('orders', 10n, 7n);
    await advance('history', 9n, 99n); // an earlier transaction: not there yet
    await advance('history', 11n, 1n);
    await expect(waiting).resolves.toBe(true);
  });

  it('answers at once for a position already passed, and false after the bound otherwise', async () => {
    await expect(waiter.waitFor([followerName('orders')], { commit: 1n, prepare: 1n }, 0)).resolves.toBe(true);
    await expect(waiter.waitFor([followerName('orders')], { commit: 99n, prepare: 0n }, 150)).resolves.toBe(false);
  });

  it("hears of a checkpoint saved outside a batch (the worker's reactions) from the statement that saves it", async () => {
    const reactions = followerName('reactions');
    await withTransaction(database.pool, (client) => lockCheckpoint(client, reactions));
    const waiting = waiter.waitFor([reactions], { commit: 20n, prepare: 1n }, 2_000); // well within the 5 s poll
    await saveAnnouncedCheckpoint(database.pool, reactions, { commit: 20n, prepare: 1n }, new Date());
    await expect(waiting).resolves.toBe(true);
  });
});
