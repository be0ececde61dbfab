import { RESET_TOKEN_INVALID } from '@petshop/contract';
import { withTransaction } from '../../platform/database/pool.js';
import { refusal } from '../../platform/testing/command-spec.js';
import { resetWorld } from '../password-reset/reset-world.fixture.js';
import { ResetPasswordCommand, ResetPasswordHandler } from './reset-password.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

describe('ResetPassword', () => {
  const world = suiteWorld(async () => {
    const made = await resetWorld('reset_password');
    return { ...made, handler: new ResetPasswordHandler(made.database.pool, made.users, made.codes, made.passwords) };
  });

  /** Given: a verified code's reset token for the account. */
  async function resetToken(email: string, userId: string): Promise<string> {
    const { code } = await withTransaction(world.database.pool, (client) => world.codes.issue(client, email, userId));
    const checked = await world.codes.check(email, code);
    if (checked.outcome !== 'verified') throw new Error(`code not verified: ${checked.outcome}`);
    return checked.token;
  }
  const stored = async (id: string) =>
    (await world.database.pool.query('SELECT password_hash AS hash, token_version AS version FROM users WHERE id = $1', [id])).rows[0];

  it('sets the password and moves the token version on, answering the account at it, with the notice in the outbox', async () => {
    const asha = await world.account('asha@example.in');
    const reset = await world.handler.execute(new ResetPasswordCommand(await resetToken(asha.email, asha._id), 'New12'));
    expect(reset).toEqual({ account: asha, tokenVersion: 1 });
    const row = await stored(asha._id);
    expect(row.version).toBe(1);
    expect(await world.passwords.verify(row.hash, 'New12')).toBe(true);
    expect(await world.mails(asha.email)).toEqual([
      { key: `password-changed:${asha._id}:1`, template: 'password-changed', data: expect.objectContaining({ how: 'reset' }) },
    ]);
  });

  it('lets one of two resets with the same token through', async () => {
    const ravi = await world.account('ravi@example.in');
    const token = await resetToken(ravi.email, ravi._id);
    const outcomes = await Promise.allSettled([
      world.handler.execute(new ResetPasswordCommand(token, 'First1')),
      world.handler.execute(new ResetPasswordCommand(token, 'Second2')),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await stored(ravi._id)).version).toBe(1);
  });

  it("refuses a disabled account's token and changes nothing", async () => {
    const sam = await world.account('sam@petshop.local', { role: 'staff' });
    const token = await resetToken(sam.email, sam._id);
    await world.database.pool.query('UPDATE users SET disabled = true WHERE id = $1', [sam._id]);
    expect(await refusal(world.handler.execute(new ResetPasswordCommand(token, 'New12')))).toEqual({
      kind: 'invalid',
      message: RESET_TOKEN_INVALID,
      field: 'token',
    });
    expect(await world.passwords.verify((await stored(sam._id)).hash, 'Pass1')).toBe(true);
    expect(await world.mails(sam.email)).toEqual([]);
  });
});
