import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ProductsQuery } from '../read-models/products.query.js';
import { listQuery } from './catalogue-queries.js';

/**
 * The catalogue is the busiest read of the shop. When an answer is already cached, it is sent from
 * Fastify's request hook, before Nest's routing, guards and pipes: the controller stays the one
 * place that defines the route (and its OpenAPI entry) and fills the cache on a miss.
 */
@Injectable()
export class CatalogueFastPath implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly products: ProductsQuery,
  ) {}

  onModuleInit() {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'GET') return;
      const route = request.routeOptions.url;
      let body: string | undefined;
      if (route === '/api/products') {
        const query = listQuery.safeParse(request.query);
        body = query.success ? this.products.peekList(query.data) : undefined;
      } else if (route === '/api/products/:id') {
        body = this.products.peekProduct((request.params as { id: string }).id);
      }
      if (body !== undefined) return reply.header('content-type', 'application/json; charset=utf-8').send(body);
    });
  }
}
