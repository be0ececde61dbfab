import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CURRENT_PASSWORD_WRONG, SAME_PASSWORD } from '@petshop/contract';
import type pg from 'pg';
import type { Account } from '../../platform/auth/account.js';
import { DATABASE_POOL, withTransaction } from '../../platform/database/pool.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { passwordHashOf, setPassword } from '../account-changes.js';
import { LoginThrottle } from '../login-throttle.js';
import { mailPasswordChanged } from '../password-reset/password-changed-mail.js';
import { PasswordResetCodes } from '../password-reset/reset-codes.js';
import { Passwords } from '../passwords.js';
import { type SignedInAccount, UsersRepository } from '../users.repository.js';

export const PASSWORD_CHANGED_MEANWHILE = 'Your password was changed meanwhile. Please log in again.';

/**
 * A signed-in account holder changes their password, giving the current one. Tokens issued before
 * (the account's other logins) stop working at once; the answer is the account at its new token
 * version, so the caller is given a fresh token and stays signed in. A wrong current password is
 * a 401 and counts as a failed login of the account: a stolen session cannot guess it faster than
 * the login form can.
 */
export class ChangePasswordCommand extends Command<SignedInAccount> {
  constructor(
    readonly account: Account,
    readonly currentPassword: string,
    readonly newPassword: string,
    readonly clientAddress: string,
  ) {
    super();
  }
}

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    private readonly users: UsersRepository,
    private readonly codes: PasswordResetCodes,
    private readonly throttle: LoginThrottle,
    private readonly passwords: Passwords,
  ) {}

  async execute({ account, currentPassword, newPassword, clientAddress }: ChangePasswordCommand): Promise<SignedInAccount> {
    const wait = await this.throttle.blocked(account.email, clientAddress);
    if (wait !== null) throw new Rejection('too_many_requests', 'Too many login attempts. Please try again later.', undefined, wait);
    const currentHash = (await passwordHashOf(this.pool, account._id)) ?? undefined;
    if (!(await this.passwords.verify(currentHash, currentPassword))) {
      await this.throttle.failed(account.email);
      throw new Rejection('unauthenticated', CURRENT_PASSWORD_WRONG, 'currentPassword');
    }
    if (newPassword === currentPassword) throw new Rejection('invalid', SAME_PASSWORD, 'newPassword');
    const passwordHash = await this.passwords.hash(newPassword);
    const changed = await withTransaction(this.pool, async (client) => {
      const set = await setPassword(client, account._id, passwordHash, currentHash);
      if (!set) return null;
      await this.codes.forgetAccount(client, account._id);
      await mailPasswordChanged(client, set, 'change');
      return set;
    });
    if (!changed) throw new Rejection('conflict', PASSWORD_CHANGED_MEANWHILE);
    this.users.forget(account._id);
    return changed;
  }
}
