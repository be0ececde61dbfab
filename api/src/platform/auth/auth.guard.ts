import { type CanActivate, type ExecutionContext, Inject, Injectable, SetMetadata, UseGuards, applyDecorators, createParamDecorator } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_LOOKUP, type Account, type AccountLookup, type Role } from './account.js';
import { callerOf, requireCaller } from './caller.js';
import { Tokens } from './tokens.js';

const ROLES = 'roles';
const OPTIONAL = 'optional-auth';

type AuthenticatedRequest = FastifyRequest & { account?: Account; tokenVersion?: number };

/** Reads the bearer token, loads its account (caller.ts), and checks the route's roles. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: Tokens,
    @Inject(ACCOUNT_LOOKUP) private readonly accounts: AccountLookup,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const roles = this.reflector.get<Role[] | undefined>(ROLES, context.getHandler()) ?? this.reflector.get<Role[] | undefined>(ROLES, context.getClass());
    const optional = this.reflector.get<boolean | undefined>(OPTIONAL, context.getHandler()) ?? false;
    const sources = { tokens: this.tokens, accounts: this.accounts };
    if (optional && !(await callerOf(request, sources))) return true;
    const { account, tokenVersion } = await requireCaller(request, sources, roles);
    request.account = account;
    request.tokenVersion = tokenVersion;
    return true;
  }
}

/** The route needs a signed-in caller with one of these roles (any role when none are named). */
export const Auth = (...roles: Role[]) => applyDecorators(SetMetadata(ROLES, roles.length ? roles : undefined), UseGuards(AuthGuard), ApiBearerAuth());

/** The route serves guests too, and knows the caller when a valid token comes with the request. */
export const OptionalAuth = () => applyDecorators(SetMetadata(OPTIONAL, true), UseGuards(AuthGuard), ApiBearerAuth());

export const CurrentAccount = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<AuthenticatedRequest>().account;
});

/** The account's token version the caller's token carries (what a credential derived from it, such as a board session, must carry too). */
export const CurrentTokenVersion = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<AuthenticatedRequest>().tokenVersion ?? 0;
});
