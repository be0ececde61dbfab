import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type Logger } from 'pino';

/** The request (or job) being served, so that every log line written while serving it carries its id. */
export const logContext = new AsyncLocalStorage<{ reqId: string }>();

export function createLogger(service: string, level: string): Logger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Fastify's request loggers carry reqId already; every other line gets it from the context.
    mixin: (_object, _level, logger) => {
      const context = logContext.getStore();
      return context && !('reqId' in logger.bindings()) ? { reqId: context.reqId } : {};
    },
  });
}

export type { Logger };
