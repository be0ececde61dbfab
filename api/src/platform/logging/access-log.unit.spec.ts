import type { FastifyReply, FastifyRequest } from 'fastify';
import { writeAccessLine } from './access-log.js';
import { createLogger } from './logger.js';

type Line = Record<string, unknown>;

/** The lines a request logger as fastify makes it (a child bound to the request's id) writes, as written. */
function requestLogger(level = 'info') {
  const written: string[] = [];
  const root = createLogger('api', level, { write: (line: string) => void written.push(line) });
  return { log: root.child({ reqId: 'b3f1c2d4-0000-4000-8000-00000000abcd' }), written };
}

function accessLine(
  status: number,
  { error, refusal = null, route = '/api/orders/:id', url = '/api/orders/1', level = 'info' } = {} as Partial<{
    error: Error;
    refusal: string | null;
    route: string | undefined;
    url: string;
    level: string;
  }>,
) {
  const { log, written } = requestLogger(level);
  const request = { method: 'GET', url, routeOptions: { url: route }, refusal, log } as unknown as FastifyRequest;
  writeAccessLine(request, { statusCode: status, elapsedTime: 1.234 } as FastifyReply, error);
  return { written, lines: written.map((line) => JSON.parse(line) as Line) };
}

describe('the access line: one per request, its level by status', () => {
  it.each([
    [200, 30],
    [304, 30],
    [404, 30],
    [429, 30],
    [503, 40],
    [500, 50],
  ])('%i at level %i', (status, level) => {
    const { lines } = accessLine(status);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level, service: 'api', reqId: 'b3f1c2d4-0000-4000-8000-00000000abcd', status, msg: 'request' });
  });

  it('is an error when the response itself failed, whatever its status', () => {
    expect(accessLine(200, { error: new Error('premature close') }).lines[0]).toMatchObject({ level: 50, err: { message: 'premature close' } });
  });

  it('carries the refusal of a refused request', () => {
    expect(accessLine(404, { refusal: 'Product not found' }).lines[0]).toMatchObject({ level: 30, refusal: 'Product not found' });
  });

  it('is not written when the logger is set above info', () => {
    expect(accessLine(200, { level: 'warn' }).written).toEqual([]);
  });
});

describe("a plain access line is written in pino's own characters", () => {
  // Written without pino's walk over its fields (access-log.ts): the same line through pino must be
  // the same string, written in the same millisecond.
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-12-07T17:30:00.123Z') }));
  afterEach(() => jest.useRealTimers());

  it.each([
    ['a routed answer', '/api/products/:id', '/api/products/66a1b2'],
    ['no route (a 404 of fastify)', undefined, '/nowhere'],
    ['characters JSON escapes', '/api/products', '/api/products?q="cat\\dog"\u0001&\u00e9\ud83d\udc36\ud800'],
    ['a redacted personal value', '/api/newsletter/unsubscribe', '/api/newsletter/unsubscribe?token=secret&x=1'],
  ])('%s', (_case, route, url) => {
    const { written } = accessLine(200, { route, url });
    const { written: byPino } = accessLine(200, { route, url, refusal: 'to be replaced' });
    // The same fields through pino's own path (a refusal takes it), less the refusal.
    const expected = byPino[0]!.replace(',"refusal":"to be replaced"', '');
    expect(written).toHaveLength(1);
    expect(written[0]).toBe(expected);
    expect(JSON.parse(written[0]!)).toMatchObject({ time: '2026-12-07T17:30:00.123Z', method: 'GET', status: 200, durationMs: 1.2 });
    expect(written[0]!.endsWith('}\n')).toBe(true);
    expect(written[0]).not.toContain('secret');
  });
});
