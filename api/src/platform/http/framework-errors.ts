import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { noteRefusal, writeAccessLine } from '../logging/access-log.js';

/**
 * Answers that fastify or node's HTTP parser give before any route, hook or Nest filter runs, in
 * the contract's envelope like every other error: a malformed URL (`/api/products/%zz`), a path
 * parameter over fastify's maxParamLength (100 characters), a request line and headers over
 * node's 16 KB, a timed-out or malformed request.
 */
const MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The URL is malformed (a "%" must start an escape such as %20)',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the URL is too long (100 characters at most)',
};

export function frameworkErrorHandler(headers: Record<string, string>) {
  return (error: { code?: string; statusCode?: number }, request: FastifyRequest, reply: FastifyReply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    const message = MESSAGES[error.code ?? ''] ?? (status === 500 ? 'Something went wrong on our side; please try again' : 'Bad request');
    if (status === 500) request.log.error({ err: error }, 'request failed before routing');
    else noteRefusal(request, message, error);
    void reply
      .status(status)
      .headers({ ...headers, 'x-request-id': String(request.id) })
      .send({ status: false, message });
    // Fastify does not follow these answers to their end, so their access line is written here.
    writeAccessLine(request, reply);
  };
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The URL and headers are too large (16 KB at most)'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
};

/**
 * Node's parser refused the request (fastify's clientErrorHandler): the answer is written on the
 * socket by hand, as fastify's default does, then the connection is closed.
 */
export function clientErrorHandler(headers: Record<string, string>) {
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Malformed HTTP request'];
    const body = JSON.stringify({ status: false, message });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
          `${extra}Connection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
