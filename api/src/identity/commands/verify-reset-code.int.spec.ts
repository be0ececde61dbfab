import { OTP_SPENT, otpIncorrect } from '@petshop/contract';
import { withTransaction } from '../../platform/database/pool.js';
import { refusal } from '../../platform/testing/command-spec.js';
import { resetWorld } from '../password-reset/reset-world.fixture.js';
import { VerifyResetCodeCommand, VerifyResetCodeHandler } from './verify-reset-code.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

describe('VerifyResetCode', () => {
  const world = suiteWorld(async () => {
    const made = await resetWorld('verify_reset_code', { PASSWORD_RESET_REQUESTS_PER_ADDRESS_PER_MINUTE: '1000' });
    return { ...made, handler: new VerifyResetCodeHandler(made.codes, made.throttle) };
  });

  /** Given: a code issued for the email (as forgot-password does), answered. */
  const issued = (email: string, userId: string | null) => withTransaction(world.database.pool, (client) => world.codes.issue(client, email, userId));
  const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');
  const verify = (email: string, code: string) => world.handler.execute(new VerifyResetCodeCommand(email, code, '10.0.0.1'));

  it('counts no more than five wrong codes however many arrive at once', async () => {
    const asha = await world.account('asha@example.in');
    const { code } = await issued(asha.email, asha._id);
    const answers = await Promise.all(Array.from({ length: 8 }, () => refusal(verify(asha.email, wrong(code)))));
    const messages = answers.map((answer) => answer.message).sort();
    expect(messages).toEqual([...[1, 2, 3, 4].map(otpIncorrect), ...Array(4).fill(OTP_SPENT)].sort());
    const { rows } = await world.database.pool.query('SELECT attempts FROM password_reset_codes WHERE user_id = $1', [asha._id]);
    expect(rows).toEqual([{ attempts: 5 }]);
  });

  it('exchanges the right code for a reset token of the account, and the code is gone', async () => {
    const ravi = await world.account('ravi@example.in');
    const { code } = await issued(ravi.email, ravi._id);
    const token = await verify('Ravi@example.in', code);
    const { rows } = await world.database.pool.query('SELECT user_id::text AS "userId" FROM password_reset_tokens');
    expect(rows).toEqual([{ userId: ravi._id }]);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('never verifies a code for an email no account has, nor for an account disabled since', async () => {
    const ghost = await issued('ghost@example.in', null);
    expect((await refusal(verify('ghost@example.in', ghost.code))).message).toBe(otpIncorrect(4));
    const meera = await world.account('meera@example.in');
    const { code } = await issued(meera.email, meera._id);
    await world.database.pool.query('UPDATE users SET disabled = true WHERE id = $1', [meera._id]);
    expect((await refusal(verify(meera.email, code))).message).toBe(otpIncorrect(4));
  });
});
