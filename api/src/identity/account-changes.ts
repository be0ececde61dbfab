import type pg from 'pg';
import type { Account } from '../platform/auth/account.js';
import { ACCOUNT_COLUMNS, type SignedInAccount } from './users.repository.js';

type Queryable = Pick<pg.PoolClient, 'query'>;

// What account holders change about themselves: their password (by reset or change) and their
// name. Each caller tells the UsersRepository to forget the account once the change has committed.

/** The account's password hash, when it is an account that can sign in (not disabled). */
export async function passwordHashOf(db: Queryable, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ hash: string }>('SELECT password_hash AS hash FROM users WHERE id = $1 AND NOT disabled', [userId]);
  return rows[0]?.hash ?? null;
}

/**
 * Sets the password and moves the token version on: every token issued before stops working. Null
 * when the account is gone or disabled, or (given `replacing`) its password is no longer that one:
 * of two changes racing from the same current password, one wins.
 */
export async function setPassword(db: Queryable, userId: string, passwordHash: string, replacing?: string): Promise<SignedInAccount | null> {
  const { rows } = await db.query<Account & { tokenVersion: number }>(
    `UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = now()
     WHERE id = $1 AND NOT disabled AND ($3::text IS NULL OR password_hash = $3)
     RETURNING ${ACCOUNT_COLUMNS}, token_version AS "tokenVersion"`,
    [userId, passwordHash, replacing ?? null],
  );
  if (!rows[0]) return null;
  const { tokenVersion, ...account } = rows[0];
  return { account, tokenVersion };
}

/** Renames the account (either name or both); null when it is gone or disabled. */
export async function renameAccount(db: Queryable, userId: string, names: { firstName?: string; lastName?: string }): Promise<Account | null> {
  const { rows } = await db.query<Account>(
    `UPDATE users SET first_name = COALESCE($2, first_name), last_name = COALESCE($3, last_name), updated_at = now()
     WHERE id = $1 AND NOT disabled RETURNING ${ACCOUNT_COLUMNS}`,
    [userId, names.firstName ?? null, names.lastName ?? null],
  );
  return rows[0] ?? null;
}
