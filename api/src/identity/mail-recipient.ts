import type pg from 'pg';

/** Where a customer's mail goes, and the name it greets them by. */
export interface MailRecipient {
  email: string;
  firstName: string;
}

/**
 * The accounts' current addresses and first names, by account id; an account that does not exist or
 * has been erased is missing. Events carry no personal data (docs/privacy.md): mail about an order or a return
 * goes to the address the account has now, and an erased customer is mailed nothing.
 */
export async function findMailRecipients(db: Pick<pg.Pool, 'query'>, accountIds: readonly string[]): Promise<Map<string, MailRecipient>> {
  const ids = accountIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<MailRecipient & { id: string }>({
    name: 'find-mail-recipients',
    text: 'SELECT id::text, email, first_name AS "firstName" FROM users WHERE id = ANY($1::uuid[]) AND erased_at IS NULL',
    values: [ids],
  });
  return new Map(rows.map(({ id, email, firstName }) => [id, { email, firstName }]));
}
