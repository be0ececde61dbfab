import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { authenticate } from './auth.js';
import { RazorpayError, requestError, serverError } from './errors.js';
import { CORS_HEADERS, readJsonBody, sendReply } from './http-io.js';
import type { Holds } from './holds.js';
import { findRoute, type Reply, type Route } from './router.js';

export interface HandlerOptions {
  routes: Route[];
  keyId: string;
  keySecret: string;
  logger: Logger;
  /** REST calls a test holds back (see holds.ts); none when absent. */
  holds?: Holds;
}

/** Routes one request, answers errors in Razorpay's shape, and logs one JSON line per request. */
export function createRequestHandler({ routes, keyId, keySecret, logger, holds }: HandlerOptions) {
  async function dispatch(req: IncomingMessage, method: string, url: URL): Promise<Reply> {
    if (method === 'OPTIONS' && routes.some((r) => r.access === 'public' && r.match(url.pathname))) {
      return { status: 204, text: '', contentType: 'text/plain' }; // CORS preflight
    }
    // HEAD is GET without a body; node:http drops the body for HEAD responses itself.
    const found = findRoute(routes, method === 'HEAD' ? 'GET' : method, url.pathname);
    if (!found) throw requestError(404, 'The requested URL was not found on the server.');
    if (found.route.access === 'api') {
      authenticate(req.headers.authorization, keyId, keySecret);
      await holds?.wait(method, url.pathname);
    }
    const body = method === 'POST' ? await readJsonBody(req) : undefined;
    return found.route.handler({ params: found.params, query: url.searchParams, body, headers: req.headers });
  }

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const started = process.hrtime.bigint();
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');

    let reply: Reply;
    try {
      reply = await dispatch(req, method, url);
    } catch (error) {
      if (!(error instanceof RazorpayError)) logger.error({ err: error, method, path: url.pathname }, 'unhandled error');
      const known = error instanceof RazorpayError ? error : serverError();
      reply = { status: known.httpStatus, json: known.toJSON() };
    }
    // Everything outside the REST API is browser-facing and gets CORS, errors included, so the
    // checkout widget can read the error body. The REST API is server-to-server, like Razorpay's.
    const isApi = url.pathname.startsWith('/v1/') && url.pathname !== '/v1/checkout.js';
    sendReply(res, reply, isApi ? {} : CORS_HEADERS);

    const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
    const line = { reqId: randomUUID(), method, path: url.pathname, status: reply.status, durationMs };
    logger[reply.status >= 500 ? 'error' : 'info'](line, 'request');
  };
}
