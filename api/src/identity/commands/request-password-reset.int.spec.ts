import { refusal } from '../../platform/testing/command-spec.js';
import { emailHash } from '../password-reset/reset-codes.js';
import { resetWorld } from '../password-reset/reset-world.fixture.js';
import { RequestPasswordResetCommand, RequestPasswordResetHandler } from './request-password-reset.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';

describe('RequestPasswordReset', () => {
  const world = suiteWorld(async () => {
    const made = await resetWorld('request_password_reset', { PASSWORD_RESET_REQUESTS_PER_ADDRESS_PER_MINUTE: '3' });
    return { ...made, handler: new RequestPasswordResetHandler(made.database.pool, made.users, made.codes, made.throttle) };
  });

  const codeRow = async (email: string) =>
    (await world.database.pool.query('SELECT user_id::text AS "userId", attempts FROM password_reset_codes WHERE email_hash = $1', [emailHash(email)])).rows[0];

  it('writes a code for the account and puts its mail in the outbox; for an unknown email, a code nobody is sent', async () => {
    const asha = await world.account('asha@example.in');
    await world.handler.execute(new RequestPasswordResetCommand(' Asha@Example.in ', '10.0.0.1'));
    await world.handler.execute(new RequestPasswordResetCommand('nobody@example.in', '10.0.0.2'));

    expect(await codeRow('asha@example.in')).toEqual({ userId: asha._id, attempts: 0 });
    expect(await world.mails('asha@example.in')).toEqual([
      expect.objectContaining({ template: 'password-reset-code', data: expect.objectContaining({ code: expect.stringMatching(/^\d{4}$/) }) }),
    ]);
    expect(await codeRow('nobody@example.in')).toEqual({ userId: null, attempts: 0 });
    expect(await world.mails('nobody@example.in')).toEqual([]);
  });

  it('sends a disabled account nothing, as if it did not exist', async () => {
    await world.account('gone@example.in', { role: 'staff', disabled: true });
    await world.handler.execute(new RequestPasswordResetCommand('gone@example.in', '10.0.1.1'));
    expect(await codeRow('gone@example.in')).toEqual({ userId: null, attempts: 0 });
    expect(await world.mails('gone@example.in')).toEqual([]);
  });

  it('refuses an address past its requests in a minute, for any email, and says for how long', async () => {
    for (const email of ['a@example.in', 'b@example.in', 'c@example.in']) await world.handler.execute(new RequestPasswordResetCommand(email, '10.0.2.1'));
    const refused = await world.handler.execute(new RequestPasswordResetCommand('d@example.in', '10.0.2.1')).catch((error: unknown) => error);
    expect(await refusal(Promise.reject(refused))).toEqual({ kind: 'too_many_requests', message: expect.stringMatching(/^Too many password reset attempts/) });
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(60);
    // Not counted: that email was never given a code.
    expect(await codeRow('d@example.in')).toBeUndefined();
    await world.handler.execute(new RequestPasswordResetCommand('d@example.in', '10.0.2.2'));
  });
});
