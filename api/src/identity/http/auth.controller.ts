import { Body, Controller, Get, HttpCode, Patch, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { logInBody, PROFILE_UPDATED, signUpBody, updateMeBody } from '@petshop/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Auth, CurrentAccount } from '../../platform/auth/auth.guard.js';
import type { Account } from '../../platform/auth/account.js';
import { Tokens } from '../../platform/auth/tokens.js';
import { ApiAnswer, ApiContractBody, ref } from '../../platform/http/contract-docs.js';
import { ZodPipe } from '../../platform/http/validation.js';
import { WriteLimit } from '../../platform/rate-limits/write-limit.guard.js';
import { LogInCommand } from '../commands/log-in.js';
import { SignUpCommand } from '../commands/sign-up.js';
import { UpdateProfileCommand } from '../commands/update-profile.js';

@ApiTags('identity')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly tokens: Tokens,
  ) {}

  @Post('signup')
  @HttpCode(201)
  @WriteLimit('signup')
  @ApiOperation({ summary: 'Create a customer account and sign it in' })
  @ApiContractBody('SignUpBody')
  @ApiAnswer({ token: { type: 'string' }, user: ref('User') }, { status: 201, message: true })
  async signUp(@Body(new ZodPipe(signUpBody)) body: z.output<typeof signUpBody>) {
    const user = await this.commands.execute(new SignUpCommand(body));
    return { status: true, message: 'Sign up successfully', token: this.tokens.sign(user), user };
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in a customer, staff member or admin' })
  @ApiContractBody('LogInBody')
  @ApiAnswer({ token: { type: 'string' }, user: ref('User') }, { message: true })
  async logIn(@Body(new ZodPipe(logInBody)) body: z.output<typeof logInBody>, @Req() request: FastifyRequest) {
    const { account: user, tokenVersion } = await this.commands.execute(new LogInCommand(body.email, body.password, request.ip));
    return { status: true, message: 'Login successfully', token: this.tokens.sign(user, tokenVersion), user };
  }

  @Get('me')
  @Auth()
  @ApiOperation({ summary: 'The signed-in account' })
  @ApiAnswer({ user: ref('User') })
  me(@CurrentAccount() user: Account) {
    return { status: true, user };
  }

  @Patch('me')
  @Auth()
  @ApiOperation({ summary: "Change the signed-in account's first or last name" })
  @ApiContractBody('UpdateMeBody')
  @ApiAnswer({ user: ref('User') }, { message: true })
  async updateMe(@CurrentAccount() account: Account, @Body(new ZodPipe(updateMeBody)) body: z.output<typeof updateMeBody>) {
    const user = await this.commands.execute(new UpdateProfileCommand(account, body));
    return { status: true, message: PROFILE_UPDATED, user };
  }
}
