import { storeSettingsSchema } from '@petshop/contract';
import { createTestApp } from '../../platform/testing/test-app.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

describe('/api/admin/settings', () => {
  const t = suiteWorld(async () => {
    const made = await createTestApp('admin_settings');
    return { ...made, admin: await made.adminToken(), staffToken: (await made.staff()).token };
  });

  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const defaults = {
    id: 'store',
    siteName: 'Pawsome Supplies',
    supportEmail: 'support@petshop.local',
    monthlyOrderGoal: 100,
    carriers: expect.arrayContaining([expect.objectContaining({ code: 'bluedart', name: 'Blue Dart' })]),
    legalName: 'Pawsome Supplies',
    address: '',
    gstin: '',
    invoicePrefix: 'PS',
    hsnCodes: expect.objectContaining({ 'cat-food': '2309' }),
    updatedAt: expect.any(String),
  };

  it('answers the one record to staff: a bare array of one with Content-Range, and getOne', async () => {
    const list = await t.http().get('/api/admin/settings').set(as(t.staffToken)).expect(200);
    expect(list.body).toEqual([defaults]);
    expect(list.headers['content-range']).toBe('settings 0-0/1');
    expect(storeSettingsSchema.strict().parse(list.body[0])).toEqual(list.body[0]);
    expect((await t.http().get('/api/admin/settings/store').set(as(t.staffToken)).expect(200)).body).toEqual(defaults);
    await t.http().get('/api/admin/settings/other').set(as(t.staffToken)).expect(404);
  });

  it('lets an admin change them, ignoring the read-only id and updatedAt, and keeps the change', async () => {
    const read = (await t.http().get('/api/admin/settings/store').set(as(t.admin))).body;
    const changed = await t
      .http()
      .put('/api/admin/settings/store')
      .set(as(t.admin))
      .send({ ...read, siteName: '  Paws & Claws ', supportEmail: 'help@paws.in', monthlyOrderGoal: 250 })
      .expect(200);
    expect(changed.body).toEqual({ ...read, siteName: 'Paws & Claws', supportEmail: 'help@paws.in', monthlyOrderGoal: 250, updatedAt: expect.any(String) });
    expect((await t.http().get('/api/admin/settings').set(as(t.staffToken))).body).toEqual([changed.body]);
    expect((await t.database.pool.query('SELECT site_name FROM settings')).rows).toEqual([{ site_name: 'Paws & Claws' }]);
  });

  it.each([
    [{ siteName: '' }, 'siteName', 'Site name is required'],
    [{ siteName: 'x'.repeat(81) }, 'siteName', 'Site name cannot exceed 80 characters'],
    [{ supportEmail: 'nope' }, 'supportEmail', 'Invalid email address'],
    [{ supportEmail: undefined }, 'supportEmail', 'Support email is required'],
    [{ monthlyOrderGoal: 0 }, 'monthlyOrderGoal', 'Monthly order goal must be a whole number of 1 or more'],
    [{ monthlyOrderGoal: 2.5 }, 'monthlyOrderGoal', 'Monthly order goal must be a whole number of 1 or more'],
    [{ monthlyOrderGoal: '10' }, 'monthlyOrderGoal', 'Monthly order goal must be a whole number of 1 or more'],
    [{ currency: 'INR' }, 'currency', 'Unknown field "currency"'],
    [{ carriers: [] }, 'carriers', 'Keep at least one carrier'],
    [
      { carriers: [{ code: 'Blue Dart', name: 'Blue Dart', trackingUrlTemplate: 'https://b.in/{trackingNumber}' }] },
      'carriers.0.code',
      'Carrier code must be 2 to 30 lower-case letters, digits or dashes',
    ],
    [{ carriers: [{ code: 'bd', name: '', trackingUrlTemplate: 'https://b.in/{trackingNumber}' }] }, 'carriers.0.name', 'Carrier name is required'],
    [
      { carriers: [{ code: 'bd', name: 'BD', trackingUrlTemplate: 'https://b.in/track' }] },
      'carriers.0.trackingUrlTemplate',
      'Tracking URL must be an https address with {trackingNumber} in it',
    ],
    [
      { carriers: [{ code: 'bd', name: 'BD', trackingUrlTemplate: 'http://b.in/{trackingNumber}' }] },
      'carriers.0.trackingUrlTemplate',
      'Tracking URL must be an https address with {trackingNumber} in it',
    ],
    [
      {
        carriers: [
          { code: 'bd', name: 'BD', trackingUrlTemplate: 'https://b.in/{trackingNumber}' },
          { code: 'bd', name: 'Other', trackingUrlTemplate: 'https://o.in/{trackingNumber}' },
        ],
      },
      'carriers',
      'Each carrier needs a code of its own',
    ],
    [{ legalName: ' ' }, 'legalName', "The seller's legal name is required"],
    [{ gstin: '29ABCDE1234F1Z' }, 'gstin', 'GSTIN must be 15 characters, as 29ABCDE1234F1Z5'],
    [{ invoicePrefix: 'ps/' }, 'invoicePrefix', 'Invoice prefix must be 1 to 10 capital letters or digits'],
    [{ hsnCodes: { toys: '95' } }, 'hsnCodes.toys', 'An HSN code has 4, 6 or 8 digits'],
    [{ hsnCodes: ['2309'] }, 'hsnCodes', 'An HSN code has 4, 6 or 8 digits'],
  ])('refuses %j with the field at fault, and changes nothing', async (change, field, message) => {
    const before = (await t.http().get('/api/admin/settings/store').set(as(t.admin))).body;
    const response = await t
      .http()
      .put('/api/admin/settings/store')
      .set(as(t.admin))
      .send({ siteName: 'Shop', supportEmail: 'a@b.in', monthlyOrderGoal: 10, ...change })
      .expect(400);
    expect(response.body).toEqual({ status: false, message, errors: [{ field, message }] });
    expect((await t.http().get('/api/admin/settings/store').set(as(t.admin))).body).toEqual(before);
  });

  it("keeps the carriers and the seller's details an admin sets, the GSTIN in capitals", async () => {
    const read = (await t.http().get('/api/admin/settings/store').set(as(t.admin))).body;
    const carriers = [
      ...read.carriers.slice(0, 2),
      { code: 'shadowfax', name: 'Shadowfax', trackingUrlTemplate: 'https://tracker.shadowfax.in/track?awb={trackingNumber}' },
    ];
    const seller = { legalName: 'Pawsome Supplies Pvt Ltd', address: '12 MG Road, Bengaluru, Karnataka 560001', invoicePrefix: 'PAW' };
    const changed = await t
      .http()
      .put('/api/admin/settings/store')
      .set(as(t.admin))
      .send({ ...read, ...seller, gstin: ' 29abcde1234f1z5 ', carriers, hsnCodes: { ...read.hsnCodes, toys: '95030030' } })
      .expect(200);
    expect(changed.body).toMatchObject({ ...seller, gstin: '29ABCDE1234F1Z5', carriers, hsnCodes: { toys: '95030030', 'dog-food': '2309' } });
    expect(storeSettingsSchema.strict().parse(changed.body)).toEqual(changed.body);
    // A client that sends only the first three settings leaves the rest as they are.
    const three = await t
      .http()
      .put('/api/admin/settings/store')
      .set(as(t.admin))
      .send({ siteName: 'Shop', supportEmail: 'a@b.in', monthlyOrderGoal: 10 })
      .expect(200);
    expect(three.body).toMatchObject({ ...seller, carriers });
  });

  it('is read by staff and written by admins only: staff 403 on PUT, customers 403, no token 401', async () => {
    const body = { siteName: 'Shop', supportEmail: 'a@b.in', monthlyOrderGoal: 10 };
    await t.http().put('/api/admin/settings/store').set(as(t.staffToken)).send(body).expect(403);
    const customer = (await t.customer()).token;
    await t.http().get('/api/admin/settings').set(as(customer)).expect(403);
    await t.http().put('/api/admin/settings/store').set(as(customer)).send(body).expect(403);
    await t.http().get('/api/admin/settings').expect(401);
    await t.http().put('/api/admin/settings/store').send(body).expect(401);
    await t.http().put('/api/admin/settings/other').set(as(t.admin)).send(body).expect(404);
  });
});
