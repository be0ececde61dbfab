import { PRIVATE_CACHE_CONTROL } from '@petshop/contract/freshness';
import type { FastifyInstance } from 'fastify';
import { isJsonApiPath } from './security-headers.js';

/**
 * Every API answer is `private, no-store` unless its route says otherwise: carts, orders, profiles,
 * addresses, vouchers, the staff surface and every error are personal or passing, and no browser
 * or shared cache may keep them. Set when the request arrives, so any answer, from any hook, carries
 * it; the public catalogue's routes set their own (sendReady).
 */
export function keepAnswersPrivate(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    if (isJsonApiPath(request.url)) void reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    done();
  });
}
