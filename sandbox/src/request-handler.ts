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
  /** `served.route` is set as soon as the route is known, so the access line names it even when the route refuses. */
  async function dispatch(req: IncomingMessage, method: string, url: URL, served: { route?: string }): Promise<Reply> {
    if (method === 'OPTIONS' && routes.some((r) => r.access === 'public' && r.match(url.pathname))) {
      return { status: 204, text: '', contentType: 'text/plain' }; // CORS preflight
    }
    // HEAD is GET without a body; node:http drops the body for HEAD responses itself.
    const found = findRoute(routes, method === 'HEAD' ? 'GET' : method, url.pathname);
    if (!found) throw requestError(404, 'The requested URL was not found on the server.');
    served.route = found.route.path;
    if (found.route.access === 'api') {
      authenticate(req.headers.authorization, keyId, keySecret);
      await holds?.wait(method, url.pathname);
    }
    const body = method === 'POST' ? await readJsonBody(req) : undefined;
    return found.route.handler({ params: found.params, query: url.searchParams, body, headers: req.headers });
  }

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const started = process.hrtime.bigint();
    const reqId = randomUUID();
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');

    const served: { route?: string } = {};
    let reply: Reply;
    let refusal: string | undefined;
    try {
      reply = await dispatch(req, method, url, served);
    } catch (error) {
      if (!(error instanceof RazorpayError)) logger.error({ reqId, err: error }, 'unhandled error');
      const known = error instanceof RazorpayError ? error : serverError();
      reply = { status: known.httpStatus, json: known.toJSON() };
      refusal = known.message;
    }
    // Everything outside the REST API is browser-facing and gets CORS, errors included, so the
    // checkout widget can read the error body. The REST API is server-to-server, like Razorpay's.
    const isApi = url.pathname.startsWith('/v1/') && url.pathname !== '/v1/checkout.js';
    sendReply(res, reply, isApi ? {} : CORS_HEADERS);

    // The api's access line (api/src/platform/logging/access-log.ts), field for field.
    const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
    const line = { reqId, method, route: served.route, url: req.url, status: reply.status, durationMs, refusal };
    logger[reply.status === 500 ? 'error' : reply.status > 500 ? 'warn' : 'info'](line, 'request');
  };
}
