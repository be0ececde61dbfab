import { NewsletterTokens } from './newsletter-tokens.js';

describe('newsletter unsubscribe tokens', () => {
  const tokens = new NewsletterTokens('a-secret-of-sixteen-chars');

  it('give back the address they were issued for', () => {
    expect(tokens.emailOf(tokens.issue('meera@example.in'))).toBe('meera@example.in');
  });

  it('refuse a token for another address, with a forged or cut signature, or under another secret', () => {
    const token = tokens.issue('meera@example.in');
    const [, signature] = token.split('.');
    expect(tokens.emailOf(`${Buffer.from('ravi@example.in').toString('base64url')}.${signature}`)).toBeNull();
    expect(tokens.emailOf(token.slice(0, -2))).toBeNull();
    expect(tokens.emailOf(`${token}.x`)).toBeNull();
    expect(tokens.emailOf('')).toBeNull();
    expect(new NewsletterTokens('another-secret-sixteen').emailOf(token)).toBeNull();
  });

  it('are not the JWT secret’s own HMAC of the address (a key of their own is derived from it)', () => {
    const { createHmac } = require('node:crypto') as typeof import('node:crypto');
    const plain = createHmac('sha256', 'a-secret-of-sixteen-chars').update('meera@example.in').digest('base64url');
    expect(tokens.issue('meera@example.in').split('.')[1]).not.toBe(plain);
  });
});
