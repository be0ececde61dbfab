import { staffMemberSchema } from '@petshop/contract';
import { createTestApp } from '../../platform/testing/test-app.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

describe('/api/admin/staff', () => {
  const t = suiteWorld(async () => {
    const made = await createTestApp('admin_staff');
    return { ...made, admin: await made.adminToken() };
  });

  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  let opened = 0;
  const open = async (role: 'staff' | 'admin' = 'staff', extra: Record<string, unknown> = {}) => {
    const email = `member${++opened}@petshop.in`;
    const response = await t
      .http()
      .post('/api/admin/staff')
      .set(as(t.admin))
      .send({ firstName: 'Kiran', lastName: `Das${opened}`, email, password: 'Staff1', role, ...extra })
      .expect(201);
    return response.body as { id: string; email: string };
  };
  const logIn = async (email: string, password = 'Staff1') => (await t.http().post('/api/auth/login').send({ email, password })).body.token as string;

  it('creates a staff account, answering the bare record without password material; the account can log in', async () => {
    const response = await t
      .http()
      .post('/api/admin/staff')
      .set(as(t.admin))
      .send({ firstName: 'Nila', lastName: 'Menon', email: 'Nila@Petshop.in', password: 'Staff1', role: 'staff', id: 'ignored', createdAt: 'x' })
      .expect(201);

    expect(response.body).toEqual({
      id: expect.any(String),
      _id: response.body.id,
      firstName: 'Nila',
      lastName: 'Menon',
      email: 'nila@petshop.in',
      role: 'staff',
      disabled: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(JSON.stringify(response.body)).not.toMatch(/password|hash/i);
    const me = await t
      .http()
      .get('/api/auth/me')
      .set(as(await logIn('nila@petshop.in')))
      .expect(200);
    expect(me.body.user).toMatchObject({ role: 'staff' });
  });

  it('answers 409 with the identity messages for a taken email, and 400 for sign-up password rules, a bad role and unknown fields', async () => {
    const member = await open();
    const taken = await t
      .http()
      .post('/api/admin/staff')
      .set(as(t.admin))
      .send({ firstName: 'A', lastName: 'B', email: member.email.toUpperCase(), password: 'Staff1', role: 'admin' })
      .expect(409);
    expect(taken.body).toEqual({
      status: false,
      message: 'An account with this email already exists',
      errors: [{ field: 'email', message: 'An account with this email already exists' }],
    });

    const body = { firstName: 'A', lastName: 'B', email: 'new@petshop.in', password: 'Staff1', role: 'staff' };
    for (const [change, field, message] of [
      [{ password: 'abcde1' }, 'password', 'Password must contain at least one uppercase letter and one number'],
      [{ password: 'Ab1' }, 'password', 'Password must be at least 5 characters'],
      [{ role: 'customer' }, 'role', 'Role must be staff or admin'],
      [{ firstName: '' }, 'firstName', 'First name is required'],
      [{ passwordHash: 'x' }, 'passwordHash', 'Unknown field "passwordHash"'],
    ] as const) {
      const response = await t
        .http()
        .post('/api/admin/staff')
        .set(as(t.admin))
        .send({ ...body, ...change })
        .expect(400);
      expect(response.body).toMatchObject({ status: false, message, errors: expect.arrayContaining([{ field, message }]) });
    }
  });

  it('lists staff and admin accounts only, with Content-Range, paging, sort and q', async () => {
    await t.customer({ email: 'shopper@example.in' });
    const first = await open('admin');
    const second = await open();

    const all = await t.http().get('/api/admin/staff').set(as(t.admin)).expect(200);
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body.every((member: { role: string }) => member.role !== 'customer')).toBe(true);
    const total = all.body.length;
    for (const record of all.body) expect(staffMemberSchema.strict().parse(record)).toEqual(record);
    expect(all.headers['content-range']).toBe(`staff 0-${total - 1}/${total}`);

    const page = await t.http().get('/api/admin/staff').query({ range: '[1,2]', sort: '["email","DESC"]' }).set(as(t.admin)).expect(200);
    expect(page.headers['content-range']).toBe(`staff 1-2/${total}`);
    const byEmail = [...all.body]
      .map((member: { email: string }) => member.email)
      .sort()
      .reverse();
    expect(page.body.map((member: { email: string }) => member.email)).toEqual(byEmail.slice(1, 3));

    const found = await t
      .http()
      .get('/api/admin/staff')
      .query({ filter: JSON.stringify({ q: first.email.toUpperCase() }) })
      .set(as(t.admin))
      .expect(200);
    expect(found.body.map((member: { id: string }) => member.id)).toEqual([first.id]);
    expect(found.headers['content-range']).toBe('staff 0-0/1');

    const one = await t.http().get(`/api/admin/staff/${second.id}`).set(as(t.admin)).expect(200);
    expect(one.body).toMatchObject({ id: second.id, role: 'staff' });
    await t.http().get('/api/admin/staff/00000000-0000-4000-8000-000000000000').set(as(t.admin)).expect(404);
    await t.http().get('/api/admin/staff').query({ sort: '["passwordHash","ASC"]' }).set(as(t.admin)).expect(400);
  });

  it('is for admins only: staff 403, customers 403, no token 401', async () => {
    const member = await open();
    const staff = await logIn(member.email);
    const customer = (await t.customer()).token;

    for (const token of [staff, customer]) {
      await t.http().get('/api/admin/staff').set(as(token)).expect(403);
      await t.http().get(`/api/admin/staff/${member.id}`).set(as(token)).expect(403);
      await t.http().post('/api/admin/staff').set(as(token)).send({}).expect(403);
      await t.http().put(`/api/admin/staff/${member.id}`).set(as(token)).send({ disabled: true }).expect(403);
    }
    await t.http().get('/api/admin/staff').expect(401);
    await t.http().post('/api/admin/staff').send({}).expect(401);
  });

  it('disables an account: its token stops working at once, it cannot log in; enabling gives both back', async () => {
    const member = await open();
    const token = await logIn(member.email);
    await t.http().get('/api/auth/me').set(as(token)).expect(200);

    const read = (await t.http().get(`/api/admin/staff/${member.id}`).set(as(t.admin)).expect(200)).body;
    const disabled = await t
      .http()
      .put(`/api/admin/staff/${member.id}`)
      .set(as(t.admin))
      .send({ ...read, disabled: true })
      .expect(200);
    expect(disabled.body).toEqual({ ...read, disabled: true });

    expect((await t.http().get('/api/auth/me').set(as(token)).expect(401)).body).toEqual({ status: false, message: 'Invalid token' });
    const refused = await t.http().post('/api/auth/login').send({ email: member.email, password: 'Staff1' }).expect(401);
    expect(refused.body).toMatchObject({ message: 'Invalid email or password' });

    await t.http().put(`/api/admin/staff/${member.id}`).set(as(t.admin)).send({ disabled: false, lastName: 'Back', role: 'admin' }).expect(200);
    await t.http().get('/api/auth/me').set(as(token)).expect(200);
    expect((await t.http().get(`/api/admin/staff/${member.id}`).set(as(t.admin))).body).toMatchObject({ lastName: 'Back', role: 'admin', disabled: false });
    expect(await logIn(member.email)).toEqual(expect.any(String));
  });

  it('refuses an admin disabling themselves, unknown fields, and an unknown account', async () => {
    const me = (await t.http().get('/api/auth/me').set(as(t.admin))).body.user;
    const self = await t.http().put(`/api/admin/staff/${me._id}`).set(as(t.admin)).send({ disabled: true }).expect(409);
    expect(self.body).toMatchObject({ status: false, message: 'You cannot disable your own account' });
    await t.http().get('/api/auth/me').set(as(t.admin)).expect(200);

    const member = await open();
    const unknown = await t.http().put(`/api/admin/staff/${member.id}`).set(as(t.admin)).send({ password: 'Other1' }).expect(400);
    expect(unknown.body).toMatchObject({ status: false, message: 'Unknown field "password"' });
    await t.http().put(`/api/admin/staff/${member.id}`).set(as(t.admin)).send({ disabled: 'yes' }).expect(400);
    await t.http().put('/api/admin/staff/00000000-0000-4000-8000-000000000000').set(as(t.admin)).send({ disabled: true }).expect(404);
  });
});
