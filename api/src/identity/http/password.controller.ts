import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  changePasswordBody,
  forgotPasswordBody,
  OTP_VERIFIED,
  PASSWORD_CHANGED,
  PASSWORD_RESET_DONE,
  RESET_CODE_SENT,
  resetPasswordBody,
  verifyOtpBody,
} from '@petshop/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Account } from '../../platform/auth/account.js';
import { Auth, CurrentAccount } from '../../platform/auth/auth.guard.js';
import { Tokens } from '../../platform/auth/tokens.js';
import { ApiAnswer, ApiContractBody, ref } from '../../platform/http/contract-docs.js';
import { ZodPipe } from '../../platform/http/validation.js';
import { ChangePasswordCommand } from '../commands/change-password.js';
import { RequestPasswordResetCommand } from '../commands/request-password-reset.js';
import { ResetPasswordCommand } from '../commands/reset-password.js';
import { VerifyResetCodeCommand } from '../commands/verify-reset-code.js';

const THROTTLED = { status: 429, description: 'Too many requests for this email or from this address; Retry-After says when to try again' };

/** Password reset by a mailed code (forgot-password → verify-otp → reset-password) and a signed-in change of password. */
@ApiTags('identity')
@Controller('auth')
export class PasswordController {
  constructor(
    private readonly commands: CommandBus,
    private readonly tokens: Tokens,
  ) {}

  @Post('forgot-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mail a 4-digit password-reset code (valid 10 minutes) to the account with this email, if there is one; one answer either way' })
  @ApiContractBody('ForgotPasswordBody')
  @ApiAnswer({}, { message: true })
  @ApiResponse(THROTTLED)
  async forgotPassword(@Body(new ZodPipe(forgotPasswordBody)) body: z.output<typeof forgotPasswordBody>, @Req() request: FastifyRequest) {
    await this.commands.execute(new RequestPasswordResetCommand(body.email, request.ip));
    return { status: true, message: RESET_CODE_SENT };
  }

  @Post('verify-otp')
  @HttpCode(200)
  @ApiOperation({ summary: 'Exchange the mailed code for a reset token (15 minutes, usable once); 400 for a wrong, expired or spent code' })
  @ApiContractBody('VerifyOtpBody')
  @ApiAnswer({ token: { type: 'string' } }, { message: true })
  @ApiResponse(THROTTLED)
  async verifyOtp(@Body(new ZodPipe(verifyOtpBody)) body: z.output<typeof verifyOtpBody>, @Req() request: FastifyRequest) {
    const token = await this.commands.execute(new VerifyResetCodeCommand(body.email, body.otp, request.ip));
    return { status: true, message: OTP_VERIFIED, token };
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Set a new password with the reset token; every token issued before stops working',
    description: 'Answers a token for the account too, so the storefront signs the shopper in.',
  })
  @ApiContractBody('ResetPasswordBody')
  @ApiAnswer({ token: { type: 'string' }, user: ref('User') }, { message: true })
  async resetPassword(@Body(new ZodPipe(resetPasswordBody)) body: z.output<typeof resetPasswordBody>) {
    const { account: user, tokenVersion } = await this.commands.execute(new ResetPasswordCommand(body.token, body.password));
    return { status: true, message: PASSWORD_RESET_DONE, token: this.tokens.sign(user, tokenVersion), user };
  }

  @Post('change-password')
  @HttpCode(200)
  @Auth()
  @ApiOperation({
    summary: "Change the signed-in account's password; its other logins' tokens stop working",
    description: 'Answers a fresh token for the caller, whose own token stops working too.',
  })
  @ApiContractBody('ChangePasswordBody')
  @ApiAnswer({ token: { type: 'string' } }, { message: true })
  async changePassword(
    @CurrentAccount() account: Account,
    @Body(new ZodPipe(changePasswordBody)) body: z.output<typeof changePasswordBody>,
    @Req() request: FastifyRequest,
  ) {
    const changed = await this.commands.execute(new ChangePasswordCommand(account, body.currentPassword, body.newPassword, request.ip));
    return { status: true, message: PASSWORD_CHANGED, token: this.tokens.sign(changed.account, changed.tokenVersion) };
  }
}
