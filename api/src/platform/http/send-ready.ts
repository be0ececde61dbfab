import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from './accept-encoding.js';
import type { ReadyAnswer } from './ready-answer.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a ready answer as the request asks: 304 with no body when its If-None-Match names the answer,
 * otherwise the bytes in the encoding its Accept-Encoding prefers, each with the answer's ETag and
 * the given Cache-Control (and Content-Type, JSON unless told). Nothing is serialised, hashed or compressed here.
 */
export function sendReady(request: FastifyRequest, reply: FastifyReply, answer: ReadyAnswer, cacheControl: string, contentType = JSON_TYPE): FastifyReply {
  const { bytes, etag, encoding } = answer.as(preferredEncoding(request.headers['accept-encoding']));
  const vary = reply.getHeader('vary');
  void reply.headers({ 'cache-control': cacheControl, etag, vary: vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding' });
  if (answer.matches(request.headers['if-none-match'])) return reply.code(304).send();
  if (encoding) void reply.header('content-encoding', encoding);
  return reply.header('content-type', contentType).send(bytes);
}
