import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Account } from '../platform/auth/account.js';
import { TokenExpired, TokenInvalid } from '../platform/auth/tokens.js';

/** Where the board is served; its session cookie is sent to this path only. */
export const BOARD_PATH = '/admin/queues';
export const SESSION_COOKIE = 'queues_session';
export const SESSION_SECONDS = 15 * 60;

const AUDIENCE = 'queue-board';

/**
 * Short-lived board sessions, kept in a cookie because a browser opening the board sends no
 * Authorization header. They are signed with a key derived from JWT_SECRET, not with JWT_SECRET
 * itself, so a board session is never accepted as an API bearer token.
 */
export class BoardSessions {
  private readonly key: KeyObject;

  constructor(jwtSecret: string) {
    this.key = createSecretKey(createHmac('sha256', jwtSecret).update('queue-board-session').digest());
  }

  /** No role in it: BoardAccess reads the account's role at every request. */
  issue(account: Pick<Account, '_id'>, now = Date.now()): { token: string; expiresAt: Date } {
    const issuedAt = Math.floor(now / 1000);
    const token = jwt.sign({ iat: issuedAt, exp: issuedAt + SESSION_SECONDS }, this.key, {
      algorithm: 'HS256',
      subject: account._id,
      audience: AUDIENCE,
    });
    return { token, expiresAt: new Date((issuedAt + SESSION_SECONDS) * 1000) };
  }

  /** The account id the session was issued to; throws TokenExpired or TokenInvalid. */
  verify(token: string): string {
    try {
      const payload = jwt.verify(token, this.key, { algorithms: ['HS256'], audience: AUDIENCE });
      if (typeof payload === 'string' || !payload.sub) throw new TokenInvalid();
      return payload.sub;
    } catch (error) {
      if (error instanceof jwt.TokenExpiredError) throw new TokenExpired();
      throw new TokenInvalid();
    }
  }
}
