import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { DATABASE_POOL } from '../../platform/database/pool.js';

/** Adds an address to the newsletter; `subscribed` is false when it was already on it (nothing changes). */
export class SubscribeNewsletterCommand extends Command<{ subscribed: boolean }> {
  constructor(readonly email: string) {
    super();
  }
}

@CommandHandler(SubscribeNewsletterCommand)
export class SubscribeNewsletterHandler implements ICommandHandler<SubscribeNewsletterCommand> {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {}

  async execute({ email }: SubscribeNewsletterCommand): Promise<{ subscribed: boolean }> {
    const { rowCount } = await this.pool.query('INSERT INTO newsletter_subscriptions (email) VALUES ($1) ON CONFLICT (email) DO NOTHING', [
      email.toLowerCase(),
    ]);
    return { subscribed: rowCount === 1 };
  }
}
