import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Account } from '../../platform/auth/account.js';
import type { Actor } from '../../platform/event-store/event-store.port.js';
import { SignUpCommand } from './sign-up.js';

/** An admin opens a staff or admin account: sign-up's rules, hashing and taken-email answer, another role. */
export class CreateStaffAccountCommand extends Command<Account> {
  constructor(
    readonly details: { firstName: string; lastName: string; email: string; password: string; role: 'staff' | 'admin' },
    readonly by: Actor,
  ) {
    super();
  }
}

@CommandHandler(CreateStaffAccountCommand)
export class CreateStaffAccountHandler implements ICommandHandler<CreateStaffAccountCommand> {
  constructor(private readonly commands: CommandBus) {}

  execute({ details: { role, ...details }, by }: CreateStaffAccountCommand): Promise<Account> {
    return this.commands.execute(new SignUpCommand(details, role, by));
  }
}
