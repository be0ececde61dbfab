import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import { BatchedLines, createLogger } from './logger.js';

type Stream = ReturnType<typeof pino.destination>;

/** A stand-in for pino's stream to standard output: records what it is handed. */
function recordingStream() {
  const chunks: string[] = [];
  const stream = {
    write(chunk: string) {
      chunks.push(chunk);
      return true;
    },
    flushSync() {},
  } as unknown as Stream;
  return { stream, chunks };
}

describe("the processes' log lines, written a batch at a time", () => {
  it('hands a full batch to the stream in one write, its lines in order', () => {
    const { stream, chunks } = recordingStream();
    const lines = new BatchedLines(stream, { chars: 30, ms: 60_000 });
    lines.write('{"n":1}\n');
    lines.write('{"n":2}\n');
    lines.write('{"n":3}\n');
    expect(chunks).toEqual([]);
    lines.write('{"n":4}\n');
    expect(chunks).toEqual(['{"n":1}\n{"n":2}\n{"n":3}\n{"n":4}\n']);
    lines.flush();
    expect(chunks).toHaveLength(1);
  });

  it('hands over a batch that never fills once its time is up', () => {
    jest.useFakeTimers();
    try {
      const { stream, chunks } = recordingStream();
      const lines = new BatchedLines(stream, { chars: 16_384, ms: 50 });
      lines.write('{"n":1}\n');
      jest.advanceTimersByTime(30);
      lines.write('{"n":2}\n');
      jest.advanceTimersByTime(19);
      expect(chunks).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(chunks).toEqual(['{"n":1}\n{"n":2}\n']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('writes the same line shape as pino, its time written once a millisecond', () => {
    const { stream, chunks } = recordingStream();
    const logger = createLogger('api', 'info', new BatchedLines(stream, { chars: 1, ms: 60_000 }));
    logger.info({ route: '/api/products' }, 'request');
    logger.child({ reqId: 'r-1' }).info('first');
    logger.child({ reqId: 'r-1' }).info('second');
    const [request, first, second] = chunks.map((chunk) => JSON.parse(chunk) as Record<string, unknown>);
    expect(request).toEqual({
      level: 30,
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      service: 'api',
      route: '/api/products',
      msg: 'request',
    });
    expect(Math.abs(Date.parse(String(request!.time)) - Date.now())).toBeLessThan(60_000);
    expect(first).toMatchObject({ reqId: 'r-1', msg: 'first' });
    expect(String(second!.time) >= String(first!.time)).toBe(true);
  });

  // The built logger in a process of its own (npm test builds first): the exit is the process's.
  it.each([
    ['exits', 'process.exit(0)'],
    ['crashes', 'setImmediate(() => { throw new Error("crash") })'],
  ])('loses no line when the process %s right after logging them', async (_how, end) => {
    const logger = path.resolve(__dirname, '../../../dist/platform/logging/logger.js');
    const script = `
      const { createLogger } = await import(${JSON.stringify(logger)});
      const log = createLogger('api', 'info');
      for (let n = 1; n <= 500; n++) log.info({ n }, 'line');
      ${end};
    `;
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script]).catch((error: { stdout: string }) => error);
    const numbers = stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { n: number }).n);
    expect(numbers).toEqual(Array.from({ length: 500 }, (_, index) => index + 1));
  });
});
