import { OTP_VALID_MINUTES } from '@petshop/contract';
import type pg from 'pg';
import { enqueueMail } from '../../mail/index.js';
import type { Account } from '../../platform/auth/account.js';
import { withTransaction } from '../../platform/database/pool.js';
import type { PasswordResetCodes } from './reset-codes.js';

/**
 * Issues the email's new code and, when an account has the email, puts the mail that carries it in
 * the outbox in the same transaction: the code a shopper is sent is the one stored, or neither.
 */
export async function sendResetCode(pool: pg.Pool, codes: PasswordResetCodes, email: string, account: Account | null): Promise<void> {
  await withTransaction(pool, async (client) => {
    const { codeId, code } = await codes.issue(client, email, account?._id ?? null);
    if (!account) return;
    await enqueueMail(client, {
      key: `reset-code:${account._id}:${codeId}`,
      template: 'password-reset-code',
      to: account.email,
      customerId: account._id,
      data: { firstName: account.firstName, email: account.email, code, validMinutes: OTP_VALID_MINUTES },
    });
  });
}
