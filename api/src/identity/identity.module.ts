import { Global, Module } from '@nestjs/common';
import { ACCOUNT_LOOKUP } from '../platform/auth/account.js';
import { CreateStaffAccountHandler } from './commands/create-staff-account.js';
import { LogInHandler } from './commands/log-in.js';
import { SignUpHandler } from './commands/sign-up.js';
import { UpdateStaffAccountHandler } from './commands/update-staff-account.js';
import { AuthController } from './http/auth.controller.js';
import { LoginThrottle } from './login-throttle.js';
import { UsersRepository } from './users.repository.js';

// Global: every context's guarded routes look accounts up through ACCOUNT_LOOKUP.
@Global()
@Module({
  controllers: [AuthController],
  providers: [
    UsersRepository,
    LoginThrottle,
    SignUpHandler,
    LogInHandler,
    CreateStaffAccountHandler,
    UpdateStaffAccountHandler,
    { provide: ACCOUNT_LOOKUP, useExisting: UsersRepository },
  ],
  exports: [ACCOUNT_LOOKUP, UsersRepository],
})
export class IdentityModule {}
