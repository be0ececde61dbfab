import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { sendResetCode } from '../password-reset/send-reset-code.js';
import { PasswordResetCodes } from '../password-reset/reset-codes.js';
import { PasswordResetThrottle, tooManyResetAttempts } from '../password-reset/reset-throttle.js';
import { UsersRepository } from '../users.repository.js';

/**
 * Forgot-password: a visitor asks for a code for an email. Whether or not an account has it, the
 * same work is done (a code row is written either way; only an account's is mailed) and the same
 * answer given, so neither the answer nor its time tells who is a customer.
 */
export class RequestPasswordResetCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly clientAddress: string,
  ) {
    super();
  }
}

@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    private readonly users: UsersRepository,
    private readonly codes: PasswordResetCodes,
    private readonly throttle: PasswordResetThrottle,
  ) {}

  async execute({ email, clientAddress }: RequestPasswordResetCommand): Promise<void> {
    const wait = await this.throttle.codeRequested(email, clientAddress);
    if (wait !== null) throw new Rejection('too_many_requests', tooManyResetAttempts(wait), undefined, wait);
    const found = await this.users.findByEmail(email);
    // A disabled account is no account here either: it is sent nothing.
    await sendResetCode(this.pool, this.codes, email, found && !found.disabled ? found : null);
  }
}
