import { Writable } from 'node:stream';
import type { Job } from 'bullmq';
import { asJobFailure, createLogger, Rejection } from '@petshop/api/platform';
import { logJobFailure, UNREACHABLE_LOG_EVERY_MS, workerErrorLog } from './worker-logs.js';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger('worker', 'info', destination) };
}

const job = (attemptsMade: number) => ({ name: 'verify-payment', id: '7', attemptsMade, opts: { attempts: 5 } }) as unknown as Job;
const hasStack = (line: Record<string, unknown>) => JSON.stringify(line).includes('"stack"');

describe("the worker's failure lines", () => {
  it('tells a refused job at warn, with its words and no stack', () => {
    const { lines, logger } = capture();
    logJobFailure(logger, 'payments', job(1), asJobFailure(new Rejection('conflict', 'The order is already paid')) as Error);
    expect(lines).toEqual([expect.objectContaining({ level: 40, service: 'worker', jobId: '7', refusal: 'The order is already paid', msg: 'job refused' })]);
    expect(hasStack(lines[0]!)).toBe(false);
  });

  it('tells an attempt that will be retried at warn without a stack, and the last failed attempt at error with its stack', () => {
    const { lines, logger } = capture();
    const error = new Error('connect ECONNREFUSED 127.0.0.1:3999');
    logJobFailure(logger, 'payments', job(2), error);
    logJobFailure(logger, 'payments', job(5), error);
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, attempts: 2, reason: error.message, msg: 'job failed; it will be tried again' }),
      expect.objectContaining({ level: 50, attempts: 5, err: expect.objectContaining({ stack: expect.any(String) }), msg: 'job failed' }),
    ]);
    expect(hasStack(lines[0]!)).toBe(false);
  });

  it("tells a retried attempt's reason when what failed it is no Error (the payment SDK rejects with its answer's body)", () => {
    const { lines, logger } = capture();
    const answer = { error: { code: 'ECONNRESET', description: 'No answer from the provider: socket hang up' } };
    logJobFailure(logger, 'payments', job(1), answer as unknown as Error);
    expect(lines).toEqual([expect.objectContaining({ level: 40, reason: JSON.stringify(answer), msg: 'job failed; it will be tried again' })]);
  });

  it('says Redis is out of reach at warn without a stack, once a minute however often ioredis retries; other errors at error', () => {
    const { lines, logger } = capture();
    let now = 0;
    const onError = workerErrorLog(logger, 'payments', () => now);
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' });
    for (let attempt = 0; attempt < 120; attempt++, now += 500) onError(refused); // a minute of reconnecting, two a second
    onError(refused);
    onError(new Error('Missing lock for job 7'));

    expect(lines).toEqual([
      expect.objectContaining({ level: 40, code: 'ECONNREFUSED', attempts: 1, msg: 'worker cannot reach Redis; reconnecting' }),
      expect.objectContaining({ level: 40, code: 'ECONNREFUSED', attempts: UNREACHABLE_LOG_EVERY_MS / 500, msg: 'worker cannot reach Redis; reconnecting' }),
      expect.objectContaining({ level: 50, err: expect.objectContaining({ message: 'Missing lock for job 7' }), msg: 'worker error' }),
    ]);
    expect(lines.slice(0, 2).some(hasStack)).toBe(false);
  });
});
