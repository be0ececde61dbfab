import { isIP } from 'node:net';
import { z } from 'zod';

// The kinds of value the configuration's variables take, each with the message a wrong one gets.

export const port = z.coerce.number().int().min(0).max(65535);
export const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a ${protocols.join(' or ')} URL`,
  );

/** Comma-separated origins (scheme, host and port only); `*` is refused, the point being a list. */
export const origins = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .refine(
    (list) =>
      list.every((item) => {
        try {
          return new URL(item).origin === item;
        } catch {
          return false;
        }
      }),
    'must be origins such as https://console.example.in, separated by commas (no path, no trailing slash)',
  );

/**
 * Who may tell the API a client's address and scheme (X-Forwarded-For, -Proto, -Host): nobody (null,
 * the default), the proxies at these addresses or CIDR ranges (or proxy-addr's names loopback,
 * linklocal, uniquelocal), or every one of the nearest `hops` hops, whoever they are.
 */
export type TrustedProxies = null | { addresses: string[] } | { hops: number };
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyEntry = (entry: string) => {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
};
export const trustedProxies = z
  .string()
  .trim()
  .transform((value, ctx): TrustedProxies => {
    if (/^\d+$/.test(value)) return Number(value) === 0 ? null : { hops: Number(value) };
    const addresses = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const wrong = addresses.filter((entry) => !isProxyEntry(entry));
    if (wrong.length === 0) return addresses.length ? { addresses } : null;
    ctx.addIssue({
      code: 'custom',
      message: `must be a hop count, or proxies' addresses and CIDR ranges (or loopback, linklocal, uniquelocal) separated by commas; not ${wrong.join(', ')}`,
    });
    return z.NEVER;
  });

/** A count a limit allows in its window. */
export const limit = z.coerce.number().int().min(1).max(1_000_000);
/** How many processes of a kind run. */
export const instances = z.coerce.number().int().min(1).max(32);
/** Megabytes (fractions allowed: 0.5 is 512 KB). */
export const megabytes = z.coerce.number().positive().max(1_048_576);
