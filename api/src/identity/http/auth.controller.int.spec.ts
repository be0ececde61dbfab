import jwt from 'jsonwebtoken';
import { eventually } from '../../platform/testing/eventually.js';
import { createTestApp } from '../../platform/testing/test-app.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

describe('identity', () => {
  const t = suiteWorld(() => createTestApp('identity', { LOGIN_FAILURES_PER_ACCOUNT: '3' }));

  describe('POST /api/auth/signup', () => {
    it('creates a customer, answers a token and the user, never the password', async () => {
      const response = await t
        .http()
        .post('/api/auth/signup')
        .send({ firstName: 'Meera', lastName: 'Iyer', email: 'Meera@Example.in', password: 'Paws9' })
        .expect(201);
      expect(response.body).toEqual({
        status: true,
        message: 'Sign up successfully',
        token: expect.any(String),
        user: { _id: expect.any(String), firstName: 'Meera', lastName: 'Iyer', email: 'meera@example.in', role: 'customer' },
      });
      const me = await t.http().get('/api/auth/me').set('authorization', `Bearer ${response.body.token}`).expect(200);
      expect(me.body).toEqual({ status: true, user: response.body.user });
    });

    it('answers 409 for a taken email, whatever its case', async () => {
      await t.customer({ email: 'taken@example.in' });
      const response = await t
        .http()
        .post('/api/auth/signup')
        .send({ firstName: 'A', lastName: 'B', email: 'TAKEN@example.in', password: 'Paws9' })
        .expect(409);
      expect(response.body).toMatchObject({ status: false, message: 'An account with this email already exists' });
    });

    it.each([
      [{ lastName: 'B', email: 'a@b.in', password: 'Paws9' }, 'firstName', 'First name is required'],
      [{ firstName: '  ', lastName: 'B', email: 'a@b.in', password: 'Paws9' }, 'firstName', 'First name is required'],
      [{ firstName: 'A', email: 'a@b.in', password: 'Paws9' }, 'lastName', 'Last name is required'],
      [{ firstName: 'A', lastName: 'B', password: 'Paws9' }, 'email', 'Email is required'],
      [{ firstName: 'A', lastName: 'B', email: 'not-an-email', password: 'Paws9' }, 'email', 'Invalid email address'],
      [{ firstName: 'A', lastName: 'B', email: 'a@b.in' }, 'password', 'Password is required'],
      [{ firstName: 'A', lastName: 'B', email: 'a@b.in', password: 'Ab1' }, 'password', 'Password must be at least 5 characters'],
      [{ firstName: 'A', lastName: 'B', email: 'a@b.in', password: 'Abcdefghij1' }, 'password', 'Password cannot exceed 10 characters'],
      [
        { firstName: 'A', lastName: 'B', email: 'a@b.in', password: 'abcde1' },
        'password',
        'Password must contain at least one uppercase letter and one number',
      ],
      [
        { firstName: 'A', lastName: 'B', email: 'a@b.in', password: 'Abcdef' },
        'password',
        'Password must contain at least one uppercase letter and one number',
      ],
      [{ firstName: 'A', lastName: 'B', email: 'a@b.in', password: 'Paws9', role: 'admin' }, 'role', 'Unknown field "role"'],
      [{ firstName: 7, lastName: 'B', email: 'a@b.in', password: 'Paws9' }, 'firstName', 'First name is required'],
    ])('refuses %j: %s "%s"', async (body, field, message) => {
      const response = await t.http().post('/api/auth/signup').send(body).expect(400);
      expect(response.body).toEqual({ status: false, message, errors: expect.arrayContaining([{ field, message }]) });
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in with the right password, in any email case', async () => {
      const { user } = await t.customer({ email: 'ravi@example.in', password: 'Bark7' });
      const response = await t.http().post('/api/auth/login').send({ email: 'RAVI@example.in', password: 'Bark7' }).expect(200);
      expect(response.body).toEqual({ status: true, message: 'Login successfully', token: expect.any(String), user });
    });

    it('answers an unknown email and a wrong password the same way', async () => {
      await t.customer({ email: 'sam@example.in', password: 'Bark7' });
      const unknown = await t.http().post('/api/auth/login').send({ email: 'nobody@example.in', password: 'Bark7' }).expect(401);
      const wrong = await t.http().post('/api/auth/login').send({ email: 'sam@example.in', password: 'Bark8' }).expect(401);
      expect(unknown.body).toEqual({ status: false, message: 'Invalid email or password' });
      expect(wrong.body).toEqual(unknown.body);
    });

    it('validates like signup', async () => {
      const response = await t.http().post('/api/auth/login').send({ email: 'x' }).expect(400);
      expect(response.body.errors).toEqual([
        { field: 'email', message: 'Invalid email address' },
        { field: 'password', message: 'Password is required' },
      ]);
    });

    it('locks an account out after too many failures, even for the right password', async () => {
      await t.customer({ email: 'locked@example.in', password: 'Bark7' });
      for (let i = 0; i < 3; i++) await t.http().post('/api/auth/login').send({ email: 'locked@example.in', password: 'Wrong1' }).expect(401);
      const response = await t.http().post('/api/auth/login').send({ email: 'locked@example.in', password: 'Bark7' }).expect(429);
      expect(response.body).toMatchObject({ status: false, message: expect.stringMatching(/Too many login attempts/) });
      // Seconds until the 15-minute window that began with the first failure ends.
      expect(response.headers['retry-after']).toMatch(/^\d+$/);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      // Other accounts are not affected.
      await t.customer({ email: 'free@example.in', password: 'Bark7' });
      await t.http().post('/api/auth/login').send({ email: 'free@example.in', password: 'Bark7' }).expect(200);
    });

    it('locks an unknown email out at the same count and with the same answer as an account: nothing tells which exists', async () => {
      await t.customer({ email: 'known@example.in', password: 'Bark7' });
      const attempt = (email: string, password: string) => t.http().post('/api/auth/login').send({ email, password });
      for (let i = 0; i < 3; i++) {
        const [known, unknown] = [await attempt('known@example.in', 'Wrong1'), await attempt('NoSuch@Example.in', 'Wrong1')];
        expect([known.status, unknown.status]).toEqual([401, 401]);
        expect(unknown.body).toEqual(known.body);
      }
      const [known, unknown] = [await attempt('known@example.in', 'Bark7'), await attempt('nosuch@example.in', 'Bark7')];
      expect([known.status, unknown.status]).toEqual([429, 429]);
      expect(unknown.body).toEqual(known.body);
      expect(Number(unknown.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Math.abs(Number(unknown.headers['retry-after']) - Number(known.headers['retry-after']))).toBeLessThanOrEqual(2);
    });

    it('signs the first-start admin in with the admin role', async () => {
      const response = await t.http().post('/api/auth/login').send({ email: 'admin@petshop.local', password: 'Admin123' }).expect(200);
      expect(response.body.user.role).toBe('admin');
    });
  });

  describe('PATCH /api/auth/me', () => {
    const patch = (token: string, body: object) => t.http().patch('/api/auth/me').set('authorization', `Bearer ${token}`).send(body);

    it('changes either name or both, trimmed, and GET me answers the change at once', async () => {
      const { token, user } = await t.customer({ firstName: 'Meera', lastName: 'Iyer' });
      const renamed = await patch(token, { firstName: '  Meenakshi ' }).expect(200);
      expect(renamed.body).toEqual({ status: true, message: 'Profile updated successfully', user: { ...user, firstName: 'Meenakshi' } });
      await patch(token, { lastName: 'Rao' }).expect(200);
      expect((await t.http().get('/api/auth/me').set('authorization', `Bearer ${token}`).expect(200)).body.user).toEqual({
        ...user,
        firstName: 'Meenakshi',
        lastName: 'Rao',
      });
    });

    it.each([
      [{ firstName: '  ' }, 'firstName', 'First name is required'],
      [{ lastName: '' }, 'lastName', 'Last name is required'],
      [{ firstName: 'x'.repeat(61) }, 'firstName', 'First name is too long'],
      [{ email: 'new@example.in' }, 'email', 'Unknown field "email"'],
      [{ role: 'admin' }, 'role', 'Unknown field "role"'],
    ])('refuses %j: %s "%s", changing nothing', async (body, field, message) => {
      const { token, user } = await t.customer();
      expect((await patch(token, body).expect(400)).body).toEqual({ status: false, message, errors: [{ field, message }] });
      expect((await t.http().get('/api/auth/me').set('authorization', `Bearer ${token}`).expect(200)).body.user).toEqual(user);
    });

    it('needs a signed-in caller', async () => {
      await t.http().patch('/api/auth/me').send({ firstName: 'A' }).expect(401);
    });
  });

  describe('tokens', () => {
    it('refuses a missing, malformed, unsigned or foreign-signed token', async () => {
      const { user } = await t.customer();
      const unsigned = jwt.sign({ role: 'admin' }, '', { algorithm: 'none', subject: user._id });
      const foreign = jwt.sign({ role: 'admin' }, 'another-secret-entirely', { algorithm: 'HS256', subject: user._id });
      expect((await t.http().get('/api/auth/me').expect(401)).body).toEqual({ status: false, message: 'Authentication required' });
      for (const token of ['garbage', unsigned, foreign]) {
        const response = await t.http().get('/api/auth/me').set('authorization', `Bearer ${token}`).expect(401);
        expect(response.body).toEqual({ status: false, message: 'Invalid token' });
      }
    });

    it('follows a change to the account at once, however it was made', async () => {
      const { token, user } = await t.customer();
      const auth = { authorization: `Bearer ${token}` };
      expect((await t.http().get('/api/auth/me').set(auth).expect(200)).body.user).toMatchObject({ role: 'customer' });
      await t.http().get('/api/orders').set(auth).expect(403);
      // Straight in the database, as an operator would: the API's memory of the account must not outlive it.
      await t.database.pool.query("UPDATE users SET role = 'staff' WHERE id = $1", [user._id]);
      await eventually(async () => void (await t.http().get('/api/orders').set(auth).expect(200)));
      await t.database.pool.query('DELETE FROM users WHERE id = $1', [user._id]);
      await eventually(async () => expect((await t.http().get('/api/auth/me').set(auth).expect(401)).body.message).toBe('Invalid token'));
    });

    it('answers an expired token with exactly "Token expired"', async () => {
      const { user } = await t.customer();
      const expired = jwt.sign({ role: 'customer', exp: Math.floor(Date.now() / 1000) - 10 }, t.config.JWT_SECRET, { algorithm: 'HS256', subject: user._id });
      const response = await t.http().get('/api/auth/me').set('authorization', `Bearer ${expired}`).expect(401);
      expect(response.body).toEqual({ status: false, message: 'Token expired' });
    });
  });
});
