import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { StaffMail } from '@petshop/contract';
import type pg from 'pg';
import { enqueueMail, isTemplateName, type MailRequest, staffMails } from '../../mail/index.js';
import { recordAudit } from '../../platform/audit/audit-log.js';
import { DATABASE_POOL, withTransaction } from '../../platform/database/pool.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import type { Actor } from '../../platform/event-store/event-store.port.js';

export const MAIL_NOT_FOUND = 'Mail not found';
export const MAIL_NOT_SENT_YET = 'This mail has not gone out yet: the shop is still sending it';
export const RESET_CODE_NOT_RESENT = 'A password-reset code is never sent again: send the customer a new code instead';
export const SHOP_MAIL_NOT_RESENT = "Only mails to a customer are sent again: this one is the shop's own";
export const TEMPLATE_RETIRED = 'The shop no longer sends this kind of mail';
export const CUSTOMER_ERASED = "This customer's personal data was erased: the shop no longer mails them";

interface Original {
  key: string;
  template: string;
  recipient: string;
  replyTo: string | null;
  customerId: string | null;
  data: unknown;
  status: string;
  resentFrom: string | null;
  /** The account's address now (null once there is no such account). */
  currentEmail: string | null;
  erased: boolean;
}

/**
 * Staff send a customer a mail again (the console's customer page): a new outbox row, keyed
 * `resend:<original key>:<uuid>`, with the same template and data, to the account's address as it
 * is now (a customer who changed it gets the mail where they read it today), and `resent_from` the
 * original. The worker sends it like any other. The audit log keeps who asked, in the same transaction.
 */
export class ResendMailCommand extends Command<StaffMail> {
  constructor(
    readonly key: string,
    readonly by: Actor,
  ) {
    super();
  }
}

@CommandHandler(ResendMailCommand)
export class ResendMailHandler implements ICommandHandler<ResendMailCommand> {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  async execute({ key, by }: ResendMailCommand): Promise<StaffMail> {
    return withTransaction(this.pool, async (client) => {
      const mail = await original(client, key);
      // A resend of a resend repeats the first mail: resent_from always names the mail staff meant,
      // and the keys stay short enough to be a URL's path segment.
      const repeated = mail.resentFrom ?? mail.key;
      const resendKey = `resend:${repeated}:${randomUUID()}`;
      const customerId = mail.customerId!;
      // The data was accepted for this template when the mail was first enqueued.
      const request = {
        key: resendKey,
        template: mail.template,
        to: mail.currentEmail ?? mail.recipient,
        replyTo: mail.replyTo ?? undefined,
        customerId,
        data: mail.data,
        resentFrom: repeated,
      } as MailRequest;
      await enqueueMail(client, request);
      await recordAudit(client, {
        actor: by,
        resource: 'customers',
        recordId: customerId,
        action: 'mail resent',
        changes: { mail: { from: key, to: resendKey } },
      });
      return (await staffMails.find(client, resendKey))!;
    });
  }
}

/** The mail to repeat, or why it cannot be. */
async function original(client: pg.PoolClient, key: string): Promise<Original> {
  const { rows } = await client.query<Original>(
    `SELECT m.key, m.template, m.recipient, m.reply_to AS "replyTo", m.customer_id::text AS "customerId", m.data, m.status,
       m.resent_from AS "resentFrom", u.email AS "currentEmail", u.erased_at IS NOT NULL AS erased
     FROM mail_outbox m LEFT JOIN users u ON u.id = m.customer_id
     WHERE m.key = $1`,
    [key],
  );
  const mail = rows[0];
  if (!mail) throw new Rejection('not_found', MAIL_NOT_FOUND);
  // The code in it was replaced or has expired: a copy would only mislead.
  if (mail.template === 'password-reset-code') throw new Rejection('unprocessable', RESET_CODE_NOT_RESENT);
  // The console resends from a customer's page, and the audit log files the resend under the customer.
  if (mail.customerId === null) throw new Rejection('unprocessable', SHOP_MAIL_NOT_RESENT);
  // Erasure blanked the mail's recipient and data and the account's address: there is nobody to send it to.
  if (mail.erased) throw new Rejection('unprocessable', CUSTOMER_ERASED);
  if (!isTemplateName(mail.template)) throw new Rejection('unprocessable', TEMPLATE_RETIRED);
  // Sent again while the worker still tries the first, the customer would get it twice.
  if (mail.status !== 'sent') throw new Rejection('conflict', MAIL_NOT_SENT_YET);
  return mail;
}
