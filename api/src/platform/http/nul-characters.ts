import type { FastifyInstance, FastifyReply } from 'fastify';

const NUL = '\u0000';

/**
 * PostgreSQL stores no NUL character in text or jsonb: one that reached a query made it fail, a
 * 500. No client has a reason to send one, so any text the API reads (path parameters, query
 * parameters, JSON bodies, keys included) is refused here with a 400 naming the field, before the
 * catalogue's fast path, the idempotency records and every handler. `except` lists routes that
 * take a payload as it comes (the payment webhook, whose signature is over the raw body). JSON
 * inside a query parameter (the staff lists' `filter`) may hold a NUL escaped as `\u0000`, which
 * no URL check sees: its parser refuses it (admin/http/staff-list-query.ts).
 */
export function refuseNulCharacters(fastify: FastifyInstance, options: { except: string[] }): void {
  const exempt = new Set(options.except);
  // In a URL a NUL can only be written %00 (the HTTP parser refuses a raw one): URLs without it,
  // all but a few, are let through after one substring search.
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!request.url.includes('%00')) return done();
    const params = request.params as Record<string, unknown> | null;
    const field = nulField(request.query, '') ?? nulField(params, '');
    return refuse(reply, field === '*' || field === undefined ? 'url' : field);
  });
  fastify.addHook('preValidation', (request, reply, done) => {
    if (request.body === undefined || exempt.has(request.routeOptions.url ?? '')) return done();
    const field = nulField(request.body, 'body');
    if (field === undefined) return done();
    return refuse(reply, field);
  });
}

/** The words of every NUL refusal, here and in the list parameters' JSON (admin/http/staff-list-query.ts). */
export const nulMessage = (field: string) => `${field} must not contain a NUL character (\\u0000)`;

function refuse(reply: FastifyReply, field: string) {
  const message = nulMessage(field);
  return reply.status(400).send({ status: false, message, errors: [{ field, message }] });
}

/**
 * The dotted path (`address.name`, `products.0.productId`) of the first string or key holding a
 * NUL, or undefined. Walks with its own stack: a deeply nested body cannot overflow the call
 * stack. Only plain objects and arrays are entered (a multipart file is neither).
 */
export function nulField(value: unknown, rootName: string): string | undefined {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path || rootName;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], path ? `${path}.${i}` : String(i)]);
    } else if (current !== null && typeof current === 'object' && isPlain(current)) {
      for (const [key, item] of Object.entries(current).reverse()) {
        const name = path ? `${path}.${key}` : key;
        if (key.includes(NUL)) return name.replaceAll(NUL, '\\u0000');
        stack.push([item, name]);
      }
    }
  }
  return undefined;
}

/** A JSON object, or a parsed query or route's parameters (objects without Object's prototype). */
function isPlain(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
}
