import { CONTENT_ENCODINGS, type ContentEncoding } from './compression.js';

const chosen = new Map<string, ContentEncoding | 'identity'>();
/** Browsers send a handful of distinct headers: this many is far more than a shop meets. */
const REMEMBERED = 64;

/**
 * The encoding to answer with for this Accept-Encoding: the one the client weighs highest of those
 * the API speaks (`*` stands for any it did not name; `q=0` refuses), the API's order breaking a
 * tie; identity when it accepts neither. Parsed once per distinct header.
 */
export function preferredEncoding(header: string | undefined): ContentEncoding | 'identity' {
  if (!header) return 'identity';
  let encoding = chosen.get(header);
  if (encoding === undefined) {
    encoding = choose(header);
    if (chosen.size >= REMEMBERED) chosen.clear();
    chosen.set(header, encoding);
  }
  return encoding;
}

function choose(header: string): ContentEncoding | 'identity' {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => /^q=/i.test(param));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name.toLowerCase(), Number.isFinite(weight) ? weight : 0);
  }
  let best: ContentEncoding | 'identity' = 'identity';
  let bestWeight = 0;
  for (const encoding of CONTENT_ENCODINGS) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}
