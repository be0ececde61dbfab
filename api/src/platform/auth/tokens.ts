import jwt from 'jsonwebtoken';
import type { Role } from './account.js';

export class TokenExpired extends Error {}
export class TokenInvalid extends Error {}

/** HS256 only: a token signed otherwise, or not signed (`alg: none`), is refused. */
export class Tokens {
  constructor(
    private readonly secret: string,
    private readonly expiresIn: string,
  ) {}

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
