import type { FastifyReply, FastifyRequest } from 'fastify';
import { writeAccessLine } from './access-log.js';

function levelFor(status: number, error?: Error): string[] {
  const written: string[] = [];
  const log = Object.fromEntries(['info', 'warn', 'error'].map((level) => [level, () => written.push(level)]));
  const request = { method: 'GET', url: '/api/orders/1', routeOptions: { url: '/api/orders/:id' }, refusal: null, log } as unknown as FastifyRequest;
  writeAccessLine(request, { statusCode: status, elapsedTime: 1.234 } as FastifyReply, error);
  return written;
}

describe('the access line: one per request, its level by status', () => {
  it.each([
    [200, 'info'],
    [304, 'info'],
    [404, 'info'],
    [429, 'info'],
    [503, 'warn'],
    [500, 'error'],
  ])('%i at %s', (status, level) => {
    expect(levelFor(status)).toEqual([level]);
  });

  it('is an error when the response itself failed, whatever its status', () => {
    expect(levelFor(200, new Error('premature close'))).toEqual(['error']);
  });
});
