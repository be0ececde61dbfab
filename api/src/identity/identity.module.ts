import { Global, Module } from '@nestjs/common';
import { ACCOUNT_LOOKUP } from '../platform/auth/account.js';
import { ChangePasswordHandler } from './commands/change-password.js';
import { CreateStaffAccountHandler } from './commands/create-staff-account.js';
import { LogInHandler } from './commands/log-in.js';
import { RequestPasswordResetHandler } from './commands/request-password-reset.js';
import { ResetPasswordHandler } from './commands/reset-password.js';
import { SendPasswordResetCodeHandler } from './commands/send-password-reset-code.js';
import { SignUpHandler } from './commands/sign-up.js';
import { UpdateProfileHandler } from './commands/update-profile.js';
import { UpdateStaffAccountHandler } from './commands/update-staff-account.js';
import { VerifyResetCodeHandler } from './commands/verify-reset-code.js';
import { AuthController } from './http/auth.controller.js';
import { PasswordController } from './http/password.controller.js';
import { LoginThrottle } from './login-throttle.js';
import { PasswordResetCodes } from './password-reset/reset-codes.js';
import { PasswordResetThrottle } from './password-reset/reset-throttle.js';
import { Passwords } from './passwords.js';
import { UsersRepository } from './users.repository.js';

// Global: every context's guarded routes look accounts up through ACCOUNT_LOOKUP.
@Global()
@Module({
  controllers: [AuthController, PasswordController],
  providers: [
    UsersRepository,
    Passwords,
    LoginThrottle,
    SignUpHandler,
    LogInHandler,
    CreateStaffAccountHandler,
    UpdateStaffAccountHandler,
    PasswordResetCodes,
    PasswordResetThrottle,
    RequestPasswordResetHandler,
    SendPasswordResetCodeHandler,
    VerifyResetCodeHandler,
    ResetPasswordHandler,
    ChangePasswordHandler,
    UpdateProfileHandler,
    { provide: ACCOUNT_LOOKUP, useExisting: UsersRepository },
  ],
  exports: [ACCOUNT_LOOKUP, UsersRepository, Passwords],
})
export class IdentityModule {}
