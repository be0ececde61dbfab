import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';

/** What the API compresses with, in its order of preference: every browser a phone runs speaks both. */
export type ContentEncoding = 'br' | 'gzip';
export const CONTENT_ENCODINGS: readonly ContentEncoding[] = ['br', 'gzip'];

/** Smaller answers go as they are: a compressed frame would save a packet at best, and costs CPU. */
export const COMPRESSION_THRESHOLD = 1024;

// Brotli's own default, quality 11, spends tens of milliseconds on a page of products: far too slow
// for an answer made per request. Quality 4 is about as fast as gzip and a little smaller; an answer
// compressed once and sent many times (a ready answer) affords 5. Figures: docs/performance.md.
const BROTLI_PER_REQUEST = 4;
const BROTLI_ONCE = 5;
const GZIP_LEVEL = 6;

/**
 * Compresses the JSON answers made per request (carts, orders, staff lists) as the client's
 * Accept-Encoding asks, with @fastify/compress; answers already encoded (ready answers, the
 * sites' precompressed files) pass through it untouched. Request bodies are not decompressed: no
 * client sends them compressed, and a body is then limited by what arrives, not what it inflates to.
 * Register before any route is declared: the plugin hooks the routes declared after it.
 */
export async function compressAnswers(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('onRoute', (route) => {
    if ((route.config as { encodesItsOwnAnswers?: boolean } | undefined)?.encodesItsOwnAnswers) route.compress = false;
  });
  await fastify.register(fastifyCompress, {
    encodings: [...CONTENT_ENCODINGS],
    threshold: COMPRESSION_THRESHOLD,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_PER_REQUEST } },
    zlibOptions: { level: GZIP_LEVEL },
    globalDecompression: false,
  });
}

/**
 * Marks a route whose answers are encoded already, all of them (ready answers, sent by sendReady; its
 * refusals are too small to compress): the plugin leaves the route alone, so its answers skip the
 * plugin's send hook, which a kept catalogue answer paid for nothing.
 */
export const EncodesItsOwnAnswers = () => RouteConfig({ encodesItsOwnAnswers: true });

/** The body compressed once, to be sent many times. */
export function compressOnce(body: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_ONCE, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: GZIP_LEVEL });
}
