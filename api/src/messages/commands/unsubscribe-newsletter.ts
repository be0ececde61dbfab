import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { NewsletterTokens } from '../newsletter-tokens.js';

/** What an unsubscribe link did: `invalid` for a token that is not ours; `unsubscribed` also when the address was already off the list. */
export type UnsubscribeOutcome = 'unsubscribed' | 'invalid';

/** The newsletter mail's unsubscribe link: takes the address off the list; following it again changes nothing. */
export class UnsubscribeNewsletterCommand extends Command<UnsubscribeOutcome> {
  constructor(readonly token: string) {
    super();
  }
}

@CommandHandler(UnsubscribeNewsletterCommand)
export class UnsubscribeNewsletterHandler implements ICommandHandler<UnsubscribeNewsletterCommand> {
  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    private readonly tokens: NewsletterTokens,
  ) {}

  async execute({ token }: UnsubscribeNewsletterCommand): Promise<UnsubscribeOutcome> {
    const email = this.tokens.emailOf(token);
    if (!email) return 'invalid';
    await this.pool.query('DELETE FROM newsletter_subscriptions WHERE email = $1', [email]);
    return 'unsubscribed';
  }
}
