import { CommandBus } from '@nestjs/cqrs';
import {
  CURRENT_PASSWORD_WRONG,
  OTP_EXPIRED,
  OTP_SPENT,
  OTP_VERIFIED,
  otpIncorrect,
  PASSWORD_CHANGED,
  PASSWORD_RESET_DONE,
  RESET_CODE_SENT,
  RESET_TOKEN_INVALID,
  SAME_PASSWORD,
} from '@petshop/contract';
import { SignUpCommand } from '../commands/sign-up.js';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('password reset and change', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Per-address limits out of the way (every request here comes from 127.0.0.1): they have a describe of their own below.
    t = await createTestApp('password_reset', {
      PASSWORD_RESET_CODES_PER_ACCOUNT: '4',
      PASSWORD_RESET_FAILURES_PER_ACCOUNT: '7',
      PASSWORD_RESET_REQUESTS_PER_ADDRESS_PER_MINUTE: '100000',
      LOGIN_FAILURES_PER_ACCOUNT: '3',
    });
  });
  afterAll(() => t.close());

  const forgot = (email: string) => t.http().post('/api/auth/forgot-password').send({ email });
  const verify = (email: string, otp: string) => t.http().post('/api/auth/verify-otp').send({ email, otp });
  const reset = (token: string, password: string) => t.http().post('/api/auth/reset-password').send({ token, password });
  const logIn = (email: string, password: string) => t.http().post('/api/auth/login').send({ email, password });
  const me = (token: string) => t.http().get('/api/auth/me').set(bearer(token));

  /** The mails the shop put in its outbox for an address, oldest first (the API never sends: the worker does). */
  async function mails(to: string) {
    const { rows } = await t.database.pool.query<{ key: string; template: string; customerId: string; data: Record<string, string> }>(
      `SELECT key, template, customer_id::text AS "customerId", data FROM mail_outbox WHERE recipient = $1 ORDER BY created_at`,
      [to],
    );
    return rows;
  }
  async function mailedCode(to: string): Promise<string> {
    const codes = (await mails(to)).filter((mail) => mail.template === 'password-reset-code');
    return codes.at(-1)!.data.code!;
  }
  /** Any 4 digits but the right ones. */
  const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

  async function resetToken(email: string): Promise<string> {
    await forgot(email).expect(200);
    return (await verify(email, await mailedCode(email)).expect(200)).body.token;
  }

  describe('POST /api/auth/forgot-password', () => {
    it('answers a known and an unknown email alike, and mails a 4-digit code only to the account', async () => {
      const { user } = await t.customer({ firstName: 'Nila' });
      const known = await forgot(user.email.toUpperCase()).expect(200);
      const unknown = await forgot('nobody.here@example.in').expect(200);
      expect(known.body).toEqual({ status: true, message: RESET_CODE_SENT });
      expect(unknown.body).toEqual(known.body);

      const sent = await mails(user.email);
      expect(sent).toEqual([
        {
          key: expect.stringMatching(new RegExp(`^reset-code:${user._id}:[0-9a-f-]{36}$`)),
          template: 'password-reset-code',
          customerId: user._id,
          data: { firstName: 'Nila', email: user.email, code: expect.stringMatching(/^\d{4}$/), validMinutes: 10 },
        },
      ]);
      expect(await mails('nobody.here@example.in')).toEqual([]);
      // Kept hashed: the code itself is in the mail only.
      const stored = await t.database.pool.query<{ row: string }>('SELECT row_to_json(c)::text AS row FROM password_reset_codes c WHERE user_id = $1', [
        user._id,
      ]);
      expect(stored.rows).toHaveLength(1);
      expect(stored.rows[0]!.row).not.toContain(`"${sent[0]!.data.code}"`);
      expect(stored.rows[0]!.row).not.toContain(user.email);
    });

    it('replaces the earlier code with the new one', async () => {
      const { user } = await t.customer();
      await forgot(user.email).expect(200);
      let first = await mailedCode(user.email);
      await forgot(user.email).expect(200);
      let second = await mailedCode(user.email);
      if (second === first) {
        // One time in 10,000 the new code is the old one: ask once more.
        first = second;
        await forgot(user.email).expect(200);
        second = await mailedCode(user.email);
      }
      expect((await verify(user.email, first).expect(400)).body).toMatchObject({ status: false, message: otpIncorrect(4) });
      await verify(user.email, second).expect(200);
    });

    it('validates the email like login', async () => {
      const response = await t.http().post('/api/auth/forgot-password').send({ email: 'nope' }).expect(400);
      expect(response.body).toEqual({ status: false, message: 'Invalid email address', errors: [{ field: 'email', message: 'Invalid email address' }] });
      await t.http().post('/api/auth/forgot-password').send({}).expect(400);
    });

    it('limits the codes asked for one email, known or not, with the same 429 and Retry-After', async () => {
      const { user } = await t.customer();
      for (let i = 0; i < 4; i++) {
        await forgot(user.email).expect(200);
        await forgot('limited.ghost@example.in').expect(200);
      }
      const known = await forgot(user.email).expect(429);
      const unknown = await forgot('Limited.Ghost@example.in').expect(429);
      expect(known.body).toEqual({ status: false, message: 'Too many password reset attempts. Please try again in 60 minutes.' });
      expect(unknown.body).toEqual(known.body);
      for (const answer of [known, unknown]) {
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(59 * 60);
        expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
      }
      expect((await mails(user.email)).length).toBe(4);
    });
  });

  describe('POST /api/auth/verify-otp', () => {
    it('exchanges the right code for a reset token, once', async () => {
      const { user } = await t.customer();
      await forgot(user.email).expect(200);
      const code = await mailedCode(user.email);
      const verified = await verify(user.email, code).expect(200);
      expect(verified.body).toEqual({ status: true, message: OTP_VERIFIED, token: expect.stringMatching(/^[\w-]{43}$/) });
      // The code is spent by its use.
      expect((await verify(user.email, code).expect(400)).body).toEqual({
        status: false,
        message: OTP_EXPIRED,
        errors: [{ field: 'otp', message: OTP_EXPIRED }],
      });
    });

    it('spends the code on the fifth wrong one, and answers a known and an unknown email alike all the way', async () => {
      const { user } = await t.customer();
      await forgot(user.email).expect(200);
      await forgot('ghost.attempts@example.in').expect(200);
      const code = await mailedCode(user.email);
      for (const left of [4, 3, 2, 1]) {
        const known = await verify(user.email, wrong(code)).expect(400);
        const unknown = await verify('ghost.attempts@example.in', wrong(code)).expect(400);
        expect(known.body.message).toBe(otpIncorrect(left));
        expect(unknown.body).toEqual(known.body);
      }
      const fifth = await verify(user.email, wrong(code)).expect(400);
      expect(fifth.body.message).toBe(OTP_SPENT);
      expect((await verify('ghost.attempts@example.in', wrong(code)).expect(400)).body).toEqual(fifth.body);
      // Spent: the right code no longer opens anything.
      expect((await verify(user.email, code).expect(400)).body.message).toBe(OTP_SPENT);
      // A new code can be asked for.
      await forgot(user.email).expect(200);
      await verify(user.email, await mailedCode(user.email)).expect(200);
    });

    it('refuses an expired code, known email or not, with its own message', async () => {
      const { user } = await t.customer();
      await forgot(user.email).expect(200);
      await forgot('ghost.expired@example.in').expect(200);
      // Eleven minutes on.
      await t.database.pool.query("UPDATE password_reset_codes SET expires_at = expires_at - interval '11 minutes'");
      const known = await verify(user.email, await mailedCode(user.email)).expect(400);
      expect(known.body.message).toBe(OTP_EXPIRED);
      expect((await verify('ghost.expired@example.in', '1234').expect(400)).body).toEqual(known.body);
    });

    it('is a 400 for an email that asked for nothing, and for a code that is not 4 digits', async () => {
      expect((await verify('never.asked@example.in', '1234').expect(400)).body.message).toBe(OTP_EXPIRED);
      for (const otp of ['123', '12345', 'abcd', '']) await verify('never.asked@example.in', otp).expect(400);
    });

    it('stops trying codes for an email after too many wrong ones, even the right one, with Retry-After', async () => {
      const { user } = await t.customer();
      await forgot(user.email).expect(200);
      const first = await mailedCode(user.email);
      for (let i = 0; i < 5; i++) await verify(user.email, wrong(first)).expect(400);
      await forgot(user.email).expect(200);
      const second = await mailedCode(user.email);
      for (let i = 0; i < 2; i++) await verify(user.email, wrong(second)).expect(400);
      const refused = await verify(user.email, second).expect(429);
      expect(refused.body.message).toMatch(/^Too many password reset attempts/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    });
  });

  describe('POST /api/auth/reset-password', () => {
    it('sets the new password, signs the account in, and ends every token issued before at once', async () => {
      const { user, token: signUpToken } = await t.customer({ password: 'Old12' });
      const otherLogin = (await logIn(user.email, 'Old12').expect(200)).body.token;
      // Issued in the very second of the reset: it is before it all the same.
      const resetAt = await resetToken(user.email);
      const justBefore = (await logIn(user.email, 'Old12').expect(200)).body.token;

      const response = await reset(resetAt, 'New34').expect(200);
      expect(response.body).toEqual({ status: true, message: PASSWORD_RESET_DONE, token: expect.any(String), user });
      for (const old of [signUpToken, otherLogin, justBefore]) expect((await me(old).expect(401)).body).toEqual({ status: false, message: 'Invalid token' });
      await me(response.body.token).expect(200);

      await logIn(user.email, 'Old12').expect(401);
      const again = (await logIn(user.email, 'New34').expect(200)).body.token;
      await me(again).expect(200);
      const notices = (await mails(user.email)).filter((mail) => mail.template === 'password-changed');
      expect(notices).toEqual([
        {
          key: `password-changed:${user._id}:1`,
          template: 'password-changed',
          customerId: user._id,
          data: { firstName: 'Asha', how: 'reset', at: expect.any(String) },
        },
      ]);
    });

    it('takes a reset token once, and no reset token issued before the password was set', async () => {
      const { user } = await t.customer();
      const first = await resetToken(user.email);
      const second = await resetToken(user.email);
      await reset(first, 'Fresh1').expect(200);
      expect((await reset(first, 'Fresh2').expect(400)).body).toEqual({
        status: false,
        message: RESET_TOKEN_INVALID,
        errors: [{ field: 'token', message: RESET_TOKEN_INVALID }],
      });
      expect((await reset(second, 'Fresh3').expect(400)).body.message).toBe(RESET_TOKEN_INVALID);
      await logIn(user.email, 'Fresh1').expect(200);
    });

    it('refuses an expired or made-up token, and a password outside the signup rules', async () => {
      const { user } = await t.customer();
      const token = await resetToken(user.email);
      expect((await reset(token, 'abcde').expect(400)).body.message).toBe('Password must contain at least one uppercase letter and one number');
      expect((await reset(token, 'Ab1').expect(400)).body.message).toBe('Password must be at least 5 characters');
      await t.database.pool.query("UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1", [user._id]);
      expect((await reset(token, 'Valid1').expect(400)).body.message).toBe(RESET_TOKEN_INVALID);
      expect((await reset('made-up', 'Valid1').expect(400)).body.message).toBe(RESET_TOKEN_INVALID);
      await logIn(user.email, 'Pass1').expect(200);
    });

    it('resets a staff account too, whose console token stops at once', async () => {
      const staff = { firstName: 'Sam', lastName: 'Staff', email: 'sam.reset@petshop.local', password: 'Staff1' };
      await t.app.get(CommandBus).execute(new SignUpCommand(staff, 'staff'));
      const consoleToken = (await logIn(staff.email, 'Staff1').expect(200)).body.token;
      await t.http().get('/api/admin/orders').set(bearer(consoleToken)).expect(200);
      await reset(await resetToken(staff.email), 'Staff2').expect(200);
      await t.http().get('/api/admin/orders').set(bearer(consoleToken)).expect(401);
      expect((await logIn(staff.email, 'Staff2').expect(200)).body.user.role).toBe('staff');
    });
  });

  describe('POST /api/auth/change-password', () => {
    const change = (token: string, currentPassword: string, newPassword: string) =>
      t.http().post('/api/auth/change-password').set(bearer(token)).send({ currentPassword, newPassword });

    it("answers the caller a fresh token and ends the account's other logins", async () => {
      const { user, token } = await t.customer({ password: 'Old12' });
      const phone = (await logIn(user.email, 'Old12').expect(200)).body.token;
      const response = await change(token, 'Old12', 'New34').expect(200);
      expect(response.body).toEqual({ status: true, message: PASSWORD_CHANGED, token: expect.any(String) });
      await me(response.body.token).expect(200);
      await me(phone).expect(401);
      await me(token).expect(401);
      await logIn(user.email, 'Old12').expect(401);
      await logIn(user.email, 'New34').expect(200);
      expect((await mails(user.email)).map((mail) => [mail.key, mail.data.how])).toEqual([[`password-changed:${user._id}:1`, 'change']]);
    });

    it('is a 401 for a wrong current password, which counts toward the login lockout', async () => {
      const { user, token } = await t.customer();
      const refused = await change(token, 'Wrong1', 'New34').expect(401);
      expect(refused.body).toEqual({ status: false, message: CURRENT_PASSWORD_WRONG, errors: [{ field: 'currentPassword', message: CURRENT_PASSWORD_WRONG }] });
      // Still signed in: a mistyped password is no reason to end the session.
      await me(token).expect(200);
      await change(token, 'Wrong2', 'New34').expect(401);
      await change(token, 'Wrong3', 'New34').expect(401);
      const locked = await change(token, 'Pass1', 'New34').expect(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      await logIn(user.email, 'Pass1').expect(429);
    });

    it('holds the new password to the signup rules and to being new, and needs a signed-in caller', async () => {
      const { token } = await t.customer();
      expect((await change(token, 'Pass1', 'short').expect(400)).body.errors).toEqual([
        { field: 'newPassword', message: 'Password must contain at least one uppercase letter and one number' },
      ]);
      expect((await change(token, 'Pass1', 'Pass1').expect(400)).body.message).toBe(SAME_PASSWORD);
      expect((await t.http().post('/api/auth/change-password').set(bearer(token)).send({ newPassword: 'New34' }).expect(400)).body.message).toBe(
        'Current password is required',
      );
      await t.http().post('/api/auth/change-password').send({ currentPassword: 'Pass1', newPassword: 'New34' }).expect(401);
      await me(token).expect(200);
    });

    it("ends a staff member's queue board session started before the change", async () => {
      const staff = { firstName: 'Sam', lastName: 'Staff', email: 'sam.board@petshop.local', password: 'Staff1' };
      await t.app.get(CommandBus).execute(new SignUpCommand(staff, 'staff'));
      const token = (await logIn(staff.email, 'Staff1').expect(200)).body.token;
      const started = await t.http().post('/api/admin/queues/session').set(bearer(token)).send({}).expect(200);
      const cookie = [started.headers['set-cookie']].flat()[0]!.split(';')[0]!;
      await t.http().get('/admin/queues/api/queues').set('cookie', cookie).expect(200);
      const fresh = (await change(token, 'Staff1', 'Staff2').expect(200)).body.token;
      await t.http().get('/admin/queues/api/queues').set('cookie', cookie).expect(401);
      await t.http().get('/admin/queues/api/queues').set(bearer(fresh)).expect(200);
    });
  });
});

describe('password reset per client address', () => {
  const t = suiteWorld(() => createTestApp('password_reset_address', { PASSWORD_RESET_REQUESTS_PER_ADDRESS_PER_MINUTE: '3' }));

  it('limits forgot-password and verify-otp requests from one address together, with Retry-After', async () => {
    await t.http().post('/api/auth/forgot-password').send({ email: 'a@example.in' }).expect(200);
    await t.http().post('/api/auth/forgot-password').send({ email: 'b@example.in' }).expect(200);
    await t.http().post('/api/auth/verify-otp').send({ email: 'a@example.in', otp: '1234' }).expect(400);
    const refused = await t.http().post('/api/auth/verify-otp').send({ email: 'c@example.in', otp: '1234' }).expect(429);
    expect(refused.body.message).toMatch(/^Too many password reset attempts\. Please try again in \d+ seconds?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    await t.http().post('/api/auth/forgot-password').send({ email: 'd@example.in' }).expect(429);
  });
});
