import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Role } from './account.js';

export class TokenExpired extends Error {}
export class TokenInvalid extends Error {}

/** HS256 only: a token signed otherwise, or not signed (`alg: none`), is refused. */
export class Tokens {
  // A key object made once: given the text, jsonwebtoken first tries (and fails) to read it as a
  // public key on every call, which cost more CPU than the rest of a request's authentication.
  private readonly secret: KeyObject;

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
    try {
      const payload = jwt.verify(token, this.secret, { algorithms: ['HS256'] });
      if (typeof payload === 'string' || !payload.sub) throw new TokenInvalid();
      return payload.sub;
    } catch (error) {
      if (error instanceof jwt.TokenExpiredError) throw new TokenExpired();
      throw new TokenInvalid();
    }
  }
}
