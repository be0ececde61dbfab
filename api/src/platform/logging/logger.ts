import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type Logger } from 'pino';

/** The request (or job) being served, so that every log line written while serving it carries its id. */
export const logContext = new AsyncLocalStorage<{ reqId: string }>();

export function createLogger(service: string, level: string): Logger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const context = logContext.getStore();
      return context ? { reqId: context.reqId } : {};
    },
  });
}

export type { Logger };
