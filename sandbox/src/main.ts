import { ConfigError, loadConfig, type SandboxConfig } from './config.js';
import { createSandboxLogger } from './logger.js';
import { startSandbox } from './server.js';

/** Process entry point: read the environment, serve, and shut down gracefully on SIGTERM/SIGINT. */

const logger = createSandboxLogger();

let config: SandboxConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  logger.fatal({ variable: error.variable }, `invalid configuration: ${error.message}`);
  process.exit(1);
}
const { logLevel, ...options } = config;
logger.level = logLevel;

const sandbox = await startSandbox({ ...options, logger }).catch((error: unknown) => {
  // The usual causes: the port is taken, or the state file is unreadable or damaged (err says which).
  logger.fatal({ err: error, port: config.port, stateFile: config.stateFile ?? null }, 'could not start');
  process.exit(1);
});
// Tells npm start's supervisor (scripts/supervisor.mjs) that the sandbox serves: one that never
// does, and keeps failing to start, is a bad setting it gives up on. No channel without it.
if (process.send && process.connected) process.send('ready');

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    // A second signal means "now": skip waiting for in-flight work.
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'shutting down');
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
