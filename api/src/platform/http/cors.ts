import type { FastifyInstance } from 'fastify';

const EXPOSED = 'Content-Range, X-Request-Id';
const METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * The shop's own clients share its origin and need no CORS. A client on another origin (a staff
 * console hosted elsewhere, a partner's script) may call the API with a bearer token: it gets the
 * headers it needs, Content-Range included, and its preflights are answered. Only requests that
 * carry an Origin pay for this, which keeps the hot same-origin reads lean (@fastify/cors cost a
 * third of the catalogue's throughput here).
 */
export function allowCrossOrigin(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    if (request.headers.origin) void reply.headers({ 'access-control-allow-origin': '*', 'access-control-expose-headers': EXPOSED, vary: 'Origin' });
    done();
  });
  fastify.options('/api/*', (request, reply) => {
    void reply
      .status(204)
      .headers({
        'access-control-allow-methods': METHODS,
        'access-control-allow-headers': request.headers['access-control-request-headers'] ?? 'Authorization, Content-Type, Idempotency-Key',
        'access-control-max-age': '600',
      })
      .send();
  });
}
