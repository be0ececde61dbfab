import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPRESSION_THRESHOLD } from './compression.js';
import { ReadyAnswer } from './ready-answer.js';

const big = JSON.stringify({ status: true, products: Array.from({ length: 40 }, (_, i) => ({ name: `Steel bowl ${i}`, price: 299 + i })) });

describe('ReadyAnswer', () => {
  it('compresses an answer of 1 KB or more once per encoding, each with a strong ETag of its own', () => {
    const answer = ReadyAnswer.of(big);
    expect(answer.body.length).toBeGreaterThanOrEqual(COMPRESSION_THRESHOLD);
    const br = answer.as('br');
    const gzip = answer.as('gzip');
    const identity = answer.as('identity');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(big);
    expect(gunzipSync(gzip.bytes).toString()).toBe(big);
    expect(identity.bytes.toString()).toBe(big);
    expect([br.encoding, gzip.encoding, identity.encoding]).toEqual(['br', 'gzip', undefined]);
    expect(new Set([br.etag, gzip.etag, identity.etag]).size).toBe(3);
    for (const { etag } of [br, gzip, identity]) expect(etag).toMatch(/^"[\w-]+"$/);
    expect(answer.as('br')).toBe(br); // made once
  });

  it('sends a small answer as it is, whatever the client accepts', () => {
    const answer = ReadyAnswer.of('{"status":true}');
    expect(answer.as('br')).toEqual({ bytes: Buffer.from('{"status":true}'), etag: answer.as('identity').etag });
  });

  it('gives the same content the same tag, wherever it is made, and other content another', () => {
    expect(ReadyAnswer.of(big).as('br').etag).toBe(ReadyAnswer.of(big).as('br').etag);
    expect(ReadyAnswer.of(`${big} `).as('identity').etag).not.toBe(ReadyAnswer.of(big).as('identity').etag);
  });

  it('matches an If-None-Match naming any of its representations, weakly or among others', () => {
    const answer = ReadyAnswer.of(big);
    const other = ReadyAnswer.of(`${big} `);
    for (const encoding of ['br', 'gzip', 'identity'] as const) {
      expect(answer.matches(answer.as(encoding).etag)).toBe(true);
      expect(answer.matches(`W/${answer.as(encoding).etag}`)).toBe(true);
      expect(answer.matches(`"x", ${answer.as(encoding).etag}`)).toBe(true);
      expect(other.matches(answer.as(encoding).etag)).toBe(false);
    }
    expect(answer.matches('*')).toBe(true);
    expect(answer.matches(undefined)).toBe(false);
    expect(answer.matches('"nothing"')).toBe(false);
  });
});
