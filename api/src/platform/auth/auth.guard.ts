import { type CanActivate, type ExecutionContext, Inject, Injectable, SetMetadata, UseGuards, applyDecorators, createParamDecorator } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_LOOKUP, type Account, type AccountLookup, type Role } from './account.js';
import { TokenExpired, Tokens, type VerifiedToken } from './tokens.js';
import { Rejection } from '../event-sourcing/rejection.js';

const ROLES = 'roles';
const OPTIONAL = 'optional-auth';

type AuthenticatedRequest = FastifyRequest & { account?: Account; tokenVersion?: number };

/** Reads the bearer token, loads its account, and checks the route's roles. */
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
    const header = request.headers.authorization;
    if (!header) {
      if (optional) return true;
      throw new Rejection('unauthenticated', 'Authentication required');
    }
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw new Rejection('unauthenticated', 'Invalid token');
    let verified: VerifiedToken;
    try {
      verified = this.tokens.verify(token);
    } catch (error) {
      throw new Rejection('unauthenticated', error instanceof TokenExpired ? 'Token expired' : 'Invalid token');
    }
    const account = await this.accounts.findSignedIn(verified);
    if (!account) throw new Rejection('unauthenticated', 'Invalid token');
    if (roles && !roles.includes(account.role)) throw new Rejection('forbidden', 'You do not have access to this');
    request.account = account;
    request.tokenVersion = verified.version;
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
