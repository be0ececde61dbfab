import type { Socket } from 'node:net';
import { createApp } from './app.js';
import { loadConfigOrExit } from './platform/config.js';
import { sessionSettings, setDatabaseIdleTransactionTimeout } from './platform/database/idle-transactions.js';
import { DATABASE_POOL, type Pool } from './platform/database/pool.js';
import { startHeartbeat } from './platform/heartbeats/heartbeats.js';
import { createLogger } from './platform/logging/logger.js';
import { announceReady } from './platform/ready.js';
import { onShutdown } from './platform/shutdown.js';

/** How long a stop waits for requests in flight before it closes what is left (within onShutdown's 10 s). */
const STOP_GRACE_MS = 6_000;

const config = loadConfigOrExit();
const logger = createLogger('api', config.LOG_LEVEL);
const app = await createApp(config, logger);
// A copy or a restore of the database comes without the timeout `npm run migrate` set on it: set again at each start.
await setDatabaseIdleTransactionTimeout(app.get<Pool>(DATABASE_POOL), sessionSettings(config), (message) => logger.warn(message)).catch((error: unknown) =>
  logger.warn({ err: error }, 'could not set the idle transaction timeout on the database'),
);
await app.listen(config.PORT, config.HOST);
logger.info({ port: config.PORT, pid: process.pid, eventStore: config.EVENT_STORE, payments: config.PAYMENTS_PROVIDER }, 'api listening');
const heartbeat = startHeartbeat(app.get<Pool>(DATABASE_POOL), 'api');
// Every connection, for the stop: Node's own lists miss one that has not yet sent a request.
const server = app.getHttpServer();
const connections = new Set<Socket>();
server.on('connection', (socket: Socket) => {
  connections.add(socket);
  socket.once('close', () => connections.delete(socket));
});
announceReady();

onShutdown(
  async () => {
    await heartbeat.stop();
    // Each keep-alive connection is closed once its request in flight has been answered: Node closes
    // only those idle when the close begins, and a client keeping one open would hold the stop until its deadline.
    const closer = setInterval(() => server.closeIdleConnections(), 100);
    // What is still open after the grace (a connection that never sent a request, a request stuck
    // past any answer) is cut, so the stop ends within its deadline with the rest shut down cleanly.
    const cutter = setTimeout(() => {
      logger.warn({ connections: connections.size }, 'connections still open after the grace: closing them');
      for (const socket of connections) socket.destroy();
    }, STOP_GRACE_MS);
    await app.close(); // stops accepting, lets in-flight requests finish, then closes connections
    clearInterval(closer);
    clearTimeout(cutter);
    logger.info('api stopped');
  },
  { logger },
);
