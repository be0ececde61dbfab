import { AsyncLocalStorage } from 'node:async_hooks';
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
 * Gathers lines and hands them to pino's stream for standard output a batch at a time. The stream
 * could batch them itself (its minLength), but it measures what it holds in bytes again on every
 * write, which cost a busy API about a microsecond a line; here a batch is measured in characters as
 * it grows, and the stream is given a whole batch. Nothing is held or scheduled while nothing is logged.
 */
export class BatchedLines implements DestinationStream {
  private pending = '';
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly out: ReturnType<typeof pino.destination>,
    private readonly batch = LOG_BATCH,
  ) {
    // What is still gathered is written as the process exits (also after a crash).
    process.on('exit', () => this.flushSync());
  }

  write(line: string): void {
    this.pending += line;
    if (this.pending.length >= this.batch.chars) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.batch.ms).unref();
  }

  /**
   * Hands what is gathered to the stream, which writes it at once: a batch is one system call, and with
   * no write ever in flight, a process that exits leaves its lines whole and in order (an asynchronous
   * stream flushed at exit wrote its later lines before a batch it still had in flight).
   */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.pending) return;
    const lines = this.pending;
    this.pending = '';
    this.out.write(lines);
  }

  /** Writes what is gathered, and whatever the stream still holds, before returning. */
  flushSync(): void {
    this.flush();
    // Ended already when the process ran out of work (pino ends it then): nothing is left to write.
    if (!(this.out as { destroyed?: boolean }).destroyed) this.out.flushSync();
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
  return pino(options, destination ?? new BatchedLines(pino.destination({ dest: 1, sync: true })));
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
