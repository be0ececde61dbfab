import type { IncomingHttpHeaders } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import { ACCOUNT_LOOKUP, type Account, type AccountLookup, type Role } from '../platform/auth/account.js';
import { TokenExpired, TokenInvalid, Tokens, type VerifiedToken } from '../platform/auth/tokens.js';
import { BoardSessions, SESSION_COOKIE } from './board-sessions.js';
import { readCookie } from './cookies.js';

export const BOARD_ROLES: readonly Role[] = ['staff', 'admin'];

export type BoardVerdict = { allowed: true; account: Account } | { allowed: false; status: 401 | 403; message: string };

const refused = (status: 401 | 403, message: string): BoardVerdict => ({ allowed: false, status, message });

/**
 * Who may use the queue board: a staff or admin bearer token (scripts, tests) or a board session
 * cookie (browsers). The account is looked up on every request, as the API's guard does, so a
 * removed account, a changed role or a new password takes effect at once, within a session too.
 */
@Injectable()
export class BoardAccess {
  constructor(
    private readonly tokens: Tokens,
    private readonly sessions: BoardSessions,
    @Inject(ACCOUNT_LOOKUP) private readonly accounts: AccountLookup,
  ) {}

  async check(headers: IncomingHttpHeaders): Promise<BoardVerdict> {
    const bearer = headers.authorization;
    const session = readCookie(headers.cookie, SESSION_COOKIE);
    if (!bearer && !session) return refused(401, 'Authentication required');
    let verified: VerifiedToken;
    try {
      verified = bearer ? this.bearerAccount(bearer) : this.sessions.verify(session!);
    } catch (error) {
      return refused(401, error instanceof TokenExpired ? 'Token expired' : 'Invalid token');
    }
    const account = await this.accounts.findSignedIn(verified);
    if (!account) return refused(401, 'Invalid token');
    if (!BOARD_ROLES.includes(account.role)) return refused(403, 'You do not have access to this');
    return { allowed: true, account };
  }

  private bearerAccount(header: string): VerifiedToken {
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw new TokenInvalid();
    return this.tokens.verify(token);
  }
}
