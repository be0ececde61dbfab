import { CATALOGUE_CACHE_CONTROL } from '@petshop/contract/freshness';
import { productListQuery, reviewListQuery } from '@petshop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { sendReady } from '../../platform/http/send-ready.js';
import { listKey, productKey, type ProductsQuery, reviewsKey } from '../read-models/products.query.js';

/** Distinct catalogue URLs whose answer's key is remembered: far more than a shop's hot pages. */
const REMEMBERED_URLS = 1_000;

/**
 * The catalogue is the busiest read of the shop. When an answer is already kept (ready bytes), it is
 * sent from a request hook, before the logging context and Nest's routing, guards and pipes: the
 * controller stays the one place that defines the route (and its OpenAPI entry) and fills the cache
 * on a miss. Install it after the hooks every API answer needs (security headers, CORS, the refusal
 * of NUL characters: see app.ts) and before any other.
 */
export function installCatalogFastPath(fastify: FastifyInstance, products: ProductsQuery): void {
  const keys = new AnswerKeys();
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const key = request.method === 'GET' ? keys.of(request) : undefined;
    const answer = key === undefined ? undefined : products.peek(key);
    if (answer === undefined) return done();
    void sendReady(request, reply.header('x-request-id', request.id), answer, CATALOGUE_CACHE_CONTROL);
  });
}

/**
 * The key of the answer a catalogue URL asks for. A URL always names the same answer, so its key is
 * remembered: a page read again skips validating its query and writing its key (a few microseconds
 * of a kept page's answer). A URL the query schema refuses is never remembered: the controller
 * answers it.
 */
class AnswerKeys {
  private readonly byUrl = new Map<string, string>();

  of(request: FastifyRequest): string | undefined {
    const remembered = this.byUrl.get(request.url);
    if (remembered !== undefined) return remembered;
    const key = answerKey(request);
    if (key === undefined) return undefined;
    if (this.byUrl.size >= REMEMBERED_URLS) this.byUrl.clear();
    this.byUrl.set(request.url, key);
    return key;
  }
}

function answerKey(request: FastifyRequest): string | undefined {
  const route = request.routeOptions.url;
  if (route === '/api/products/:id') return productKey((request.params as { id: string }).id);
  if (route === '/api/products') {
    const query = productListQuery.safeParse(request.query);
    return query.success ? listKey(query.data) : undefined;
  }
  if (route === '/api/products/:id/reviews') {
    const query = reviewListQuery.safeParse(request.query);
    return query.success ? reviewsKey((request.params as { id: string }).id, query.data.page, query.data.limit) : undefined;
  }
  return undefined;
}
