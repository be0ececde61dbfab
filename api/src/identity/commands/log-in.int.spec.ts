import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { refusal } from '../../platform/testing/command-spec.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';
import { resetWorld } from '../password-reset/reset-world.fixture.js';
import { LogInCommand, LogInHandler } from './log-in.js';

// Real Postgres for the accounts, real Redis (a prefix of the test's own) for the throttle's counts.
describe('LogIn', () => {
  const world = suiteWorld(async () => {
    const made = await resetWorld('log_in', { LOGIN_FAILURES_PER_ACCOUNT: '3', LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: '5' });
    return { ...made, handler: new LogInHandler(made.users, made.loginThrottle, made.passwords) };
  });

  let addresses = 0;
  /** Given: an account with the password Pass1; each test logs in from an address of its own. */
  async function account(email: string) {
    const { _id: id } = await world.account(email);
    return { id, email, address: `10.0.0.${++addresses}` };
  }
  const logIn = (email: string, password: string, address: string) => world.handler.execute(new LogInCommand(email, password, address));
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
