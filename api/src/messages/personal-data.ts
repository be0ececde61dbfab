import type { PersonalDataExport } from '@petshop/contract';
import type pg from 'pg';
import type { DataSubject, PersonalDetails } from '../platform/context.js';
import { isoTime } from '../platform/database/sql-time.js';

type Db = Pick<pg.PoolClient, 'query'>;

export async function eraseMessages(db: Db, { customerId, email }: PersonalDetails): Promise<void> {
  await db.query('DELETE FROM newsletter_subscriptions WHERE email = $1', [email]);
  await db.query('DELETE FROM contact_messages WHERE customer_id = $1::text OR email = $2', [customerId, email]);
}

export async function exportMessages(
  { db }: { db: Db },
  { customerId, email }: DataSubject,
): Promise<Pick<PersonalDataExport, 'newsletter' | 'contactMessages'>> {
  const newsletter = await db.query<{ subscribedAt: string }>(
    `SELECT ${isoTime('subscribed_at')} AS "subscribedAt" FROM newsletter_subscriptions WHERE email = $1`,
    [email],
  );
  const messages = await db.query<PersonalDataExport['contactMessages'][number]>(
    `SELECT source, subject, message, ${isoTime('received_at')} AS "receivedAt" FROM contact_messages WHERE customer_id = $1 OR email = $2 ORDER BY received_at`,
    [customerId, email],
  );
  const subscribedAt = newsletter.rows[0]?.subscribedAt ?? null;
  return { newsletter: { subscribed: subscribedAt !== null, subscribedAt }, contactMessages: messages.rows };
}
