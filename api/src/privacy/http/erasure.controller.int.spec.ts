import { randomUUID } from 'node:crypto';
import { customerErasureSchema, personalDataExportSchema } from '@petshop/contract';
import { Redis } from 'ioredis';
import { UnpaidOrders } from '../../ordering/checkout/unpaid-orders.js';
import { unpaidOrderKeys } from '../../ordering/checkout/unpaid-order-counts.js';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';

describe('POST /api/admin/customers/:id/erase and GET /api/auth/me/export', () => {
  let t: TestApp;
  let admin: string;
  let staff: { token: string; id: string };
  beforeAll(async () => {
    t = await createTestApp('privacy_erasure');
    admin = await t.adminToken();
    staff = await t.staff({ firstName: 'Nila', lastName: 'Menon' });
  });
  afterAll(() => t.close());

  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const erase = (id: string, token: string | null, body: unknown = { reason: 'Asked by email on 3 May' }) => {
    const call = t
      .http()
      .post(`/api/admin/customers/${id}/erase`)
      .send(body as object);
    return token ? call.set(as(token)) : call;
  };
  const withAddress = async (token: string) =>
    t
      .http()
      .post('/api/addresses')
      .set(as(token))
      .send({
        address: {
          name: 'Meera Iyer',
          mobile: '9811122233',
          address: '12 Lake Road',
          area: 'Indiranagar',
          city: 'Bengaluru',
          state: 'Karnataka',
          zip: '560038',
        },
      })
      .expect(201);

  it('answers 401 without a token, 403 to staff, 400 without a reason, 404 for an unknown id, 422 for a staff account', async () => {
    const shopper = await t.customer();
    await erase(shopper.user._id, null).expect(401);
    await erase(shopper.user._id, staff.token).expect(403);
    const noReason = await erase(shopper.user._id, admin, {}).expect(400);
    expect(noReason.body).toMatchObject({ status: false, errors: [{ field: 'reason', message: 'A reason is required' }] });
    await erase(shopper.user._id, admin, { reason: '  ' }).expect(400);
    await erase(shopper.user._id, admin, { reason: 'x', extra: 1 }).expect(400);
    expect((await erase(randomUUID(), admin).expect(404)).body).toEqual({ status: false, message: 'Customer not found' });
    await erase('not-an-id', admin).expect(404);
    expect((await erase(staff.id, admin).expect(422)).body.message).toBe('Staff and admin accounts cannot be erased: disable them instead');
    // Nothing was erased by any of these.
    await t.http().get('/api/auth/me').set(as(shopper.token)).expect(200);
  });

  it('erases: the token is refused, the login fails, the email signs up again as a new account, a second erasure is a 409; the audit says who and why', async () => {
    const shopper = await t.customer({ firstName: 'Meera', lastName: 'Iyer' });
    await withAddress(shopper.token);
    // An order of theirs awaiting payment, counted by the hash of the address it was placed from, as checkout records it.
    const unpaidOrder = randomUUID();
    await t.app.get(UnpaidOrders, { strict: false }).keep(unpaidOrder, { customerId: shopper.user._id, clientAddress: '198.51.100.7' });

    const answer = await erase(shopper.user._id, admin).expect(200);
    expect(customerErasureSchema.parse(answer.body.erasure)).toEqual({
      customerId: shopper.user._id,
      erasedAt: expect.any(String),
      erasedBy: expect.objectContaining({ role: 'admin', email: t.config.ADMIN_EMAIL }),
      reason: 'Asked by email on 3 May',
    });

    await t.http().get('/api/auth/me').set(as(shopper.token)).expect(401);
    await t.http().post('/api/auth/login').send({ email: shopper.user.email, password: 'Pass1' }).expect(401);
    const again = await t.http().post('/api/auth/signup').send({ firstName: 'Meera', lastName: 'I', email: shopper.user.email, password: 'Pass1' }).expect(201);
    expect(again.body.user._id).not.toBe(shopper.user._id);
    expect((await erase(shopper.user._id, admin).expect(409)).body.message).toBe('This customer has already been erased');

    const { rows } = await t.database.pool.query('SELECT first_name, last_name, email, erased_at FROM users WHERE id = $1', [shopper.user._id]);
    expect(rows[0]).toEqual({ first_name: '', last_name: '', email: `erased:${shopper.user._id}`, erased_at: expect.any(Date) });
    expect((await t.database.pool.query('SELECT count(*)::int AS n FROM addresses WHERE user_id = $1', [shopper.user._id])).rows[0].n).toBe(0);
    const redis = new Redis(t.config.REDIS_URL);
    const keys = unpaidOrderKeys(t.config.REDIS_PREFIX);
    expect(await redis.exists(keys.customer(shopper.user._id), keys.order(unpaidOrder))).toBe(0);
    expect(await redis.keys(keys.address('*'))).toEqual([]);
    redis.disconnect();

    const audit = await t
      .http()
      .get('/api/admin/audit')
      .query({ filter: JSON.stringify({ resource: 'customers' }) })
      .set(as(admin))
      .expect(200);
    expect(audit.body).toContainEqual(
      expect.objectContaining({ recordId: shopper.user._id, action: 'erased', changes: { reason: { from: null, to: 'Asked by email on 3 May' } } }),
    );
    const record = await t.http().get(`/api/admin/customers/${shopper.user._id}`).set(as(admin)).expect(200);
    expect(record.body).toMatchObject({ firstName: 'erased customer', lastName: '', email: '', erasedAt: expect.any(String) });
    expect(JSON.stringify([record.body, audit.body])).not.toMatch(/Meera|Iyer|9811122233|Lake Road/);
  });

  it('exports what the shop holds about the caller as a JSON attachment, customers only', async () => {
    const shopper = await t.customer({ firstName: 'Kabir', lastName: 'Shah' });
    await withAddress(shopper.token);
    await t.http().get('/api/auth/me/export').expect(401);
    await t.http().get('/api/auth/me/export').set(as(admin)).expect(403);

    const answer = await t.http().get('/api/auth/me/export').set(as(shopper.token)).expect(200);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename=".+\.json"$/);
    const data = personalDataExportSchema.parse(answer.body.data);
    expect(data.account).toMatchObject({ _id: shopper.user._id, firstName: 'Kabir', lastName: 'Shah', email: shopper.user.email });
    expect(data.addresses).toEqual([expect.objectContaining({ name: 'Meera Iyer', city: 'Bengaluru' })]);
    expect(data).toMatchObject({ orders: [], returns: [], vouchers: [], reviews: [], newsletter: { subscribed: false } });
  });
});
