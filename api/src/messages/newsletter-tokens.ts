import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a newsletter mail's unsubscribe link: the address and an HMAC of it, under a key
 * derived from JWT_SECRET (never JWT_SECRET itself, so it is no API token). It does not expire: an
 * unsubscribe link must work in a mail read years later, and all it can do is unsubscribe that address.
 */
export class NewsletterTokens {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = createHmac('sha256', jwtSecret).update('newsletter-unsubscribe').digest();
  }

  issue(email: string): string {
    return `${Buffer.from(email).toString('base64url')}.${this.sign(email).toString('base64url')}`;
  }

  /** The address a token was issued for, or null when it is not one of ours (altered, truncated, made up). */
  emailOf(token: string): string | null {
    const [address, signature, ...rest] = token.split('.');
    if (!address || !signature || rest.length > 0) return null;
    const email = Buffer.from(address, 'base64url').toString();
    const expected = this.sign(email);
    const given = Buffer.from(signature, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? email : null;
  }

  private sign(email: string): Buffer {
    return createHmac('sha256', this.key).update(email).digest();
  }
}
