export { IdentityModule } from './identity.module.js';
export { SignUp } from './commands/sign-up.js';
