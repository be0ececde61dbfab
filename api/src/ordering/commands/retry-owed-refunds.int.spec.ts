import { randomBytes, randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { raiseAlert, resolveAlert } from '../../platform/alerts/alerts.js';
import { loadConfig } from '../../platform/config.js';
import { Jobs, PAYMENTS_QUEUE, redisConnection } from '../../platform/queues/jobs.js';
import { commandBus } from '../../platform/testing/command-spec.js';
import { createTestDatabase, type TestDatabase } from '../../platform/testing/test-database.js';
import { dropRedisPrefix } from '../../platform/testing/test-redis.js';
import { refundAlertKey, refundJobId } from './process-refund.js';
import { RetryOwedRefundsCommand, RetryOwedRefundsHandler } from './retry-owed-refunds.js';

// Real Postgres for the alerts and real Redis (a prefix of the test's own) for the queue.
describe('RetryOwedRefunds', () => {
  const config = loadConfig({ NODE_ENV: 'test', REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}` });
  let database: TestDatabase;
  let jobs: Jobs;
  let queue: Queue;
  let handler: RetryOwedRefundsHandler;
  beforeAll(async () => {
    database = await createTestDatabase('retry_refunds');
    jobs = new Jobs(config);
    queue = new Queue(PAYMENTS_QUEUE, { connection: redisConnection(config), prefix: config.REDIS_PREFIX });
    handler = new RetryOwedRefundsHandler(database.pool, jobs);
  });
  afterAll(async () => {
    await jobs.close();
    await queue.close();
    await database.drop();
    await dropRedisPrefix(config.REDIS_URL, config.REDIS_PREFIX);
  });

  /** Given: a refund whose job gave up, kept owed in an alert whose next attempt is due (or not yet). */
  async function owedRefund({ due }: { due: boolean }) {
    const orderId = randomUUID();
    const refundKey = `${orderId}:order_cancelled`;
    await raiseAlert(database.pool, {
      key: refundAlertKey(refundKey),
      kind: 'refund',
      orderId,
      message: 'The refund could not be made: Boom',
      retry: { afterMs: 300_000, maxAfterMs: 600_000 },
    });
    if (due) await database.pool.query("UPDATE alerts SET next_attempt_at = now() - interval '1 second' WHERE key = $1", [refundAlertKey(refundKey)]);
    return { orderId, refundKey };
  }
  // Through a bus, as the worker's job sends it: the handler itself takes no arguments.
  const retry = () => commandBus([RetryOwedRefundsCommand, handler]).execute(new RetryOwedRefundsCommand());

  it('queues a refund job again for each owed refund whose next attempt is due, named by the refund so it runs once', async () => {
    const due = await owedRefund({ due: true });
    const notYet = await owedRefund({ due: false });
    const settled = await owedRefund({ due: true });
    await resolveAlert(database.pool, refundAlertKey(settled.refundKey));

    expect(await retry()).toEqual({ requeued: 1 });

    const job = await queue.getJob(refundJobId(due.refundKey));
    expect({ name: job?.name, data: job?.data }).toEqual({ name: 'refund', data: { orderId: due.orderId, refundKey: due.refundKey } });
    expect(await queue.getJob(refundJobId(notYet.refundKey))).toBeUndefined();
    expect(await queue.getJob(refundJobId(settled.refundKey))).toBeUndefined();
  });

  it('leaves a refund job that is still waiting alone when the sweep runs again', async () => {
    const due = await owedRefund({ due: true });
    await retry();

    expect(await retry()).toEqual({ requeued: 0 });
    expect(await (await queue.getJob(refundJobId(due.refundKey)))?.getState()).toBe('waiting');
    expect(await queue.getJobCountByTypes('waiting', 'delayed', 'active')).toBe(2); // this one and the first test's: no second copy
  });

  it('queues the job of a refund owed that Redis no longer has (Redis was lost), and leaves one whose job is still there', async () => {
    await queue.obliterate({ force: true }); // every job of the queue gone, as with Redis
    await database.pool.query('UPDATE alerts SET resolved_at = now() WHERE resolved_at IS NULL'); // the earlier tests' alerts: the other way back
    const owe = async (refundKey: string, orderId: string) =>
      database.pool.query("INSERT INTO owed_refunds (order_id, refund_key, requested_at) VALUES ($1, $2, now() - interval '1 hour')", [orderId, refundKey]);
    const lost = { orderId: randomUUID(), refundKey: '' };
    lost.refundKey = `${lost.orderId}:order_cancelled`;
    const queued = { orderId: randomUUID(), refundKey: '' };
    queued.refundKey = `${queued.orderId}:order_cancelled`;
    await owe(lost.refundKey, lost.orderId);
    await owe(queued.refundKey, queued.orderId);
    await queue.add('refund', queued, { jobId: refundJobId(queued.refundKey), delay: 60_000 }); // retrying later, as a job does after a failure

    expect(await retry()).toEqual({ requeued: 1 });

    const job = await queue.getJob(refundJobId(lost.refundKey));
    expect({ name: job?.name, data: job?.data, state: await job?.getState() }).toEqual({ name: 'refund', data: lost, state: 'waiting' });
    expect(await (await queue.getJob(refundJobId(queued.refundKey)))?.getState()).toBe('delayed');
    expect(await retry()).toEqual({ requeued: 0 });
  });
});
