import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay ids are a type prefix plus 14 base62 characters, e.g. `order_IluGWxBm9U8zJ8`. */
export function razorpayId(prefix: string): string {
  return `${prefix}_${randomAlnum(14)}`;
}

/** Unbiased random base62 string (randomInt avoids the modulo bias of mapping raw bytes). */
export function randomAlnum(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}
