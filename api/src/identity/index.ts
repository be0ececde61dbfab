export { IdentityModule } from './identity.module.js';
export { SignUpCommand } from './commands/sign-up.js';
