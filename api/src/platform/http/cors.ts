import type { FastifyInstance } from 'fastify';

const EXPOSED = 'Content-Range, X-Request-Id';
const METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * The shop's own clients share its origin and need no CORS. A client on another origin listed in
 * CORS_ORIGINS (a staff console hosted elsewhere, the Vite dev servers in development) may call
 * the API with a bearer token: it gets the headers it needs, Content-Range included, and its
 * preflights are answered. Any other origin gets the answer without them, so its browser keeps
 * the answer from the page. Only requests that carry an Origin pay for this (one set lookup),
 * which keeps the hot same-origin reads lean (@fastify/cors cost a third of the catalogue's
 * throughput here). No credentials are allowed: the API's callers authenticate with a bearer.
 */
export function allowCrossOrigin(fastify: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins);
  fastify.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    if (origin) {
      void reply.header('vary', 'Origin');
      if (allowed.has(origin)) void reply.headers({ 'access-control-allow-origin': origin, 'access-control-expose-headers': EXPOSED });
    }
    done();
  });
  fastify.options('/api/*', (request, reply) => {
    const origin = request.headers.origin;
    if (origin && allowed.has(origin)) {
      void reply.headers({
        'access-control-allow-methods': METHODS,
        'access-control-allow-headers': request.headers['access-control-request-headers'] ?? 'Authorization, Content-Type, Idempotency-Key',
        'access-control-max-age': '600',
      });
    }
    void reply.status(204).send();
  });
}
