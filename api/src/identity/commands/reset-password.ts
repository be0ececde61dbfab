import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RESET_TOKEN_INVALID } from '@petshop/contract';
import type pg from 'pg';
import { DATABASE_POOL, withTransaction } from '../../platform/database/pool.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { setPassword } from '../account-changes.js';
import { mailPasswordChanged } from '../password-reset/password-changed-mail.js';
import { PasswordResetCodes } from '../password-reset/reset-codes.js';
import { Passwords } from '../passwords.js';
import { type SignedInAccount, UsersRepository } from '../users.repository.js';

/**
 * Reset-password: the token verify-otp gave sets a new password, once. Every token issued to the
 * account before stops working at once (its token version moves on), and so do its other codes and
 * reset tokens; the account holder is mailed a notice in the same transaction. Answers the account
 * at its new version, so the one who reset it can be signed in.
 */
export class ResetPasswordCommand extends Command<SignedInAccount> {
  constructor(
    readonly token: string,
    readonly password: string,
  ) {
    super();
  }
}

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    private readonly users: UsersRepository,
    private readonly codes: PasswordResetCodes,
    private readonly passwords: Passwords,
  ) {}

  async execute({ token, password }: ResetPasswordCommand): Promise<SignedInAccount> {
    // Hashed before the transaction: argon2's time is not spent holding the account's row.
    const passwordHash = await this.passwords.hash(password);
    const reset = await withTransaction(this.pool, async (client) => {
      const userId = await this.codes.spendToken(client, token);
      const changed = userId && (await setPassword(client, userId, passwordHash));
      if (!changed) return null;
      await this.codes.forgetAccount(client, changed.account._id);
      await mailPasswordChanged(client, changed, 'reset');
      return changed;
    });
    if (!reset) throw new Rejection('invalid', RESET_TOKEN_INVALID, 'token');
    this.users.forget(reset.account._id);
    return reset;
  }
}
