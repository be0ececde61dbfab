import { pino, type DestinationStream, type Logger } from 'pino';

/**
 * The line every process of the shop writes (api/src/platform/logging/logger.ts): one JSON object
 * a line with `level`, an ISO `time`, `service` and `msg`. The sandbox imports nothing of the api
 * (it stands in for a company's server), so it repeats the settings that make the shape and the
 * batched writes to stdout (the api's LOG_BATCH).
 */
export function createSandboxLogger(level = 'info', destination?: DestinationStream): Logger {
  const options = { level, base: { service: 'sandbox' }, timestamp: pino.stdTimeFunctions.isoTime };
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 50 }));
}
