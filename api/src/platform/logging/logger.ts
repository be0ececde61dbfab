import { AsyncLocalStorage } from 'node:async_hooks';
import { writeSync } from 'node:fs';
import pino, { type DestinationStream, type Logger } from 'pino';

/** The request (or job) being served, so that every log line written while serving it carries its id. */
export const logContext = new AsyncLocalStorage<{ reqId: string }>();

/**
 * Standard output written a batch at a time: the lines of 50 ms (or 16,384 characters) leave in one
 * write instead of one write a line (a busy API logs a line a request; each write is a system call
 * here and a read and a write in the supervisor that forwards it). What is left is written when the
 * process exits, by a stop or a crash; only a SIGKILL loses the last 50 ms of lines.
 */
const LOG_BATCH = { chars: 16_384, ms: 50 };

/**
 * While standard output's reader lags and its pipe is full, the lines wait in the process up to this
 * many bytes; past it the process waits for the reader, as it would on a blocking pipe: no line is
 * ever dropped, and a stalled reader cannot grow the process without bound.
 */
const HOLD_BYTES = 4 * 1024 * 1024;
/** How soon lines the pipe refused are offered again, and how long a wait for the reader sleeps between tries. */
const RETRY_MS = 10;
const WAIT_MS = 1;

/**
 * Where the batches go: writes what it can of the bytes at once and answers how many it took, or
 * throws (EAGAIN when a non-blocking pipe is full). Standard output is non-blocking as soon as anything
 * in the process touches process.stdout (a library's `import process from 'node:process'` does).
 */
export type LineSink = (bytes: Buffer) => number;
const standardOutput: LineSink = (bytes) => writeSync(1, bytes);

const wouldBlock = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EAGAIN';
const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Gathers lines and writes them to standard output a batch at a time, measured in characters as it
 * grows (pino's own stream measured what it held in bytes again on every line, about a microsecond a
 * line on a busy API). Lines leave in the order they were logged. When the pipe is full, what it
 * refused waits and is offered again shortly: the event loop never sleeps on it (pino's synchronous
 * stream slept 100 ms at a time), until HOLD_BYTES wait. Nothing is held or scheduled while nothing is logged.
 */
export class BatchedLines implements DestinationStream {
  private pending = '';
  private timer: NodeJS.Timeout | undefined;
  /** Batches, oldest first, that standard output has not taken yet. */
  private held: Buffer[] = [];
  private heldBytes = 0;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly sink: LineSink = standardOutput,
    private readonly batch = LOG_BATCH,
    private readonly holdBytes = HOLD_BYTES,
  ) {
    // What is still gathered or held is written as the process exits (also after a crash).
    process.on('exit', () => this.flushSync());
  }

  write(line: string): void {
    this.pending += line;
    if (this.pending.length >= this.batch.chars) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.batch.ms).unref();
  }

  /** Writes what is gathered, after anything still held, as far as standard output takes it now. */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending) {
      const bytes = Buffer.from(this.pending);
      this.pending = '';
      this.held.push(bytes);
      this.heldBytes += bytes.length;
    }
    this.writeHeld();
    if (this.heldBytes > this.holdBytes) this.waitForReader();
  }

  /** Writes everything gathered and held before returning, waiting for the reader as long as it takes. */
  flushSync(): void {
    this.flush();
    this.waitForReader();
  }

  /** Answers whether everything held was written; what the pipe refused is offered again after RETRY_MS. */
  private writeHeld(): boolean {
    while (this.held.length > 0) {
      const bytes = this.held[0]!;
      let written = 0;
      try {
        written = this.sink(bytes);
      } catch (error) {
        // Anything but a full pipe (the reader gone: EPIPE) leaves nobody to read the lines.
        if (!wouldBlock(error)) {
          this.held = [];
          this.heldBytes = 0;
          return true;
        }
      }
      this.heldBytes -= written;
      if (written < bytes.length) {
        this.held[0] = bytes.subarray(written);
        this.retry ??= setTimeout(() => {
          this.retry = undefined;
          this.flush();
        }, RETRY_MS).unref();
        return false;
      }
      this.held.shift();
    }
    return true;
  }

  private waitForReader(): void {
    while (!this.writeHeld()) Atomics.wait(pause, 0, 0, WAIT_MS);
    clearTimeout(this.retry);
    this.retry = undefined;
  }
}

/** How a logger bound to a request (fastify's) holds its id among its bindings. */
const REQ_ID_BINDING = '"reqId":';

/** A logger's bindings as pino keeps them, serialised: bindings() would parse them on every line. */
const boundTo = (logger: Logger): string => (logger as unknown as Record<symbol, string>)[pino.symbols.chindingsSym] ?? '';

/**
 * Every process's lines have one shape: `{level, time (ISO), service, msg, ...}`, one JSON object a
 * line (the sandbox, which imports nothing of the api, writes the same). `destination` is for tests;
 * processes write to stdout, a batch of lines at a time (LOG_BATCH).
 */
export function createLogger(service: string, level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service },
    timestamp: isoTimeByMillisecond(),
    // Fastify's request loggers carry reqId already; every other line gets it from the context.
    mixin: (_object: object, _level: number, logger: Logger) => {
      const context = logContext.getStore();
      return context && !boundTo(logger).includes(REQ_ID_BINDING) ? { reqId: context.reqId } : {};
    },
  };
  return pino(options, destination ?? new BatchedLines());
}

/**
 * pino's ISO time (`,"time":"…"`), written once a millisecond: formatting a Date costs about half a
 * microsecond, and a busy API writes dozens of lines in the same millisecond.
 */
function isoTimeByMillisecond(): () => string {
  let at = Number.NaN;
  let time = '';
  return () => {
    const now = Date.now();
    if (now !== at) {
      at = now;
      time = `,"time":"${new Date(now).toISOString()}"`;
    }
    return time;
  };
}

export type { Logger };
