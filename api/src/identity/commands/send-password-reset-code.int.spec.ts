import type { Actor } from '../../platform/event-store/event-store.port.js';
import { refusal } from '../../platform/testing/command-spec.js';
import { resetWorld } from '../password-reset/reset-world.fixture.js';
import { ACCOUNT_NOT_FOUND, SendPasswordResetCodeCommand, SendPasswordResetCodeHandler } from './send-password-reset-code.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

const staff: Actor = { _id: 's-1', role: 'staff' };

describe('SendPasswordResetCode', () => {
  const world = suiteWorld(async () => {
    const made = await resetWorld('send_password_reset_code', { PASSWORD_RESET_CODES_PER_ACCOUNT: '2' });
    return { ...made, handler: new SendPasswordResetCodeHandler(made.database.pool, made.users, made.codes, made.throttle) };
  });

  it("mails the account a code, found by id or by email, and counts it toward the account's codes", async () => {
    const asha = await world.account('asha@example.in');
    expect(await world.handler.execute(new SendPasswordResetCodeCommand({ userId: asha._id }, staff))).toEqual({ sentTo: 'asha@example.in' });
    expect(await world.handler.execute(new SendPasswordResetCodeCommand({ email: 'ASHA@example.in' }, staff))).toEqual({ sentTo: 'asha@example.in' });
    const mails = await world.mails('asha@example.in');
    expect(mails.map((mail) => mail.template)).toEqual(['password-reset-code', 'password-reset-code']);
    expect(mails[0]!.key).not.toBe(mails[1]!.key);
    expect(await refusal(world.handler.execute(new SendPasswordResetCodeCommand({ userId: asha._id }, staff)))).toEqual({
      kind: 'too_many_requests',
      message: 'Too many password reset attempts. Please try again in 60 minutes.',
    });
  });

  it.each([
    ['an unknown id', { userId: '00000000-0000-4000-8000-000000000000' }],
    ['a malformed id', { userId: 'nope' }],
    ['an unknown email', { email: 'nobody@example.in' }],
    ['a disabled account', { email: 'off@example.in' }],
  ])('answers 404 for %s', async (_case, account) => {
    await world.account('off@example.in', { disabled: true }).catch(() => undefined);
    expect(await refusal(world.handler.execute(new SendPasswordResetCodeCommand(account, staff)))).toEqual({ kind: 'not_found', message: ACCOUNT_NOT_FOUND });
  });
});
