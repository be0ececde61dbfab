import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Logger } from 'pino';

/** The request (or job) being served, so that every log line written while serving it carries its id. */
export const logContext = new AsyncLocalStorage<{ reqId: string }>();

/**
 * Standard output written a batch at a time: the lines of 50 ms (or 4 KB) leave in one write instead
 * of one write a line (a busy API logs a line a request; each write is a system call here and a read
 * and a write in the supervisor that forwards it). What is left is written when the process exits,
 * by a stop or a crash; only a SIGKILL loses the last 50 ms of lines.
 */
const LOG_BATCH = { dest: 1, sync: false, minLength: 4096, periodicFlush: 50 };

/**
 * Every process's lines have one shape: `{level, time (ISO), service, msg, ...}`, one JSON object a
 * line (the sandbox, which imports nothing of the api, writes the same). `destination` is for tests;
 * processes write to stdout, a batch of lines at a time (LOG_BATCH).
 */
export function createLogger(service: string, level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Fastify's request loggers carry reqId already; every other line gets it from the context.
    mixin: (_object: object, _level: number, logger: Logger) => {
      const context = logContext.getStore();
      return context && !('reqId' in logger.bindings()) ? { reqId: context.reqId } : {};
    },
  };
  return pino(options, destination ?? pino.destination(LOG_BATCH));
}

export type { Logger };
