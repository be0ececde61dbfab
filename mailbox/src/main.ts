import { setPriority } from 'node:os';
import { pino } from 'pino';
import { ConfigError, loadConfig, type MailboxConfig } from './config.js';
import { startMailbox } from './server.js';

/** Process entry point: read the environment, serve, and shut down gracefully on SIGTERM/SIGINT. */

// The line every process of the shop writes: level, ISO time, service, msg; written a batch at a time (the api's LOG_BATCH).
const logger = pino(
  { base: { service: 'mailbox' }, timestamp: pino.stdTimeFunctions.isoTime },
  pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 50 }),
);

let config: MailboxConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  logger.fatal({ variable: error.variable }, `invalid configuration: ${error.message}`);
  process.exit(1);
}
const { logLevel, ...options } = config;
logger.level = logLevel;
// A developer's mail catcher yields the CPU to the shop it watches: when the machine is busy, mail
// waits a little longer here rather than checkouts waiting for the mailbox. Raising one's own nice
// value needs no privilege.
setPriority(10);

const mailbox = await startMailbox({ ...options, logger }).catch((error: unknown) => {
  // The usual causes: a port is taken, or the state file is unreadable (err says which).
  logger.fatal({ err: error, smtpPort: config.smtpPort, httpPort: config.httpPort }, 'could not start');
  process.exit(1);
});
// Tells npm start's supervisor (scripts/supervisor.mjs) that the mailbox serves. No channel without it.
if (process.send && process.connected) process.send('ready');

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'shutting down');
    mailbox.close().then(
      () => {
        logger.info('mailbox stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
