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
  const result = await db.query({
    name: 'enqueue-mail',
    text: `INSERT INTO mail_outbox (key, template, recipient, reply_to, customer_id, subject, data, resent_from)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (key) DO NOTHING`,
    values: [mail.key, mail.template, mail.to, mail.replyTo ?? null, mail.customerId, subjectOf(mail.template, mail.data), mail.data, mail.resentFrom ?? null],
  });
  return result.rowCount === 1;
}
