import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { BatchedLines, createLogger, type LineSink } from './logger.js';

/** A stand-in for standard output: records each write it takes whole. */
function recordingSink() {
  const chunks: string[] = [];
  const sink: LineSink = (bytes) => {
    chunks.push(bytes.toString());
    return bytes.length;
  };
  return { sink, chunks };
}

/** Standard output as a full non-blocking pipe while `full`, that takes at most `take` bytes a write. */
function pipeSink(take = Number.POSITIVE_INFINITY) {
  const state = { full: true, calls: 0, taken: '' };
  const sink: LineSink = (bytes) => {
    state.calls++;
    if (state.full) throw Object.assign(new Error('EAGAIN: resource temporarily unavailable, write'), { code: 'EAGAIN' });
    const taken = bytes.subarray(0, Math.min(take, bytes.length));
    state.taken += taken.toString();
    return taken.length;
  };
  return { sink, state };
}

describe("the processes' log lines, written a batch at a time", () => {
  it('hands a full batch to the stream in one write, its lines in order', () => {
    const { sink, chunks } = recordingSink();
    const lines = new BatchedLines(sink, { chars: 30, ms: 60_000 });
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
      const { sink, chunks } = recordingSink();
      const lines = new BatchedLines(sink, { chars: 16_384, ms: 50 });
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
    const { sink, chunks } = recordingSink();
    const logger = createLogger('api', 'info', new BatchedLines(sink, { chars: 1, ms: 60_000 }));
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

  it('keeps what a full pipe refuses without the process sleeping on it, and writes it in order once the pipe takes it', () => {
    jest.useFakeTimers();
    try {
      const { sink, state } = pipeSink(5);
      const lines = new BatchedLines(sink, { chars: 8, ms: 60_000 });
      lines.write('{"n":1}\n');
      lines.write('{"n":2}\n');
      // Refused twice, once a batch, and nothing waited on: the retry is a timer.
      expect(state).toMatchObject({ calls: 2, taken: '' });
      expect(jest.getTimerCount()).toBe(1);
      state.full = false;
      jest.advanceTimersByTime(10);
      // A write a retry, of five bytes at most here, oldest first.
      expect(state.taken).toBe('{"n":');
      jest.advanceTimersByTime(30);
      expect(state.taken).toBe('{"n":1}\n{"n":2}\n');
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('waits for the reader once more than it may hold is waiting, and loses nothing', () => {
    const { sink, state } = pipeSink();
    const lines = new BatchedLines(sink, { chars: 8, ms: 60_000 }, 16);
    lines.write('{"n":1}\n');
    lines.write('{"n":2}\n');
    expect(state.taken).toBe('');
    // The reader catches up while the process waits (a real pipe's reader is another process).
    const refused = state.calls;
    const catchUp = jest.fn(() => {
      if (state.calls > refused + 2) state.full = false;
    });
    const waiting = jest.spyOn(Atomics, 'wait').mockImplementation(() => {
      catchUp();
      return 'timed-out';
    });
    try {
      lines.write('{"n":3}\n');
      expect(state.taken).toBe('{"n":1}\n{"n":2}\n{"n":3}\n');
      expect(waiting).toHaveBeenCalled();
    } finally {
      waiting.mockRestore();
    }
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

  it('goes on while a real pipe to standard output is full, and the reader later gets every line in order', async () => {
    const logger = path.resolve(__dirname, '../../../dist/platform/logging/logger.js');
    // Far more than the pipe holds (its reader here reads nothing until told the lines are logged).
    const count = 3_000;
    const script = `
      const { createLogger } = await import(${JSON.stringify(logger)});
      void process.stdout; // as a library's import of node:process does: standard output is now non-blocking
      const log = createLogger('worker', 'info');
      for (let n = 1; n <= ${count}; n++) log.info({ n, pad: 'x'.repeat(200) }, 'line');
      process.send('logged'); // reached only if no write waited on the full pipe
      process.once('message', () => process.exit(0));
    `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
    const output = child.stdout!;
    try {
      output.pause();
      await new Promise((resolve) => child.once('message', resolve));
      const numbers: number[] = [];
      let rest = '';
      await new Promise<void>((resolve) => {
        output.on('data', (chunk: Buffer) => {
          const lines = (rest + chunk.toString()).split('\n');
          rest = lines.pop()!;
          for (const line of lines) numbers.push((JSON.parse(line) as { n: number }).n);
          if (numbers.length >= count) resolve();
        });
        output.resume();
      });
      expect(numbers).toEqual(Array.from({ length: count }, (_, index) => index + 1));
      child.send('exit');
    } finally {
      child.kill();
    }
  });
});
