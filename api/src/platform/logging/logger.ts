import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Logger } from 'pino';

/** The request (or job) being served, so that every log line written while serving it carries its id. */
export const logContext = new AsyncLocalStorage<{ reqId: string }>();

/**
 * Every process's lines have one shape: `{level, time (ISO), service, msg, ...}`, one JSON object a
 * line (the sandbox, which imports nothing of the api, writes the same). `destination` is for tests;
 * processes write to stdout.
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
  return destination ? pino(options, destination) : pino(options);
}

export type { Logger };
