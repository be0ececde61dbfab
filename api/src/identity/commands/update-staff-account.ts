import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Account, actorOf } from '../../platform/auth/account.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { UUID } from '../../platform/http/validation.js';
import { type StaffChanges, UsersRepository } from '../users.repository.js';

export const STAFF_NOT_FOUND = 'Staff account not found';
export const CANNOT_DISABLE_SELF = 'You cannot disable your own account';
export const CANNOT_CHANGE_OWN_ROLE = 'You cannot change your own role';

/** An admin renames, changes the role of, disables or enables a staff or admin account; the last active admin stays one. */
export class UpdateStaffAccountCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly changes: StaffChanges,
    readonly by: Account,
  ) {
    super();
  }
}

@CommandHandler(UpdateStaffAccountCommand)
export class UpdateStaffAccountHandler implements ICommandHandler<UpdateStaffAccountCommand> {
  constructor(private readonly users: UsersRepository) {}

  async execute({ id, changes, by }: UpdateStaffAccountCommand): Promise<void> {
    // An admin who disabled or demoted themselves would be locked out with nobody, perhaps, to let them back in.
    if (changes.disabled && id === by._id) throw new Rejection('conflict', CANNOT_DISABLE_SELF, 'disabled');
    if (changes.role && changes.role !== by.role && id === by._id) throw new Rejection('conflict', CANNOT_CHANGE_OWN_ROLE, 'role');
    if (!UUID.test(id) || !(await this.users.updateStaff(id, changes, actorOf(by)))) throw new Rejection('not_found', STAFF_NOT_FOUND);
  }
}
