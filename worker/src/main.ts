import { Worker } from 'bullmq';
import { createLogger, loadConfigOrExit, logContext, onShutdown } from '@petshop/api/platform';
import { processors } from './processors.js';

const config = loadConfigOrExit();
const logger = createLogger('worker', config.LOG_LEVEL);
const connection = { url: config.REDIS_URL, maxRetriesPerRequest: null };

const workers = Object.entries(processors).map(([queue, byName]) => {
  const worker = new Worker(
    queue,
    (job) =>
      logContext.run({ reqId: `job:${queue}:${job.id}` }, async () => {
        const process = byName[job.name];
        if (!process) throw new Error(`No processor for job "${job.name}" on queue "${queue}"`);
        return process(job);
      }),
    { connection, prefix: config.REDIS_PREFIX, concurrency: 8 },
  );
  worker.on('failed', (job, error) => logger.warn({ queue, job: job?.name, jobId: job?.id, err: error }, 'job failed'));
  worker.on('error', (error) => logger.error({ queue, err: error }, 'worker error'));
  return worker;
});
logger.info({ queues: Object.keys(processors) }, 'worker running');

// Worker.close() waits for the jobs in hand to finish before it disconnects.
onShutdown(
  async () => {
    await Promise.all(workers.map((worker) => worker.close()));
    logger.info('worker stopped');
  },
  { log: (message) => logger.info(message), timeoutMs: 30_000 },
);
