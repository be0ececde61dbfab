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
      carriers: expect.arrayContaining([
        { code: 'delhivery', name: 'Delhivery', trackingUrlTemplate: 'https://www.delhivery.com/track/package/{trackingNumber}' },
        expect.objectContaining({ code: 'india-post', name: 'India Post' }),
      ]),
      legalName: 'Pawsome Supplies',
      address: '',
      gstin: '',
      invoicePrefix: 'PS',
      hsnCodes: expect.objectContaining({ 'dog-food': '2309', toys: '9503' }),
      updatedAt: expect.stringMatching(/Z$/),
    });
  });

  it("keeps the seller's details and carriers a change leaves out, and audits a list by its contents", async () => {
    const carriers = [{ code: 'delhivery', name: 'Delhivery', trackingUrlTemplate: 'https://www.delhivery.com/track/package/{trackingNumber}' }];
    const seller = { legalName: 'Pawsome Supplies Pvt Ltd', address: '12 MG Road, Bengaluru, Karnataka 560001', gstin: '29ABCDE1234F1Z5' };
    const three = { siteName: 'Pawsome Supplies', supportEmail: 'support@petshop.local', monthlyOrderGoal: 100 };
    await handler.execute(new UpdateStoreSettingsCommand({ ...three, ...seller, carriers, hsnCodes: { toys: '9503', 'dog-food': '23091000' } }, admin));
    await handler.execute(new UpdateStoreSettingsCommand(three, admin));
    // The same codes in another order, and the same carriers: nothing changed.
    await handler.execute(new UpdateStoreSettingsCommand({ ...three, carriers, hsnCodes: { 'dog-food': '23091000', toys: '9503' } }, admin));

    expect(await readSettings(database.pool)).toMatchObject({ ...seller, carriers, invoicePrefix: 'PS', hsnCodes: { toys: '9503', 'dog-food': '23091000' } });
    const { rows } = await database.pool.query(`SELECT changes FROM audit_log WHERE resource = 'settings' ORDER BY id`);
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0].changes).sort()).toEqual(['address', 'carriers', 'gstin', 'hsnCodes', 'legalName']);
    expect(rows[0].changes.carriers.to).toEqual(carriers);
    await database.pool.query('DELETE FROM audit_log');
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
