import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { Account } from '../../platform/auth/account.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { renameAccount } from '../account-changes.js';
import { UsersRepository } from '../users.repository.js';

/** PATCH /api/auth/me: account holders change their own first and last name (the email and role stay). */
export class UpdateProfileCommand extends Command<Account> {
  constructor(
    readonly account: Account,
    readonly names: { firstName?: string; lastName?: string },
  ) {
    super();
  }
}

@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    private readonly users: UsersRepository,
  ) {}

  async execute({ account, names }: UpdateProfileCommand): Promise<Account> {
    if (names.firstName === undefined && names.lastName === undefined) return account;
    const renamed = await renameAccount(this.pool, account._id, names);
    // Disabled between the guard and here: as the guard would have answered a moment later.
    if (!renamed) throw new Rejection('unauthenticated', 'Invalid token');
    this.users.forget(account._id);
    return renamed;
  }
}
