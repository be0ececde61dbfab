import { CURRENT_PASSWORD_WRONG, SAME_PASSWORD } from '@petshop/contract';
import { refusal } from '../../platform/testing/command-spec.js';
import { type ResetWorld, resetWorld } from '../password-reset/reset-world.fixture.js';
import { ChangePasswordCommand, ChangePasswordHandler, PASSWORD_CHANGED_MEANWHILE } from './change-password.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

describe('ChangePassword', () => {
  const world = suiteWorld(async () => {
    const made = await resetWorld('change_password', { LOGIN_FAILURES_PER_ACCOUNT: '2' });
    return { ...made, handler: new ChangePasswordHandler(made.database.pool, made.users, made.codes, made.loginThrottle, made.passwords) };
  });

  const change = (account: Awaited<ReturnType<ResetWorld['account']>>, current: string, next: string) =>
    world.handler.execute(new ChangePasswordCommand(account, current, next, '10.0.0.1'));
  const stored = async (id: string) =>
    (await world.database.pool.query('SELECT password_hash AS hash, token_version AS version FROM users WHERE id = $1', [id])).rows[0];

  it('sets the new password at the next token version, with the notice in the outbox', async () => {
    const asha = await world.account('asha@example.in');
    expect(await change(asha, 'Pass1', 'New12')).toEqual({ account: asha, tokenVersion: 1 });
    expect(await world.passwords.verify((await stored(asha._id)).hash, 'New12')).toBe(true);
    expect((await world.mails(asha.email)).map((mail) => mail.key)).toEqual([`password-changed:${asha._id}:1`]);
  });

  it('lets one of two changes from the same current password through', async () => {
    // Both have checked the current password before either writes (a barrier after the check), so
    // the second write meets the first's: its compare-and-set refuses it.
    let checked = 0;
    let release: () => void = () => undefined;
    const bothChecked = new Promise<void>((resolve) => (release = resolve));
    const passwords = Object.assign(Object.create(world.passwords) as typeof world.passwords, {
      verify: async (hash: string | undefined, password: string) => {
        const matches = await world.passwords.verify(hash, password);
        if (++checked === 2) release();
        await bothChecked;
        return matches;
      },
    });
    const racing = new ChangePasswordHandler(world.database.pool, world.users, world.codes, world.loginThrottle, passwords);
    const ravi = await world.account('ravi@example.in');
    const outcomes = await Promise.allSettled(['First1', 'Second2'].map((next) => racing.execute(new ChangePasswordCommand(ravi, 'Pass1', next, '10.0.0.1'))));
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = outcomes.find((outcome) => outcome.status === 'rejected')!;
    expect(await refusal(Promise.reject((lost as PromiseRejectedResult).reason))).toEqual({ kind: 'conflict', message: PASSWORD_CHANGED_MEANWHILE });
    expect((await stored(ravi._id)).version).toBe(1);
  });

  it('refuses a wrong current password (counted as a failed login) and an unchanged one', async () => {
    const meera = await world.account('meera@example.in');
    expect(await change(meera, 'Pass1', 'Pass1').then(undefined, (error) => refusal(Promise.reject(error)))).toEqual({
      kind: 'invalid',
      message: SAME_PASSWORD,
      field: 'newPassword',
    });
    for (let i = 0; i < 2; i++)
      expect(await refusal(change(meera, 'Wrong1', 'New12'))).toEqual({ kind: 'unauthenticated', message: CURRENT_PASSWORD_WRONG, field: 'currentPassword' });
    expect((await refusal(change(meera, 'Pass1', 'New12'))).kind).toBe('too_many_requests');
    expect(await world.loginThrottle.blocked(meera.email, '10.9.9.9')).toBeGreaterThan(0);
    expect((await stored(meera._id)).version).toBe(0);
  });
});
