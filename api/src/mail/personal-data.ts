import type { PersonalDataExport } from '@petshop/contract';
import type pg from 'pg';
import type { DataSubject, PersonalDetails } from '../platform/context.js';
import { isoTime } from '../platform/database/sql-time.js';
import { ERASED, identifyingWords, namesOf } from '../platform/personal-data.js';

type Db = Pick<pg.PoolClient, 'query'>;

/** Mail not sent yet is not sent; a sent one stays as a fact (template, time) without its recipient, data or their words in its subject. */
export async function eraseMails(db: Db, customer: PersonalDetails): Promise<void> {
  const { customerId, email } = customer;
  await db.query(`DELETE FROM mail_outbox WHERE status <> 'sent' AND (customer_id = $1 OR recipient = $2)`, [customerId, email]);
  await db.query(`UPDATE mail_outbox SET recipient = $3, reply_to = NULL, data = '{}'::jsonb WHERE customer_id = $1 OR recipient = $2`, [
    customerId,
    email,
    ERASED,
  ]);
  for (const word of [...identifyingWords(customer), ...namesOf(customer)]) {
    await db.query('UPDATE mail_outbox SET subject = replace(subject, $2, $3) WHERE customer_id = $1 AND strpos(subject, $2) > 0', [customerId, word, ERASED]);
  }
}

export async function exportMails({ db }: { db: Db }, { customerId, email }: DataSubject): Promise<Pick<PersonalDataExport, 'mails'>> {
  const { rows } = await db.query<PersonalDataExport['mails'][number]>(
    `SELECT template, subject, recipient AS "to", status, ${isoTime('created_at')} AS "createdAt", ${isoTime('sent_at')} AS "sentAt"
     FROM mail_outbox WHERE customer_id = $1 OR recipient = $2 ORDER BY created_at`,
    [customerId, email],
  );
  return { mails: rows };
}
