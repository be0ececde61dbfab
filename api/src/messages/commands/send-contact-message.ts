import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ContactBody } from '@petshop/contract';
import type pg from 'pg';
import { DATABASE_POOL } from '../../platform/database/pool.js';

/** Keeps a message from the contact page or the FAQ for staff to answer; `customerId` when a signed-in shopper sent it. */
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

  async execute({ message, customerId }: SendContactMessageCommand): Promise<{ id: string }> {
    const id = randomUUID();
    await this.pool.query('INSERT INTO contact_messages (id, source, name, email, subject, message, customer_id) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      id,
      message.source,
      message.name ?? null,
      message.email,
      message.subject,
      message.message ?? null,
      customerId,
    ]);
    return { id };
  }
}
