import type { ArgumentsHost } from '@nestjs/common';
import { Rejection } from '../event-sourcing/rejection.js';
import { HttpErrorsFilter } from './http-errors.filter.js';

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
