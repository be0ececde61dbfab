import jwt from 'jsonwebtoken';
import { TokenExpired, TokenInvalid, Tokens } from './tokens.js';

describe('Tokens', () => {
  const tokens = new Tokens('a-secret-long-enough-for-hs256', '1h');

  it('answers the account a token was issued to, again and again', () => {
    const token = tokens.sign({ _id: 'u-1', role: 'customer' });
    expect(tokens.verify(token)).toEqual({ accountId: 'u-1', version: 0 });
    expect(tokens.verify(token)).toEqual({ accountId: 'u-1', version: 0 });
  });

  it("answers the account's token version the token was signed at, reading a token without one as version 0", () => {
    expect(tokens.verify(tokens.sign({ _id: 'u-5', role: 'customer' }, 3))).toEqual({ accountId: 'u-5', version: 3 });
    const older = jwt.sign({ role: 'customer' }, 'a-secret-long-enough-for-hs256', { algorithm: 'HS256', subject: 'u-6', expiresIn: 60 });
    expect(tokens.verify(older)).toEqual({ accountId: 'u-6', version: 0 });
    const odd = jwt.sign({ role: 'customer', ver: 'x' }, 'a-secret-long-enough-for-hs256', { algorithm: 'HS256', subject: 'u-7', expiresIn: 60 });
    expect(() => tokens.verify(odd)).toThrow(TokenInvalid);
  });

  it('refuses a token once it has expired, even one it accepted before', () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z') });
    try {
      const token = jwt.sign({ role: 'customer', exp: Math.floor(Date.now() / 1000) + 60 }, 'a-secret-long-enough-for-hs256', {
        algorithm: 'HS256',
        subject: 'u-2',
      });
      expect(tokens.verify(token).accountId).toBe('u-2');
      jest.setSystemTime(new Date('2026-01-01T10:01:01Z'));
      expect(() => tokens.verify(token)).toThrow(TokenExpired);
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses a token signed with another secret or none', () => {
    const foreign = jwt.sign({ role: 'admin' }, 'another-secret', { algorithm: 'HS256', subject: 'u-3' });
    expect(() => tokens.verify(foreign)).toThrow(TokenInvalid);
    expect(() => tokens.verify(foreign)).toThrow(TokenInvalid);
    expect(() => tokens.verify(jwt.sign({ role: 'admin' }, '', { algorithm: 'none', subject: 'u-3' }))).toThrow(TokenInvalid);
  });

  it('refuses a correctly signed token that never expires', () => {
    const forever = jwt.sign({ role: 'admin' }, 'a-secret-long-enough-for-hs256', { algorithm: 'HS256', subject: 'u-4' });
    expect(() => tokens.verify(forever)).toThrow(TokenInvalid);
    expect(() => tokens.verify(forever)).toThrow(TokenInvalid); // not cached as good either
  });
});
