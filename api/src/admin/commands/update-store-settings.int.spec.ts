import { createTestDatabase, type TestDatabase } from '../../platform/testing/test-database.js';
import { readSettings } from '../read-models/settings.query.js';
import { UpdateStoreSettingsCommand, UpdateStoreSettingsHandler } from './update-store-settings.js';

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

    await handler.execute(new UpdateStoreSettingsCommand({ siteName: 'Paws & Claws', supportEmail: 'Help@Paws.in', monthlyOrderGoal: 0 }));

    const after = await readSettings(database.pool);
    expect(after).toMatchObject({ id: 'store', siteName: 'Paws & Claws', supportEmail: 'help@paws.in', monthlyOrderGoal: 0 });
    expect(after.updatedAt >= before.updatedAt).toBe(true);
    expect((await database.pool.query('SELECT count(*)::int AS n FROM settings')).rows[0].n).toBe(1);
  });

  it('writes the row again if it was removed', async () => {
    await database.pool.query('DELETE FROM settings');

    await handler.execute(new UpdateStoreSettingsCommand({ siteName: 'Back', supportEmail: 'a@b.in', monthlyOrderGoal: 7 }));

    expect(await readSettings(database.pool)).toMatchObject({ siteName: 'Back', monthlyOrderGoal: 7 });
  });
});
