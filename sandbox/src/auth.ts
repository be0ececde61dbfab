import { requestError } from './errors.js';
import { safeEqual } from './signatures.js';

/** HTTP basic auth with the key id as user and the key secret as password, as api.razorpay.com does. */
export function authenticate(header: string | undefined, keyId: string, keySecret: string): void {
  const match = /^Basic\s+(.+)$/i.exec(header ?? '');
  if (!match?.[1]) throw requestError(401, 'Please provide your api key for authentication purposes.');
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const id = colon < 0 ? decoded : decoded.slice(0, colon);
  const secret = colon < 0 ? '' : decoded.slice(colon + 1);
  if (!safeEqual(id, keyId)) throw requestError(401, 'The api key provided is invalid');
  if (!safeEqual(secret, keySecret)) throw requestError(401, 'The api key/secret provided is invalid');
}
