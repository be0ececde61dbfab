import { productListQuery } from '@petshop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { ProductsQuery } from '../read-models/products.query.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The catalogue is the busiest read of the shop. When an answer is already cached, it is sent from
 * a request hook, before the logging context and Nest's routing, guards and pipes: the controller
 * stays the one place that defines the route (and its OpenAPI entry) and fills the cache on a
 * miss. Install it after the hooks every API answer needs (security headers, CORS, the refusal of
 * NUL characters: see app.ts) and before any other.
 */
export function installCatalogFastPath(fastify: FastifyInstance, products: ProductsQuery): void {
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const body = request.method === 'GET' ? cachedAnswer(request, products) : undefined;
    if (body === undefined) return done();
    void reply.headers({ 'content-type': JSON_TYPE, 'x-request-id': request.id }).send(body);
  });
}

function cachedAnswer(request: FastifyRequest, products: ProductsQuery): string | undefined {
  const route = request.routeOptions.url;
  if (route === '/api/products/:id') return products.peekProduct((request.params as { id: string }).id);
  if (route !== '/api/products') return undefined;
  const query = productListQuery.safeParse(request.query);
  return query.success ? products.peekList(query.data) : undefined;
}
