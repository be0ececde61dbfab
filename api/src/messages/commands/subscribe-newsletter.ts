import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { enqueueMail } from '../../mail/index.js';
import { DATABASE_POOL, withTransaction } from '../../platform/database/pool.js';
import { NewsletterTokens } from '../newsletter-tokens.js';

/**
 * Adds an address to the newsletter and mails it a confirmation with its unsubscribe link, in the
 * same transaction; `subscribed` is false when it was already on it (nothing changes, no mail).
 */
export class SubscribeNewsletterCommand extends Command<{ subscribed: boolean }> {
  constructor(readonly email: string) {
    super();
  }
}

@CommandHandler(SubscribeNewsletterCommand)
export class SubscribeNewsletterHandler implements ICommandHandler<SubscribeNewsletterCommand> {
  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    private readonly tokens: NewsletterTokens,
  ) {}

  execute({ email }: SubscribeNewsletterCommand): Promise<{ subscribed: boolean }> {
    const address = email.toLowerCase();
    return withTransaction(this.pool, async (client) => {
      const { rowCount } = await client.query('INSERT INTO newsletter_subscriptions (email) VALUES ($1) ON CONFLICT (email) DO NOTHING', [address]);
      if (rowCount !== 1) return { subscribed: false };
      await enqueueMail(client, {
        // One confirmation per subscription: an address that unsubscribes and comes back gets another.
        key: `newsletter-subscription:${randomUUID()}`,
        template: 'newsletter-confirmation',
        to: address,
        customerId: null,
        data: { email: address, unsubscribeToken: this.tokens.issue(address) },
      });
      return { subscribed: true };
    });
  }
}
