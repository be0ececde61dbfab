import type { FastifyRequest } from 'fastify';
import { Rejection } from '../event-sourcing/rejection.js';
import type { Account, AccountLookup, Role } from './account.js';
import { TokenExpired, type Tokens, type VerifiedToken } from './tokens.js';

/** Who a request's bearer token signs in, and at which of the account's token versions. */
export interface Caller {
  account: Account;
  tokenVersion: number;
}

export interface CallerSources {
  tokens: Tokens;
  accounts: AccountLookup;
}

export const NOT_ALLOWED = 'You do not have access to this';

/** The roles of the shop's own people: the staff surface (/api/admin), the OpenAPI document in production. */
export const STAFF_ROLES: readonly Role[] = ['staff', 'admin'];

/**
 * A request's caller is read once, whoever asks first: a hook before routing (the staff surface's,
 * staff-surface.ts) and then the route's guard share the one account lookup.
 */
const READ = new WeakMap<FastifyRequest, Promise<Caller | null>>();

/**
 * The one reading of a bearer token, for the API's guard and for the hooks that answer before any
 * route (the staff surface, the OpenAPI document): the token is checked (signature, expiry), then
 * its account looked up on every request, so a disabled account, a changed role or a password
 * reset (the token version) takes effect at once. Null without an Authorization header; a 401
 * Rejection for a header that signs no one in.
 */
export function callerOf(request: FastifyRequest, sources: CallerSources): Promise<Caller | null> {
  let read = READ.get(request);
  if (!read) {
    read = readCaller(request.headers.authorization, sources);
    READ.set(request, read);
  }
  return read;
}

/** The caller, who must have one of `roles` (any role when none are given): a 401 or 403 Rejection otherwise. */
export async function requireCaller(request: FastifyRequest, sources: CallerSources, roles?: readonly Role[]): Promise<Caller> {
  const caller = await callerOf(request, sources);
  if (!caller) throw new Rejection('unauthenticated', 'Authentication required');
  if (roles && !roles.includes(caller.account.role)) throw new Rejection('forbidden', NOT_ALLOWED);
  return caller;
}

async function readCaller(header: string | undefined, { tokens, accounts }: CallerSources): Promise<Caller | null> {
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) throw new Rejection('unauthenticated', 'Invalid token');
  let verified: VerifiedToken;
  try {
    verified = tokens.verify(token);
  } catch (error) {
    throw new Rejection('unauthenticated', error instanceof TokenExpired ? 'Token expired' : 'Invalid token');
  }
  const account = await accounts.findSignedIn(verified);
  if (!account) throw new Rejection('unauthenticated', 'Invalid token');
  return { account, tokenVersion: verified.version };
}
