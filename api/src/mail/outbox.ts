import type pg from 'pg';
import { subjectOf } from './render.js';
import type { TemplateData, TemplateName } from './templates/index.js';

/** A Postgres pool or, to commit the mail with the change that caused it, the caller's transaction's client. */
export type Queryable = Pick<pg.PoolClient, 'query'>;

/** One mail to send: a template's name and props, for one recipient, keyed by its cause. */
export type MailRequest = {
  [Name in TemplateName]: {
    /**
     * What caused the mail, unique for ever: `event:<eventId>:<template>`, `reset-code:<userId>:<codeId>`,
     * `resend:<originalKey>:<uuid>`. A second request with the same key is ignored.
     */
    key: string;
    template: Name;
    /** The recipient's address. */
    to: string;
    replyTo?: string;
    /** The customer account the mail is for or about; null for the shop's own mail (a contact form to support). */
    customerId: string | null;
    data: TemplateData<Name>;
    /** For a resend: the key of the mail it repeats. */
    resentFrom?: string;
  };
}[TemplateName];

/**
 * Puts a mail in the outbox; the worker sends it. True when this call inserted it, false when a
 * mail with that key was already there (a replayed event, a retried job): nothing is sent twice.
 * Pass the client of the transaction that makes the change the mail tells of, so that both commit
 * or neither does.
 */
export async function enqueueMail(db: Queryable, mail: MailRequest): Promise<boolean> {
  return (await enqueueMails(db, [mail])) === 1;
}

/** Puts mails in the outbox in one statement, as enqueueMail does each; answers how many were new. */
export async function enqueueMails(db: Queryable, mails: readonly MailRequest[]): Promise<number> {
  if (mails.length === 0) return 0;
  const result = await db.query({
    name: 'enqueue-mails',
    text: `INSERT INTO mail_outbox (key, template, recipient, reply_to, customer_id, subject, data, resent_from)
           SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::uuid[], $6::text[], $7::jsonb[], $8::text[])
           ON CONFLICT (key) DO NOTHING`,
    values: [
      mails.map((mail) => mail.key),
      mails.map((mail) => mail.template),
      mails.map((mail) => mail.to),
      mails.map((mail) => mail.replyTo ?? null),
      mails.map((mail) => mail.customerId),
      mails.map((mail) => subjectOf(mail.template, mail.data)),
      mails.map((mail) => JSON.stringify(mail.data)),
      mails.map((mail) => mail.resentFrom ?? null),
    ],
  });
  return result.rowCount ?? 0;
}
