import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';
import { recordHttpRequest } from '../metrics/http-metrics.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Why the request was refused, noted by whoever answered the error, for its access line. */
    refusal: string | null;
  }
}

/**
 * One access line per request, written by fastify once the response has been sent, instead of
 * fastify's "incoming request" and "request completed" pair. A refusal's words ride on that line
 * (`refusal`), so an expected 4xx or 503 costs no line of its own and no stack: 4xx at info, other
 * 5xx (a provider not answering, a part of the shop down) at warn. A 500 is at error, beside the
 * line with the stack that whoever caught the error wrote. The line is built from values fastify
 * already holds: no headers, no body.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    writeAccessLine(request, reply, error);
  }

  /** Fastify's own error answers (outside Nest's filter): a 4xx is the client's, told on the access line; a 5xx keeps fastify's line with its stack. */
  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) super.defaultErrorLog(error, request, reply);
    else noteRefusal(request, error.message, error);
  }
}

/**
 * The access line, for the few answers fastify sends without its response listeners (its frameworkErrors).
 * Every request passes here once, so it is also where the request is counted and timed for /metrics.
 */
export function writeAccessLine(request: FastifyRequest, reply: FastifyReply, error?: Error | null): void {
  const status = reply.statusCode;
  const route = request.routeOptions.url;
  recordHttpRequest(request.method, route, status, reply.elapsedTime);
  const level = status === 500 || error ? 'error' : status >= 500 ? 'warn' : 'info';
  const url = loggedUrl(request.url);
  const durationMs = Math.round(reply.elapsedTime * 10) / 10;
  if (level === 'info' && request.refusal === null) {
    writePlainLine(request.log as unknown as HeldByPino, request.method, route, url, status, durationMs);
    return;
  }
  const line = { method: request.method, route, url, status, durationMs, refusal: request.refusal ?? undefined, err: error ?? undefined };
  request.log[level](line, 'request');
}

const INFO = 30;

/** What a pino logger holds under its symbols: the opening of a line by level, the time, its bindings, its stream. */
interface HeldByPino {
  levelVal: number;
  [pino.symbols.lsCacheSym]: Record<number, string>;
  [pino.symbols.timeSym]: () => string;
  [pino.symbols.chindingsSym]: string;
  [pino.symbols.streamSym]: { write(line: string): void };
}

/**
 * The access line of an answer with nothing to tell (info, no refusal, no error: nearly every
 * answer), written in the very characters pino writes for it (access-log.unit.spec compares them)
 * without pino's walk over the line's fields, which cost a kept catalogue answer more than a
 * microsecond: level, time, the logger's bindings (service, reqId), the fields in their order, msg.
 */
function writePlainLine(log: HeldByPino, method: string, route: string | undefined, url: string, status: number, durationMs: number): void {
  if (log.levelVal > INFO) return;
  const routed = route === undefined ? '' : `,"route":${JSON.stringify(route)}`;
  const fields = `,"method":${JSON.stringify(method)}${routed},"url":${JSON.stringify(url)},"status":${status},"durationMs":${durationMs}`;
  log[pino.symbols.streamSym].write(
    `${log[pino.symbols.lsCacheSym][INFO]}${log[pino.symbols.timeSym]()}${log[pino.symbols.chindingsSym]}${fields},"msg":"request"}\n`,
  );
}

// Query values that carry who someone is (the newsletter's unsubscribe token holds its address) or
// let the bearer act as them: logs kept after an erasure must not hold them.
const PERSONAL_QUERY = /([?&](?:token|email|otp|code)=)[^&#]*/gi;

/** The URL as the access line writes it: personal query values replaced. */
export function loggedUrl(url: string): string {
  return url.includes('?') ? url.replace(PERSONAL_QUERY, '$1[redacted]') : url;
}

/** Declares the request's `refusal` up front, so every request object keeps one shape. */
export function logEachRequestOnce(fastify: FastifyInstance): void {
  fastify.decorateRequest('refusal', null);
}

/** The refusal's message for the access line, and its cause's (a provider's own words) when it wraps one. */
export function noteRefusal(request: FastifyRequest, message: string, error: unknown): void {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
  request.refusal = cause && cause !== message ? `${message} (${cause})` : message;
}
