import { CATALOGUE_CACHE_CONTROL } from '@petshop/contract/freshness';
import { productListQuery, reviewListQuery } from '@petshop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { ReadyAnswer } from '../../platform/http/ready-answer.js';
import { sendReady } from '../../platform/http/send-ready.js';
import type { ProductsQuery } from '../read-models/products.query.js';

/**
 * The catalogue is the busiest read of the shop. When an answer is already kept (ready bytes), it is
 * sent from a request hook, before the logging context and Nest's routing, guards and pipes: the
 * controller stays the one place that defines the route (and its OpenAPI entry) and fills the cache
 * on a miss. Install it after the hooks every API answer needs (security headers, CORS, the refusal
 * of NUL characters: see app.ts) and before any other.
 */
export function installCatalogFastPath(fastify: FastifyInstance, products: ProductsQuery): void {
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const answer = request.method === 'GET' ? keptAnswer(request, products) : undefined;
    if (answer === undefined) return done();
    void sendReady(request, reply.header('x-request-id', request.id), answer, CATALOGUE_CACHE_CONTROL);
  });
}

function keptAnswer(request: FastifyRequest, products: ProductsQuery): ReadyAnswer | undefined {
  const route = request.routeOptions.url;
  if (route === '/api/products/:id') return products.peekProduct((request.params as { id: string }).id);
  if (route === '/api/products') {
    const query = productListQuery.safeParse(request.query);
    return query.success ? products.peekList(query.data) : undefined;
  }
  if (route === '/api/products/:id/reviews') {
    const query = reviewListQuery.safeParse(request.query);
    return query.success ? products.peekReviews((request.params as { id: string }).id, query.data.page, query.data.limit) : undefined;
  }
  return undefined;
}
