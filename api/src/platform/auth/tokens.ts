import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Role } from './account.js';

export class TokenExpired extends Error {}
export class TokenInvalid extends Error {}

/** Tokens whose signature has been checked, kept for the next requests that bring them. */
const VERIFIED_TOKENS = 10_000;

/** HS256 only: a token signed otherwise, or not signed (`alg: none`), is refused. */
export class Tokens {
  // A key object made once: given the text, jsonwebtoken first tries (and fails) to read it as a
  // public key on every call, which cost more CPU than the rest of a request's authentication.
  private readonly secret: KeyObject;
  private readonly verified = new Map<string, { subject: string; expiresAt: number }>();

  constructor(
    secret: string,
    private readonly expiresIn: string,
  ) {
    this.secret = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  sign(account: { _id: string; role: Role }): string {
    const expiresIn = /^\d+$/.test(this.expiresIn) ? Number(this.expiresIn) : (this.expiresIn as jwt.SignOptions['expiresIn']);
    return jwt.sign({ role: account.role }, this.secret, { algorithm: 'HS256', subject: account._id, expiresIn });
  }

  /** The account id the token was issued to. */
  verify(token: string): string {
    // A token's claims never change: a signature once checked need not be checked again, but its
    // expiry is, at every use.
    const known = this.verified.get(token);
    if (known) {
      if (Date.now() >= known.expiresAt) throw new TokenExpired();
      return known.subject;
    }
    try {
      const payload = jwt.verify(token, this.secret, { algorithms: ['HS256'] });
      // Every token this shop signs expires: one without an expiry would be good forever once leaked.
      if (typeof payload === 'string' || !payload.sub || typeof payload.exp !== 'number') throw new TokenInvalid();
      if (this.verified.size >= VERIFIED_TOKENS) this.verified.clear();
      this.verified.set(token, { subject: payload.sub, expiresAt: payload.exp * 1000 });
      return payload.sub;
    } catch (error) {
      if (error instanceof jwt.TokenExpiredError) throw new TokenExpired();
      throw new TokenInvalid();
    }
  }
}
