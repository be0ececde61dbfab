import { createApp } from './app.js';
import { loadConfigOrExit } from './platform/config.js';
import { DATABASE_POOL, type Pool } from './platform/database/pool.js';
import { startHeartbeat } from './platform/heartbeats/heartbeats.js';
import { createLogger } from './platform/logging/logger.js';
import { announceReady } from './platform/ready.js';
import { onShutdown } from './platform/shutdown.js';

const config = loadConfigOrExit();
const logger = createLogger('api', config.LOG_LEVEL);
const app = await createApp(config, logger);
await app.listen(config.PORT, config.HOST);
logger.info({ port: config.PORT, pid: process.pid, eventStore: config.EVENT_STORE, payments: config.PAYMENTS_PROVIDER }, 'api listening');
const heartbeat = startHeartbeat(app.get<Pool>(DATABASE_POOL), 'api');
announceReady();

onShutdown(
  async () => {
    await heartbeat.stop();
    // Each keep-alive connection is closed once its request in flight has been answered: Node closes
    // only those idle when the close begins, and a client keeping one open would hold the stop until its deadline.
    const server = app.getHttpServer();
    const closer = setInterval(() => server.closeIdleConnections(), 100);
    await app.close(); // stops accepting, lets in-flight requests finish, then closes connections
    clearInterval(closer);
    logger.info('api stopped');
  },
  { logger },
);
