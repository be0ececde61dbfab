import { RateWindows } from '../../platform/rate-limits/rate-windows.js';
import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { loadConfig } from '../../platform/config.js';
import { PgNotifications } from '../../platform/database/notifications.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { refusal } from '../../platform/testing/command-spec.js';
import { createTestDatabase, type TestDatabase } from '../../platform/testing/test-database.js';
import { dropRedisPrefix } from '../../platform/testing/test-redis.js';
import { LoginThrottle } from '../login-throttle.js';
import { Passwords } from '../passwords.js';
import { UsersRepository } from '../users.repository.js';
import { LogInCommand, LogInHandler } from './log-in.js';

// Real Postgres for the accounts, real Redis (a prefix of the test's own) for the throttle's counts.
describe('LogIn', () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    PASSWORD_HASH_COST: 'test',
    REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}`,
    LOGIN_FAILURES_PER_ACCOUNT: '3',
    LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: '5',
  });
  const passwords = new Passwords(config);
  let database: TestDatabase;
  let redis: Redis;
  let handler: LogInHandler;
  beforeAll(async () => {
    database = await createTestDatabase('log_in');
    redis = new Redis(config.REDIS_URL);
    handler = new LogInHandler(
      new UsersRepository(database.pool, new PgNotifications(database.url)),
      new LoginThrottle(new RateWindows(redis), config),
      passwords,
    );
  });
  afterAll(async () => {
    redis.disconnect();
    await database.drop();
    await dropRedisPrefix(config.REDIS_URL, config.REDIS_PREFIX);
  });

  let addresses = 0;
  /** Given: an account with the password Pass1; each test logs in from an address of its own. */
  async function account(email: string) {
    const id = randomUUID();
    await database.pool.query(`INSERT INTO users (id, first_name, last_name, email, password_hash, role) VALUES ($1, 'Asha', 'Rao', $2, $3, 'customer')`, [
      id,
      email,
      await passwords.hash('Pass1'),
    ]);
    return { id, email, address: `10.0.0.${++addresses}` };
  }
  const logIn = (email: string, password: string, address: string) => handler.execute(new LogInCommand(email, password, address));
  const INVALID = { kind: 'unauthenticated', message: 'Invalid email or password' };
  const THROTTLED = { kind: 'too_many_requests', message: 'Too many login attempts. Please try again later.' };

  it('answers the account, without its password hash, with its token version, for the right password, whatever the case of the email', async () => {
    const asha = await account('asha@example.in');

    expect(await logIn('Asha@Example.in', 'Pass1', asha.address)).toEqual({
      account: { _id: asha.id, email: 'asha@example.in', firstName: 'Asha', lastName: 'Rao', role: 'customer' },
      // What the token it is given carries: a reset or a change of the password moves it on.
      tokenVersion: 0,
    });
  });

  it('gives a wrong password and an unknown email the same answer', async () => {
    const asha = await account('asha2@example.in');

    expect(await refusal(logIn(asha.email, 'Wrong1', asha.address))).toEqual(INVALID);
    expect(await refusal(logIn('nobody@example.in', 'Pass1', asha.address))).toEqual(INVALID);
  });

  it('refuses even the right password once the account has failed too often', async () => {
    const asha = await account('asha3@example.in');
    for (let attempt = 0; attempt < 3; attempt++) await refusal(logIn(asha.email, 'Wrong1', `10.1.0.${attempt}`));

    expect(await refusal(logIn(asha.email, 'Pass1', asha.address))).toEqual(THROTTLED);
  });

  /** The rejection itself, with the seconds it asks the caller to wait. */
  const rejected = (run: Promise<unknown>) =>
    run.then(
      () => {
        throw new Error('The login went through; a rejection was expected');
      },
      (error: unknown) => {
        if (!(error instanceof Rejection)) throw error;
        return { kind: error.kind, message: error.message, retryAfterSeconds: error.retryAfterSeconds };
      },
    );

  it('locks an unknown email out at the same count, with the same answer, as a known one', async () => {
    const asha = await account('asha5@example.in');
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await refusal(logIn(asha.email, 'Wrong1', `10.4.0.${attempt}`))).toEqual(INVALID);
      // Written as a shopper might type it: the count is the email's, however it is cased or spaced.
      expect(await refusal(logIn(attempt === 1 ? ' Ghost@Example.IN ' : 'ghost@example.in', 'Wrong1', `10.4.1.${attempt}`))).toEqual(INVALID);
    }

    const known = await rejected(logIn(asha.email, 'Pass1', '10.4.2.1'));
    const unknown = await rejected(logIn('ghost@example.in', 'Pass1', '10.4.2.2'));
    expect(known).toEqual({ ...THROTTLED, retryAfterSeconds: expect.any(Number) });
    expect(unknown).toEqual({ ...known, retryAfterSeconds: expect.any(Number) });
    // Both windows began within the same few seconds.
    expect(Math.abs(unknown.retryAfterSeconds! - known.retryAfterSeconds!)).toBeLessThanOrEqual(3);
    // Until the window (15 minutes by default) that began with the first failure has passed.
    expect(known.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(known.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
  });

  it('says how long an address that tried too often has to wait: what is left of its minute', async () => {
    const asha = await account('asha6@example.in');
    for (let attempt = 0; attempt < 5; attempt++) await logIn(asha.email, 'Pass1', '10.5.0.1');

    const { retryAfterSeconds } = await rejected(logIn(asha.email, 'Pass1', '10.5.0.1'));
    expect(retryAfterSeconds).toBeGreaterThan(50);
    expect(retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('refuses an address that tries too often in a minute, right password or not', async () => {
    const asha = await account('asha4@example.in');
    for (let attempt = 0; attempt < 5; attempt++) await logIn(asha.email, 'Pass1', asha.address);

    expect(await refusal(logIn(asha.email, 'Pass1', asha.address))).toEqual(THROTTLED);
    expect((await logIn(asha.email, 'Pass1', '10.2.0.1')).account).toMatchObject({ _id: asha.id });
  });
});
