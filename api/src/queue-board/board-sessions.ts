import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Account } from '../platform/auth/account.js';
import { TokenExpired, TokenInvalid, type VerifiedToken } from '../platform/auth/tokens.js';

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

  /**
   * No role in it: BoardAccess reads the account's role at every request. It carries the token
   * version of the bearer token it was started with, so a password reset or change ends it too.
   */
  issue(account: Pick<Account, '_id'>, now = Date.now(), version = 0): { token: string; expiresAt: Date } {
    const issuedAt = Math.floor(now / 1000);
    const token = jwt.sign({ iat: issuedAt, exp: issuedAt + SESSION_SECONDS, ver: version }, this.key, {
      algorithm: 'HS256',
      subject: account._id,
      audience: AUDIENCE,
    });
    return { token, expiresAt: new Date((issuedAt + SESSION_SECONDS) * 1000) };
  }

  /** The account the session was issued to, and at which token version; throws TokenExpired or TokenInvalid. */
  verify(token: string): VerifiedToken {
    try {
      const payload = jwt.verify(token, this.key, { algorithms: ['HS256'], audience: AUDIENCE });
      if (typeof payload === 'string' || !payload.sub) throw new TokenInvalid();
      const version = payload.ver ?? 0;
      if (!Number.isSafeInteger(version)) throw new TokenInvalid();
      return { accountId: payload.sub, version };
    } catch (error) {
      if (error instanceof jwt.TokenExpiredError) throw new TokenExpired();
      throw new TokenInvalid();
    }
  }
}
