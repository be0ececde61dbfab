import { createHash } from 'node:crypto';
import { COMPRESSION_THRESHOLD, type ContentEncoding, compressOnce } from './compression.js';

/** One representation of a ready answer: its bytes, their strong ETag, and their Content-Encoding, if any. */
export interface Representation {
  bytes: Buffer;
  etag: string;
  encoding?: ContentEncoding;
}

/**
 * A JSON answer made once and sent many times: its bytes, a strong ETag that is a hash of them, and
 * each compressed form, made the first time a client asks for it (If-None-Match compares weakly: `W/` is ignored). The ETag depends on the content
 * only, so every API instance gives the same answer the same tag without telling each other
 * anything. Each encoding is a representation of its own with a tag of its own (a strong ETag names
 * exact bytes); a client's If-None-Match matches whichever of them it holds.
 */
export class ReadyAnswer {
  private readonly hash: string;
  private readonly representations: Partial<Record<ContentEncoding | 'identity', Representation>> = {};

  constructor(readonly body: Buffer) {
    this.hash = createHash('sha1').update(body).digest('base64url');
  }

  static of(json: string): ReadyAnswer {
    return new ReadyAnswer(Buffer.from(json));
  }

  /** Small answers are only ever sent as they are. */
  get compressible(): boolean {
    return this.body.length >= COMPRESSION_THRESHOLD;
  }

  as(encoding: ContentEncoding | 'identity'): Representation {
    const wanted = this.compressible ? encoding : 'identity';
    let made = this.representations[wanted];
    if (!made) {
      made =
        wanted === 'identity'
          ? { bytes: this.body, etag: `"${this.hash}"` }
          : { bytes: compressOnce(this.body, wanted), etag: `"${this.hash}-${wanted}"`, encoding: wanted };
      this.representations[wanted] = made;
    }
    return made;
  }

  /** Whether an If-None-Match header names one of this answer's representations (or is `*`). */
  matches(ifNoneMatch: string | undefined): boolean {
    if (!ifNoneMatch) return false;
    for (const given of ifNoneMatch.split(',')) {
      const tag = given.trim().replace(/^W\//, '');
      if (tag === '*' || tag === `"${this.hash}"` || tag === `"${this.hash}-br"` || tag === `"${this.hash}-gzip"`) return true;
    }
    return false;
  }
}
