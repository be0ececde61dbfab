import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Role } from './account.js';

export class TokenExpired extends Error {}
export class TokenInvalid extends Error {}

/**
 * What a checked token says: the account it was issued to, and the account's token version then
 * (its `ver` claim; 0 in tokens signed before versions existed). A password reset or change moves
 * the account's version on, so every token issued before stops working at once: a counter rather
 * than comparing `iat` with the time of the change, which JWTs hold in whole seconds (a token issued
 * in the same second as the change would be neither surely before nor surely after it) and which
 * would lean on the clocks of every API instance agreeing.
 */
export interface VerifiedToken {
  accountId: string;
  version: number;
}

/** Tokens whose signature has been checked, kept for the next requests that bring them. */
const VERIFIED_TOKENS = 10_000;

/** HS256 only: a token signed otherwise, or not signed (`alg: none`), is refused. */
export class Tokens {
  // A key object made once: given the text, jsonwebtoken first tries (and fails) to read it as a
  // public key on every call, which cost more CPU than the rest of a request's authentication.
  private readonly secret: KeyObject;
  private readonly verified = new Map<string, VerifiedToken & { expiresAt: number }>();

  constructor(
    secret: string,
    private readonly expiresIn: string,
  ) {
    this.secret = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  /** A token for the account at its current token version (a new account's is 0). */
  sign(account: { _id: string; role: Role }, version = 0): string {
    const expiresIn = /^\d+$/.test(this.expiresIn) ? Number(this.expiresIn) : (this.expiresIn as jwt.SignOptions['expiresIn']);
    return jwt.sign({ role: account.role, ver: version }, this.secret, { algorithm: 'HS256', subject: account._id, expiresIn });
  }

  /** The account the token was issued to, and at which version; throws TokenExpired or TokenInvalid. */
  verify(token: string): VerifiedToken {
    // A token's claims never change: a signature once checked need not be checked again, but its
    // expiry is, at every use.
    const known = this.verified.get(token);
    if (known) {
      if (Date.now() >= known.expiresAt) throw new TokenExpired();
      return { accountId: known.accountId, version: known.version };
    }
    try {
      const payload = jwt.verify(token, this.secret, { algorithms: ['HS256'] });
      // Every token this shop signs expires: one without an expiry would be good forever once leaked.
      if (typeof payload === 'string' || !payload.sub || typeof payload.exp !== 'number') throw new TokenInvalid();
      const version = payload.ver ?? 0;
      if (!Number.isSafeInteger(version)) throw new TokenInvalid();
      if (this.verified.size >= VERIFIED_TOKENS) this.verified.clear();
      this.verified.set(token, { accountId: payload.sub, version, expiresAt: payload.exp * 1000 });
      return { accountId: payload.sub, version };
    } catch (error) {
      if (error instanceof jwt.TokenExpiredError) throw new TokenExpired();
      throw new TokenInvalid();
    }
  }
}
