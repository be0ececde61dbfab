import { Queue, Worker } from 'bullmq';
import { startCommands } from '@petshop/api/commands';
import { contexts, loadReactions } from '@petshop/api/contexts';
import {
  announceReady,
  asJobFailure,
  countJobCompleted,
  eventStoreMetrics,
  JOB_DEFAULTS,
  jobMetrics,
  createLogger,
  Lease,
  loadConfigOrExit,
  logContext,
  onShutdown,
  OPERATIONS_QUEUE,
  PAYMENTS_QUEUE,
  redisConnection,
  sessionSettings,
  startCheckpointAtHead,
  startHeartbeat,
  startProcessMetrics,
  startTableUpkeep,
  workerMetricsPort,
} from '@petshop/api/platform';
import { checkoutMetrics } from '@petshop/api/ordering';
import { logJobFailure, workerErrorLog } from './worker-logs.js';
import { operationsProcessors, paymentProcessors, type Processor } from './processors.js';
import { reactions } from './reactions.js';
import { INVOICING_CHECKPOINT, invoicing } from './invoicing.js';
import { cpuPressureMeter, YieldToBusyCpu } from './cpu-pressure.js';
import { startOpsSampler } from './ops-sampler.js';
import { startHeldTransactionAlerts } from './held-transaction-alerts.js';
import { projections } from '@petshop/api/projections';

const config = loadConfigOrExit();
const logger = createLogger('worker', config.LOG_LEVEL);
// With METRICS_TOKEN set, before the commands' event store is made, so that its appends are measured.
// Each of several workers on its own port (see workerMetricsPort).
const metricsServer = startProcessMetrics(
  config,
  'worker',
  workerMetricsPort(config, config.WORKER_INSTANCE),
  [eventStoreMetrics, checkoutMetrics, jobMetrics],
  logger,
);
// The contexts' commands, without the HTTP server: jobs reach them on the same CommandBus as the API.
const context = await startCommands(config, 'worker', logger);
const { pool, store } = context;
const paymentsQueue = new Queue(PAYMENTS_QUEUE, { connection: redisConnection(config), prefix: config.REDIS_PREFIX, defaultJobOptions: JOB_DEFAULTS });
const queues: Record<string, Record<string, Processor>> = {
  [PAYMENTS_QUEUE]: paymentProcessors(context.commands, config.PAYMENT_TIMEOUT_MINUTES),
  [OPERATIONS_QUEUE]: operationsProcessors(store, pool, context.processKey, logger),
};

const workers = Object.entries(queues).map(([queue, byName]) => {
  const worker = new Worker(
    queue,
    (job) =>
      logContext.run({ reqId: `job:${queue}:${job.id}` }, async () => {
        const process = byName[job.name];
        if (!process) throw new Error(`No processor for job "${job.name}" on queue "${queue}"`);
        try {
          return await process(job);
        } catch (error) {
          throw asJobFailure(error);
        }
      }),
    {
      connection: redisConnection(config),
      prefix: config.REDIS_PREFIX,
      concurrency: 16,
      lockDuration: config.JOB_LOCK_DURATION_MS,
      stalledInterval: config.JOB_STALLED_INTERVAL_MS,
    },
  );
  worker.on('completed', (job) => countJobCompleted(queue, job.name));
  worker.on('failed', (job, error) => logJobFailure(logger, queue, job, error));
  worker.on('error', workerErrorLog(logger, queue));
  return worker;
});
// One schedule however many workers run: the scheduler id is the key.
await paymentsQueue.upsertJobScheduler('reconcile-payments', { every: config.RECONCILE_INTERVAL_SECONDS * 1_000 }, { name: 'reconcile-payments' });
await paymentsQueue.upsertJobScheduler('retry-owed-refunds', { every: config.RECONCILE_INTERVAL_SECONDS * 1_000 }, { name: 'retry-owed-refunds' });
// However many workers run, one reacts at a time (two followers of one checkpoint would both react
// and race on it): the others wait for its lease and one of them takes over the moment it ends.
const reacting = new Lease(config.DATABASE_URL, 'reactions', logger, sessionSettings(config));
const contextReactions = await loadReactions(contexts);
reacting.run(() => {
  const follower = reactions(store, pool, paymentsQueue, context.commands, logger, contextReactions);
  follower.start();
  return follower;
});
// Invoices and credit notes, one worker at a time as well, from the first event after invoicing began.
await startCheckpointAtHead(store, pool, INVOICING_CHECKPOINT);
const issuing = new Lease(config.DATABASE_URL, 'invoicing', logger, sessionSettings(config));
issuing.run(() => {
  const background = new YieldToBusyCpu(cpuPressureMeter(), { busyAt: config.MAIL_YIELD_AT_CPU_PRESSURE / 100, lookEveryMs: 100, maxWaitMs: 1_000 });
  const follower = invoicing(store, pool, context.commands, logger, background);
  follower.start();
  return follower;
});
const heartbeat = startHeartbeat(pool, 'worker');
// Where Postgres runs without autovacuum, the workers keep the tables' statistics and dead rows in hand.
const tableUpkeep = startTableUpkeep({ pool, logger });
// The operations page's gauges, once a minute by one worker (see ops-sampler.ts); the operations queue is opened to be counted.
const operationsQueue = new Queue(OPERATIONS_QUEUE, { connection: redisConnection(config), prefix: config.REDIS_PREFIX });
const opsSampler = startOpsSampler({ pool, store, queues: [paymentsQueue, operationsQueue], projections: projections.map(({ name }) => name), logger });
// Staff's alert while a transaction left open holds the shop's events back.
const heldTransactionAlerts = startHeldTransactionAlerts(pool, logger);
logger.info({ queues: Object.keys(queues) }, 'worker running');
announceReady();

// Worker.close() lets the jobs in hand finish before it disconnects.
onShutdown(
  async () => {
    await heartbeat.stop();
    await tableUpkeep.stop();
    await opsSampler.stop();
    await heldTransactionAlerts.stop();
    await operationsQueue.close();
    await reacting.stop();
    await issuing.stop();
    await Promise.all(workers.map((worker) => worker.close()));
    await paymentsQueue.close();
    await metricsServer?.close();
    await context.close();
    logger.info('worker stopped');
  },
  { logger, timeoutMs: 30_000 },
);
