import { pino } from 'pino';
import { PostgresEventStore } from '../event-store/postgres.event-store.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { CheckpointedFollower } from './checkpointed-follower.js';

describe('CheckpointedFollower', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  beforeAll(async () => {
    database = await createTestDatabase('checkpointed_follower');
    store = new PostgresEventStore(database.pool, { pollIntervalMs: 5 });
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  it('stops when asked while it is still reading its checkpoint, before it has subscribed (a worker stopped as it took over)', async () => {
    const follower = new CheckpointedFollower('early-stop', store, database.pool, pino({ level: 'silent' }), async (batch) => batch.at(-1)?.position);
    follower.start();
    await follower.stop(); // never resolved when the subscription was opened after the stop
    const { rows } = await database.pool.query('SELECT name FROM projection_checkpoints WHERE name = $1', ['early-stop']);
    expect(rows).toEqual([{ name: 'early-stop' }]); // it did get as far as its checkpoint
  });
});
