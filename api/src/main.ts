import cluster from 'node:cluster';
import type { Socket } from 'node:net';
import { createApp } from './app.js';
import { takeConnections } from './platform/cluster/connection-handoff.js';
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
// Under cluster.ts the primary owns PORT and hands this instance its connections. The instance
// still listens, on a loopback port of its own that nobody is told of: Node's HTTP server sets up
// its request timeouts and its idle-connection tracking (which the stop below uses) only once it listens.
if (cluster.isWorker) await app.listen({ port: 0, host: '127.0.0.1', exclusive: true });
else await app.listen(config.PORT, config.HOST);
logger.info({ port: config.PORT, pid: process.pid, eventStore: config.EVENT_STORE, payments: config.PAYMENTS_PROVIDER }, 'api listening');
const heartbeat = startHeartbeat(app.get<Pool>(DATABASE_POOL), 'api');
// Every connection, for the stop: Node's own lists miss one that has not yet sent a request.
const server = app.getHttpServer();
const connections = new Set<Socket>();
let allClosed: (() => void) | undefined;
server.on('connection', (socket: Socket) => {
  connections.add(socket);
  socket.once('close', () => connections.delete(socket) && connections.size === 0 && allClosed?.());
});
const handedConnections = takeConnections(server);
announceReady();

onShutdown(
  async () => {
    handedConnections.leaveRotation();
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
    // Under cluster.ts the primary hands this instance no more connections once it asks it to stop, or
    // is told (above) that it stops, and those it handed were never the listener's own, which its close
    // would not wait for: waited for here.
    if (cluster.isWorker && connections.size) await new Promise<void>((resolve) => (allClosed = resolve));
    await app.close(); // stops accepting, lets in-flight requests finish, then closes connections
    clearInterval(closer);
    clearTimeout(cutter);
    logger.info('api stopped');
  },
  { logger },
);
