import type pg from 'pg';
import { enqueueMail } from '../../mail/index.js';
import type { SignedInAccount } from '../users.repository.js';

/**
 * The notice that an account's password was set (by a reset or a change), enqueued in the
 * transaction that set it, keyed by the account's new token version: one mail per change.
 */
export async function mailPasswordChanged(
  db: Pick<pg.PoolClient, 'query'>,
  { account, tokenVersion }: SignedInAccount,
  how: 'reset' | 'change',
): Promise<void> {
  await enqueueMail(db, {
    key: `password-changed:${account._id}:${tokenVersion}`,
    template: 'password-changed',
    to: account.email,
    customerId: account._id,
    data: { firstName: account.firstName, how, at: new Date().toISOString() },
  });
}
