import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { Account, Role } from '../../platform/auth/account.js';
import type { Actor } from '../../platform/event-store/event-store.port.js';
import { Passwords } from '../passwords.js';
import { EmailTaken, UsersRepository } from '../users.repository.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';

export class SignUpCommand extends Command<Account> {
  constructor(
    readonly details: { firstName: string; lastName: string; email: string; password: string },
    readonly role: Role = 'customer',
    /** The admin opening a staff account, recorded in the audit log; none when shoppers sign themselves up. */
    readonly openedBy?: Actor,
  ) {
    super();
  }
}

@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand> {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: Passwords,
  ) {}

  async execute({ details, role, openedBy }: SignUpCommand): Promise<Account> {
    try {
      return await this.users.insert({ id: randomUUID(), ...details, passwordHash: await this.passwords.hash(details.password), role }, openedBy);
    } catch (error) {
      if (error instanceof EmailTaken)
        throw new Rejection('conflict', 'An account with this email already exists', [
          { field: 'email', message: 'An account with this email already exists' },
        ]);
      throw error;
    }
  }
}
