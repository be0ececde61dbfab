import { createHash } from 'node:crypto';
import type pg from 'pg';
import { LIVE_PROCESSES } from '../platform/database/process-instance.js';
import type { TemplateName } from './templates/index.js';

type Db = Pick<pg.Pool, 'query'>;

/** An outbox row claimed for sending. */
export interface ClaimedMail {
  key: string;
  template: TemplateName;
  recipient: string;
  replyTo: string | null;
  subject: string;
  data: unknown;
  /** This attempt's number, counting it (1 for the first). */
  attempt: number;
}

/**
 * Takes up to `limit` due mails for the sender of process `claimedBy`: each is leased for `leaseMs`
 * (its next attempt is moved past the lease), so that other senders skip it. A sender that dies
 * while sending leaves its mails to be taken again at once (its process no longer holds its
 * liveness lock), and one that lives but hangs, once the lease runs out. SKIP LOCKED lets several workers claim at once
 * without waiting for one another; no transaction stays open while SMTP is talked to.
 */
export async function claimDueMails(db: Db, limit: number, leaseMs: number, claimedBy: number): Promise<ClaimedMail[]> {
  const { rows } = await db.query<{
    key: string;
    template: TemplateName;
    recipient: string;
    reply_to: string | null;
    subject: string;
    data: unknown;
    attempts: number;
  }>({
    name: 'claim-due-mails',
    text: `UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2::bigint / 1000.0), claimed_by = $3
           WHERE key IN (
             SELECT key FROM mail_outbox WHERE status <> 'sent' AND (next_attempt_at <= now() OR claimed_by NOT IN (${LIVE_PROCESSES}))
             ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
           RETURNING key, template, recipient, reply_to, subject, data, attempts`,
    values: [limit, leaseMs, claimedBy],
  });
  return rows.map((row) => ({
    key: row.key,
    template: row.template,
    recipient: row.recipient,
    replyTo: row.reply_to,
    subject: row.subject,
    data: row.data,
    attempt: row.attempts,
  }));
}

/**
 * The SMTP server took them: they are never sent again. A password-reset code is a secret that
 * lives in the row only until then: once it went out, the outbox keeps no readable copy of it.
 */
export async function markMailsSent(db: Db, sent: readonly { key: string; messageId: string }[]): Promise<void> {
  if (sent.length === 0) return;
  await db.query({
    name: 'mark-mails-sent',
    text: `UPDATE mail_outbox o SET status = 'sent', sent_at = now(), message_id = s.message_id, last_error = NULL, next_attempt_at = now(), claimed_by = NULL,
             data = CASE WHEN o.template = 'password-reset-code' THEN o.data - 'code' ELSE o.data END
           FROM unnest($1::text[], $2::text[]) AS s (key, message_id)
           WHERE o.key = s.key`,
    values: [sent.map((mail) => mail.key), sent.map((mail) => mail.messageId)],
  });
}

/**
 * This attempt failed: try again after `retryInMs`. Only the attempt that holds the lease may say
 * so (a sender whose lease ran out, slow on a dead connection, must not push back a mail another
 * sender has since sent or is sending).
 */
export async function markMailFailed(db: Db, mail: Pick<ClaimedMail, 'key' | 'attempt'>, error: string, retryInMs: number): Promise<void> {
  await db.query({
    name: 'mark-mail-failed',
    text: `UPDATE mail_outbox SET status = 'failed', last_error = $3, next_attempt_at = now() + make_interval(secs => $4::bigint / 1000.0), claimed_by = NULL
           WHERE key = $1 AND attempts = $2 AND status <> 'sent'`,
    values: [mail.key, mail.attempt, error.replaceAll('\u0000', '\ufffd').slice(0, 1000), Math.round(retryInMs)],
  });
}

/** The delay before attempt `attempt + 1`: doubling from `firstMs`, never over `maxMs`. */
export function retryDelay(attempt: number, firstMs: number, maxMs: number): number {
  return Math.min(maxMs, firstMs * 2 ** Math.min(Math.max(attempt - 1, 0), 40));
}

/**
 * The mail's Message-ID, a function of its outbox key: a mail sent twice (a sender that died between
 * the SMTP server's answer and recording it) carries the same id, which mail systems use to drop the
 * repeat, and a test can find a mail by its key. Hashed, so no account or event id shows in it.
 */
export function messageIdFor(key: string, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'petshop.local';
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 40)}@${domain}>`;
}

/** The alert staff see for a mail that keeps failing; one per mail. */
export const mailAlertKey = (key: string) => `mail:${key}`;
