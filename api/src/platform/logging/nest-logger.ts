import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';

/** Nest's start-up chatter, a line per module and per route (about 120 at each start of the api): debug, not info. */
const START_UP_CHATTER = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

/** Routes Nest's own log calls through pino, so the framework's lines are JSON like ours. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    if (context !== undefined && START_UP_CHATTER.has(context)) this.logger.debug({ context }, String(message));
    else this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
