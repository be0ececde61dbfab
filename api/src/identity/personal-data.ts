import type { PersonalDataExport } from '@petshop/contract';
import type pg from 'pg';
import type { DataSubject, PersonalDetails } from '../platform/context.js';
import { isoTime } from '../platform/database/sql-time.js';

type Db = Pick<pg.PoolClient, 'query'>;

/** A customer account as erasure finds it, locked for the erasure's transaction: a sign-in, an order or a second erasure waits, then finds it erased. */
export async function lockAccountForErasure(
  db: Db,
  customerId: string,
): Promise<{ email: string; firstName: string; lastName: string; role: string; erasedAt: Date | null } | undefined> {
  const { rows } = await db.query<{ email: string; firstName: string; lastName: string; role: string; erasedAt: Date | null }>(
    `SELECT email, first_name AS "firstName", last_name AS "lastName", role, erased_at AS "erasedAt" FROM users WHERE id = $1 FOR UPDATE`,
    [customerId],
  );
  return rows[0];
}

/** The account a download is about; every other part of it is found by its id or email. */
export async function dataSubjectOf(db: Db, customerId: string): Promise<DataSubject> {
  const { rows } = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [customerId]);
  if (!rows[0]) throw new Error(`No account ${customerId}`);
  return { customerId, email: rows[0].email };
}

/**
 * The account stays (orders point at it), unusable: no name, an email that is no address (so the
 * address is free for a new sign-up), a password nothing matches, every token refused. Its password
 * reset codes and tokens go.
 */
export async function eraseAccount(db: Db, { customerId }: PersonalDetails): Promise<void> {
  await db.query(
    `UPDATE users SET first_name = '', last_name = '', email = 'erased:' || id::text, password_hash = '!', token_version = token_version + 1,
       erased_at = now(), updated_at = now() WHERE id = $1`,
    [customerId],
  );
  await db.query('DELETE FROM password_reset_tokens WHERE user_id = $1', [customerId]);
  await db.query('DELETE FROM password_reset_codes WHERE user_id = $1', [customerId]);
}

export async function exportAccount({ db }: { db: Db }, { customerId }: DataSubject): Promise<Pick<PersonalDataExport, 'account'>> {
  const { rows } = await db.query<PersonalDataExport['account']>(
    `SELECT id::text AS "_id", first_name AS "firstName", last_name AS "lastName", email, role, ${isoTime('created_at')} AS "createdAt" FROM users WHERE id = $1`,
    [customerId],
  );
  return { account: rows[0]! };
}
