import type { Actor } from '../../platform/event-store/event-store.port.js';
import { createTestDatabase, type TestDatabase } from '../../platform/testing/test-database.js';
import { readSettings } from '../read-models/settings.query.js';
import { UpdateStoreSettingsCommand, UpdateStoreSettingsHandler } from './update-store-settings.js';

const admin: Actor = { _id: 'a-1', role: 'admin' };

// Settings are a row, not events: Given the row migration 0021 writes, Then the row the command wrote.
describe('UpdateStoreSettings', () => {
  let database: TestDatabase;
  let handler: UpdateStoreSettingsHandler;
  beforeAll(async () => {
    database = await createTestDatabase('update_store_settings');
    handler = new UpdateStoreSettingsHandler(database.pool);
  });
  afterAll(() => database.drop());

  it('starts from the defaults', async () => {
    expect(await readSettings(database.pool)).toEqual({
      id: 'store',
      siteName: 'Pawsome Supplies',
      supportEmail: 'support@petshop.local',
      monthlyOrderGoal: 100,
      updatedAt: expect.stringMatching(/Z$/),
    });
  });

  it('stores every setting, the email lower-cased, and moves updatedAt', async () => {
    const before = await readSettings(database.pool);

    await handler.execute(new UpdateStoreSettingsCommand({ siteName: 'Paws & Claws', supportEmail: 'Help@Paws.in', monthlyOrderGoal: 0 }, admin));

    const after = await readSettings(database.pool);
    expect(after).toMatchObject({ id: 'store', siteName: 'Paws & Claws', supportEmail: 'help@paws.in', monthlyOrderGoal: 0 });
    expect(after.updatedAt >= before.updatedAt).toBe(true);
    expect((await database.pool.query('SELECT count(*)::int AS n FROM settings')).rows[0].n).toBe(1);
  });

  it('records who changed which settings, from what to what, and nothing for a change to the same values', async () => {
    await handler.execute(new UpdateStoreSettingsCommand({ siteName: 'Paws & Claws', supportEmail: 'help@paws.in', monthlyOrderGoal: 250 }, admin));
    await handler.execute(new UpdateStoreSettingsCommand({ siteName: 'Paws & Claws', supportEmail: 'HELP@paws.in', monthlyOrderGoal: 250 }, admin));

    const { rows } = await database.pool.query(`SELECT actor, resource, record_id, action, changes FROM audit_log ORDER BY id`);
    expect(rows.at(-1)).toEqual({
      actor: admin,
      resource: 'settings',
      record_id: 'store',
      action: 'updated',
      changes: { monthlyOrderGoal: { from: 0, to: 250 } },
    });
    expect(rows).toHaveLength(2); // the first change (from the defaults), then the goal
  });

  it('writes the row again if it was removed', async () => {
    await database.pool.query('DELETE FROM settings');

    await handler.execute(new UpdateStoreSettingsCommand({ siteName: 'Back', supportEmail: 'a@b.in', monthlyOrderGoal: 7 }, admin));

    expect(await readSettings(database.pool)).toMatchObject({ siteName: 'Back', monthlyOrderGoal: 7 });
  });
});
