import type { ArgumentsHost } from '@nestjs/common';
import { Rejection } from '../event-sourcing/rejection.js';
import { HttpErrorsFilter, retryAfterOf } from './http-errors.filter.js';

describe('Retry-After', () => {
  it('is on every 429: the seconds the refusal knows, rounded up, or a minute when it knows none (a replayed answer)', () => {
    expect(retryAfterOf(new Rejection('too_many_requests', 'Slow down', undefined, 12.2), 429)).toBe(13);
    expect(retryAfterOf(new Rejection('too_many_requests', 'Slow down', undefined, 0), 429)).toBe(1);
    expect(retryAfterOf(Rejection.answered(429, 'Too many login attempts. Please try again later.'), 429)).toBe(60);
    expect(retryAfterOf(new Error('from elsewhere'), 429)).toBe(60);
  });

  it('is on another refusal only when it will pass', () => {
    expect(retryAfterOf(new Rejection('too_large', 'Over the hour’s quota', undefined, 600), 413)).toBe(600);
    expect(retryAfterOf(new Rejection('too_large', 'Each image must be 5 MB or smaller'), 413)).toBeUndefined();
    expect(retryAfterOf(new Rejection('invalid', 'Bad'), 400)).toBeUndefined();
  });
});

/** What the filter touches of fastify's request and reply. */
function served() {
  const log = { error: jest.fn(), warn: jest.fn(), info: jest.fn() };
  const request = { log, refusal: null as string | null };
  const reply = { statusCode: 200, status: jest.fn(), header: jest.fn(), send: jest.fn() };
  reply.status.mockReturnValue(reply);
  reply.header.mockReturnValue(reply);
  const host = { switchToHttp: () => ({ getRequest: () => request, getResponse: () => reply }) } as unknown as ArgumentsHost;
  return { host, request, reply, log };
}

describe('HttpErrorsFilter: what it logs', () => {
  it('logs an unexpected error at error, with its stack, and answers 500', () => {
    const { host, request, reply, log } = served();
    const error = new Error('connection terminated');
    new HttpErrorsFilter().catch(error, host);
    expect(reply.status).toHaveBeenCalledWith(500);
    expect(log.error).toHaveBeenCalledWith({ err: error }, 'request failed');
    expect(request.refusal).toBeNull();
  });

  it.each([
    ['a 503', new Rejection('unavailable', 'The payment provider is not answering; please try again in a moment'), 503],
    ['a 409', new Rejection('conflict', 'Not enough stock of Cat collar'), 409],
  ])('writes no line of its own for %s refusal: its words go on the access line', (_, rejection, status) => {
    const { host, request, reply, log } = served();
    new HttpErrorsFilter().catch(rejection, host);
    expect(reply.status).toHaveBeenCalledWith(status);
    expect([log.error, log.warn, log.info].flatMap((level) => level.mock.calls)).toEqual([]);
    expect(request.refusal).toBe(rejection.message);
  });

  it("keeps the words of what a refusal wraps (the provider's own) beside its message", () => {
    const { host, request } = served();
    const rejection = Object.assign(new Rejection('unavailable', 'The payment provider could not be reached'), { cause: new Error('connect ECONNREFUSED') });
    new HttpErrorsFilter().catch(rejection, host);
    expect(request.refusal).toBe('The payment provider could not be reached (connect ECONNREFUSED)');
  });
});
