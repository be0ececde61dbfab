import { negotiate } from '@fastify/accept-negotiator';
import { CONTENT_ENCODINGS, type ContentEncoding } from './compression.js';

const chosen = new Map<string, ContentEncoding | 'identity'>();
/** Browsers send a handful of distinct headers: this many is far more than a shop meets. */
const REMEMBERED = 64;

/**
 * The encoding to answer with for this Accept-Encoding: the one the client weighs highest of those
 * the API speaks (`*` stands for any it did not name; `q=0` refuses), the API's order breaking a
 * tie; identity when it accepts neither. Negotiated as @fastify/compress does for the answers made
 * per request (its negotiator), once per distinct header.
 */
export function preferredEncoding(header: string | undefined): ContentEncoding | 'identity' {
  if (!header) return 'identity';
  let encoding = chosen.get(header);
  if (encoding === undefined) {
    encoding = negotiate(header.toLowerCase(), [...CONTENT_ENCODINGS]) ?? 'identity';
    if (chosen.size >= REMEMBERED) chosen.clear();
    chosen.set(header, encoding);
  }
  return encoding;
}
