export { IdentityModule } from './identity.module.js';
export { SignUpCommand } from './commands/sign-up.js';
export { CreateStaffAccountCommand } from './commands/create-staff-account.js';
export { STAFF_NOT_FOUND, UpdateStaffAccountCommand } from './commands/update-staff-account.js';
export { ACCOUNT_NOT_FOUND, SendPasswordResetCodeCommand } from './commands/send-password-reset-code.js';
export { staffMembers } from './staff.query.js';
export { AdminAccount } from './admin-account.js';
export { findMailRecipient, type MailRecipient } from './mail-recipient.js';
export { resolveActors, withActorViews } from './actors.js';
