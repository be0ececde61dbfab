import {
  announceReady,
  createLogger,
  loadConfigOrExit,
  onShutdown,
  openFollowerStorage,
  projectionMetrics,
  startHeartbeat,
  startProcessMetrics,
} from '@petshop/api/platform';
import { projections, UPCASTERS } from '@petshop/api/projections';
import { ProjectionRunner } from './runner.js';
import { SharedCommits } from './shared-commits.js';

const config = loadConfigOrExit();
const logger = createLogger('projections', config.LOG_LEVEL);
const metricsServer = startProcessMetrics(config, 'projections', config.PROJECTIONS_METRICS_PORT, [projectionMetrics], logger);
const only = process.env.PROJECTIONS?.split(',').filter(Boolean);
const selected = only ? projections.filter((projection) => only.includes(projection.name)) : projections;

// Read models and their checkpoints commit together and can always be projected again, so they need not wait for the disk.
const storage = await openFollowerStorage(config, 'projections', selected.length + 2, UPCASTERS);
const { pool, store } = storage;
// The read models follow $all together and commit each batch together, in one round trip.
const commits = new SharedCommits(pool);
const runners = selected.map((projection) => new ProjectionRunner(projection, store, pool, logger, commits));
for (const runner of runners) runner.start();
const heartbeat = startHeartbeat(pool, 'projections');
logger.info({ projections: selected.map((projection) => projection.name), eventStore: config.EVENT_STORE }, 'projections running');
announceReady();

onShutdown(
  async () => {
    await heartbeat.stop();
    await metricsServer?.close();
    await Promise.all(runners.map((runner) => runner.stop()));
    await commits.close();
    await storage.close();
    logger.info('projections stopped');
  },
  { logger },
);
