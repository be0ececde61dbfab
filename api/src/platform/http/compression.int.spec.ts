import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { compressAnswers } from './compression.js';

/** An answer as it crossed the wire: its Content-Encoding and its bytes, not inflated. */
function onTheWire(url: string): Promise<{ encoding: string | undefined; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ encoding: response.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

// A real fastify with the API's compression; no database or Redis is needed for it.
describe('compressed answers', () => {
  const big = { products: Array.from({ length: 40 }, (_, index) => ({ name: `Bowl ${index}`, price: 249 })) };
  let fastify: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    fastify = Fastify();
    await compressAnswers(fastify);
    fastify.get('/made-per-request', async () => big);
    // What a route marked with EncodesItsOwnAnswers declares: it encodes its answers itself (sendReady).
    fastify.get('/encoded-already', { config: { encodesItsOwnAnswers: true } }, async () => big);
    await fastify.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(fastify.server.address() as AddressInfo).port}`;
  });
  afterAll(() => fastify.close());

  it('compresses an answer made per request as the client asks', async () => {
    const { encoding, bytes } = await onTheWire(`${base}/made-per-request`);
    expect(encoding).toBe('br');
    expect(JSON.parse(brotliDecompressSync(bytes).toString())).toEqual(big);
  });

  it("leaves alone a route that encodes its own answers: the plugin's hook is not on it", async () => {
    const { encoding, bytes } = await onTheWire(`${base}/encoded-already`);
    expect(encoding).toBeUndefined();
    expect(JSON.parse(bytes.toString())).toEqual(big);
  });
});
