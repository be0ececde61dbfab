/**
 * The one cookie the API reads (the queue board's session) does not justify a cookie plugin: this
 * reads a `Cookie` header and writes a `Set-Cookie` value, and nothing more.
 */

/** The value of cookie `name` in a `Cookie` request header, or undefined when it is not there. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0 || pair.slice(0, equals).trim() !== name) continue;
    let value = pair.slice(equals + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined; // a malformed escape is no value at all, never a crash
    }
  }
  return undefined;
}

export interface CookieOptions {
  path: string;
  /** 0 deletes the cookie. */
  maxAgeSeconds: number;
  secure: boolean;
}

/** A `Set-Cookie` value that scripts cannot read and other sites cannot make the browser send. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const attributes = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (options.secure) attributes.push('Secure');
  return attributes.join('; ');
}
