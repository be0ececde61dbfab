import { randomUUID } from 'node:crypto';
import { customerRecordSchema } from '@petshop/contract';
import { createTestApp } from '../../platform/testing/test-app.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

describe('/api/admin/customers', () => {
  const t = suiteWorld(async () => {
    const made = await createTestApp('admin_customers');
    return { ...made, admin: await made.adminToken() };
  });

  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  // Given rows of the orders read model, as its projection writes them.
  const order = (customerId: string, at: string, paid: number, refunded = 0) =>
    t.database.pool.query(
      `INSERT INTO orders (id, order_number, customer_id, status, payment_status, total_amount, amount_paid, amount_refunded, view, created_at, updated_at, revision)
       VALUES ($1, $2, $3, 'pending', 'paid', $4, $4, $5, '{}', $6, $6, 1)`,
      [randomUUID(), `ORD-${randomUUID().slice(0, 8)}`, customerId, paid, refunded, at],
    );

  it('answers every customer with orders count, total spent (paid less refunded) and last order, never password material', async () => {
    const buyer = await t.customer({ firstName: 'Zara', lastName: 'Khan', email: 'zara@example.in' });
    const idle = await t.customer({ firstName: 'Yusuf', lastName: 'Ali', email: 'yusuf@example.in' });
    await order(buyer.user._id, '2026-01-02T10:00:00.000Z', 1499.5);
    await order(buyer.user._id, '2026-03-04T10:00:00.000Z', 800, 300.25);
    await order(buyer.user._id, '2026-02-01T10:00:00.000Z', 0);

    const one = await t.http().get(`/api/admin/customers/${buyer.user._id}`).set(as(t.admin)).expect(200);
    expect(one.body).toEqual({
      id: buyer.user._id,
      _id: buyer.user._id,
      firstName: 'Zara',
      lastName: 'Khan',
      email: 'zara@example.in',
      role: 'customer',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      ordersCount: 3,
      totalSpent: 1999.25,
      lastOrderAt: '2026-03-04T10:00:00.000Z',
      erasedAt: null,
    });
    expect((await t.http().get(`/api/admin/customers/${idle.user._id}`).set(as(t.admin))).body).toMatchObject({
      ordersCount: 0,
      totalSpent: 0,
      lastOrderAt: null,
    });

    const list = await t.http().get('/api/admin/customers').set(as(t.admin)).expect(200);
    expect(list.body.every((record: { role: string }) => record.role === 'customer')).toBe(true);
    for (const record of list.body) expect(customerRecordSchema.strict().parse(record)).toEqual(record);
    expect(JSON.stringify(list.body)).not.toMatch(/password|hash/i);
    expect(list.headers['content-range']).toBe(`customers 0-${list.body.length - 1}/${list.body.length}`);
  });

  it('filters with q over names and email, sorts, and pages with Content-Range', async () => {
    const found = await t.http().get('/api/admin/customers').query({ filter: '{"q":"KHAN"}' }).set(as(t.admin)).expect(200);
    expect(found.body.map((record: { email: string }) => record.email)).toEqual(['zara@example.in']);
    const byEmail = await t.http().get('/api/admin/customers').query({ filter: '{"q":"yusuf@"}' }).set(as(t.admin)).expect(200);
    expect(byEmail.body.map((record: { lastName: string }) => record.lastName)).toEqual(['Ali']);

    for (let i = 0; i < 3; i++) await t.customer({ lastName: `Page${i}` });
    const all = await t.http().get('/api/admin/customers').set(as(t.admin)).expect(200);
    const total = all.body.length;
    const spent = await t.http().get('/api/admin/customers').query({ sort: '["totalSpent","DESC"]', range: '[0,1]' }).set(as(t.admin)).expect(200);
    expect(spent.body[0]).toMatchObject({ email: 'zara@example.in' });
    expect(spent.headers['content-range']).toBe(`customers 0-1/${total}`);

    const byName = await t.http().get('/api/admin/customers').query({ sort: '["lastName","ASC"]', range: '[1,3]' }).set(as(t.admin)).expect(200);
    const names = all.body.map((record: { lastName: string }) => record.lastName).sort();
    expect(byName.body.map((record: { lastName: string }) => record.lastName)).toEqual(names.slice(1, 4));
    expect(byName.headers['content-range']).toBe(`customers 1-3/${total}`);

    await t.http().get('/api/admin/customers').query({ sort: '["password","ASC"]' }).set(as(t.admin)).expect(400);
    await t.http().get('/api/admin/customers').query({ filter: 'not json' }).set(as(t.admin)).expect(400);
  });

  it('is for staff and admins: customers 403, no token 401; staff and admin accounts are not customers (404)', async () => {
    const shopper = await t.customer();
    await t.http().get('/api/admin/customers').set(as(shopper.token)).expect(403);
    await t.http().get(`/api/admin/customers/${shopper.user._id}`).set(as(shopper.token)).expect(403);
    await t.http().get('/api/admin/customers').expect(401);

    const staff = await t.staff();
    await t.http().get('/api/admin/customers').set(as(staff.token)).expect(200);
    await t.http().get(`/api/admin/customers/${staff.id}`).set(as(staff.token)).expect(404);
    await t.http().get('/api/admin/customers/nope').set(as(staff.token)).expect(404);
  });
});
