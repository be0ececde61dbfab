import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ConcurrencyConflictError } from '../event-store/errors.js';
import { REJECTION_STATUS, Rejection, type FieldError } from '../event-sourcing/rejection.js';
import { noteRefusal } from '../logging/access-log.js';

const GENERIC: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  413: 'Request body is too large',
  415: 'Unsupported media type',
  422: 'Unprocessable request',
  429: 'Too many requests',
};

/**
 * The one place where failures become HTTP answers: typed errors map to their status, everything
 * else is logged and answered as a 500 without internals. Every answer uses the contract's
 * envelope `{status: false, message, errors?}`.
 */
@Catch()
export class HttpErrorsFilter implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost) {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const { status, body } = toErrorResponse(error);
    // Only the unexpected is an error with its stack; a refusal is told on the request's access line.
    if (status === 500) request.log.error({ err: error }, 'request failed');
    else noteRefusal(request, body.message, error);
    const retryAfter = retryAfterOf(error, status);
    if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
    void reply.status(status).send(body);
  }
}

/** What a 429 says when nothing more precise is known (a replayed one, say): the limits' own window. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** Seconds for `Retry-After`: every 429 has one, and any refusal that knows when it will pass says so. */
export function retryAfterOf(error: unknown, status: number): number | undefined {
  const known = error instanceof Rejection ? error.retryAfterSeconds : undefined;
  if (known !== undefined) return Math.max(1, Math.ceil(known));
  return status === 429 ? DEFAULT_RETRY_AFTER_SECONDS : undefined;
}

export function toErrorResponse(error: unknown): { status: number; body: { status: false; message: string; errors?: FieldError[] } } {
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const response = error.getResponse();
    if (typeof response === 'object' && response && (response as { status?: unknown }).status === false) {
      return { status, body: response as { status: false; message: string; errors?: FieldError[] } };
    }
    const message = typeof response === 'string' ? response : ((response as { message?: unknown }).message ?? GENERIC[status]);
    return { status, body: { status: false, message: Array.isArray(message) ? message.join(', ') : String(message) } };
  }
  if (error instanceof Rejection) {
    const errors = error.errors ? { errors: error.errors } : {};
    return { status: REJECTION_STATUS[error.kind], body: { status: false, message: error.message, ...errors } };
  }
  if (error instanceof ConcurrencyConflictError) {
    return { status: 409, body: { status: false, message: 'This record was changed by someone else; reload and try again' } };
  }
  // Fastify's own errors (malformed JSON, body too large, wrong content type) carry a 4xx status.
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const message = statusCode === 400 && (error as { code?: string }).code?.startsWith('FST_ERR_CTP') ? 'Malformed JSON body' : GENERIC[statusCode];
    return { status: statusCode, body: { status: false, message: message ?? 'Bad request' } };
  }
  return { status: 500, body: { status: false, message: 'Something went wrong on our side; please try again' } };
}
