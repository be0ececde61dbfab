import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import type { Actor } from '../../platform/event-store/event-store.port.js';
import { UUID } from '../../platform/http/validation.js';
import { sendResetCode } from '../password-reset/send-reset-code.js';
import { PasswordResetCodes } from '../password-reset/reset-codes.js';
import { PasswordResetThrottle, tooManyResetAttempts } from '../password-reset/reset-throttle.js';
import { UsersRepository } from '../users.repository.js';

export const ACCOUNT_NOT_FOUND = 'Account not found';

/**
 * Staff send an account holder a password-reset code (the console's customer page), as if they had
 * asked on /forgot-password: it replaces any earlier code, and counts toward the account's codes
 * in the window, so neither a shopper nor staff can flood an inbox. Unlike the visitor's request,
 * staff are told when there is no such account (404).
 */
export class SendPasswordResetCodeCommand extends Command<{ sentTo: string }> {
  constructor(
    readonly account: { userId: string } | { email: string },
    readonly by: Actor,
  ) {
    super();
  }
}

@CommandHandler(SendPasswordResetCodeCommand)
export class SendPasswordResetCodeHandler implements ICommandHandler<SendPasswordResetCodeCommand> {
  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    private readonly users: UsersRepository,
    private readonly codes: PasswordResetCodes,
    private readonly throttle: PasswordResetThrottle,
  ) {}

  async execute({ account }: SendPasswordResetCodeCommand): Promise<{ sentTo: string }> {
    const found =
      'email' in account ? await this.users.findByEmail(account.email) : UUID.test(account.userId) ? await this.users.findAccount(account.userId) : null;
    if (!found || ('disabled' in found && found.disabled)) throw new Rejection('not_found', ACCOUNT_NOT_FOUND);
    const wait = await this.throttle.codeRequested(found.email, null);
    if (wait !== null) throw new Rejection('too_many_requests', tooManyResetAttempts(wait), undefined, wait);
    await sendResetCode(this.pool, this.codes, found.email, found);
    return { sentTo: found.email };
  }
}
