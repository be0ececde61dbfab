import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ContactBody } from '@petshop/contract';
import type pg from 'pg';
import { readSettings } from '../../admin/read-models/settings.query.js';
import { enqueueMail } from '../../mail/index.js';
import { DATABASE_POOL, withTransaction } from '../../platform/database/pool.js';

/**
 * Keeps a message from the contact page or the FAQ for staff to answer, and mails it to the shop's
 * support address (the settings' supportEmail) with the sender as Reply-To, so staff answer from
 * their mail client. The mail is enqueued in the message's transaction: both are kept or neither.
 * `customerId` when a signed-in shopper sent it.
 */
export class SendContactMessageCommand extends Command<{ id: string }> {
  constructor(
    readonly message: ContactBody,
    readonly customerId: string | null,
  ) {
    super();
  }
}

@CommandHandler(SendContactMessageCommand)
export class SendContactMessageHandler implements ICommandHandler<SendContactMessageCommand> {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  execute({ message, customerId }: SendContactMessageCommand): Promise<{ id: string }> {
    const id = randomUUID();
    return withTransaction(this.pool, async (client) => {
      const { rows } = await client.query<{ received_at: Date }>(
        'INSERT INTO contact_messages (id, source, name, email, subject, message, customer_id) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING received_at',
        [id, message.source, message.name ?? null, message.email, message.subject, message.message ?? null, customerId],
      );
      const { supportEmail } = await readSettings(client);
      await enqueueMail(client, {
        key: `contact-message:${id}`,
        template: 'contact-message',
        to: supportEmail,
        replyTo: message.email,
        // Shop mail, not mail to the shopper: it is no customer's to list or resend.
        customerId: null,
        data: {
          source: message.source,
          name: message.name ?? null,
          email: message.email,
          subject: message.subject,
          message: message.message ?? null,
          receivedAt: rows[0]!.received_at.toISOString(),
          messageId: id,
        },
      });
      return { id };
    });
  }
}
