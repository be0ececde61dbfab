import type pg from 'pg';

/** Where a customer's mail goes, and the name it greets them by. */
export interface MailRecipient {
  email: string;
  firstName: string;
}

/**
 * The account's current address and first name, or null when there is no such account or it has
 * been erased. Events carry no personal data (#21): mail about an order or a return goes to the
 * address the account has now, and an erased customer is mailed nothing.
 */
export async function findMailRecipient(db: Pick<pg.Pool, 'query'>, accountId: string): Promise<MailRecipient | null> {
  if (!/^[0-9a-f-]{36}$/i.test(accountId)) return null;
  const { rows } = await db.query<MailRecipient>({
    name: 'find-mail-recipient',
    text: 'SELECT email, first_name AS "firstName" FROM users WHERE id = $1 AND erased_at IS NULL',
    values: [accountId],
  });
  return rows[0] ?? null;
}
