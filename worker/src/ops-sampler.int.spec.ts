import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { createLogger, type EventMetadata, minuteOf } from '@petshop/api/platform';
import { orderStream } from '@petshop/api/ordering';
import { placed } from '../../api/src/ordering/testing/order-events.fixture.js';
import { commandWorld, given, type CommandWorld } from '../../api/src/platform/testing/command-spec.js';
import { eventually } from '../../api/src/platform/testing/eventually.js';
import { dropRedisPrefix } from '../../api/src/platform/testing/test-redis.js';
import { sampleMinute, type OpsSamplerParts } from './ops-sampler.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const metadata: EventMetadata = { actor: { _id: null, role: 'system', name: 'spec' }, correlationId: 'c', causationId: 'c' };

// Given a queue with jobs, a mail being retried and an event no projection has applied, then the
// minute's samples one worker writes, and nothing from a second worker sampling the same minute.
describe('operations sampler', () => {
  let world: CommandWorld;
  let queue: Queue;
  const prefix = `test-${randomBytes(6).toString('hex')}`;
  let parts: OpsSamplerParts;

  const samples = async (minute: Date) => {
    const { rows } = await world.pool.query<{ name: string; value: number }>('SELECT name, value FROM ops_samples WHERE minute = $1 ORDER BY name', [minute]);
    return Object.fromEntries(rows.map((row) => [row.name, row.value]));
  };

  beforeAll(async () => {
    world = await commandWorld('ops_sampler');
    queue = new Queue('payments', { connection: { url: REDIS_URL, maxRetriesPerRequest: null }, prefix });
    await queue.add('refund', {}, { jobId: 'refund-a' });
    await queue.add('refund', {}, { jobId: 'refund-b' });
    await queue.add('reconcile-payments', {}, { jobId: 'later', delay: 60_000 });
    await world.pool.query(
      `INSERT INTO mail_outbox (key, template, recipient, subject, data, status, attempts) VALUES ('event:e1:order-confirmed', 'order-confirmed', 'a@example.in', 'Hi', '{}', 'failed', 2)`,
    );
    await given(world.store, orderStream('o-1'), [placed({ orderId: 'o-1' })], metadata);
    // A transaction still open anywhere in the cluster (another suite's) hides the event for a moment.
    await eventually(async () => expect(await world.store.headPosition()).not.toBeNull(), 30_000);
    parts = { pool: world.pool, store: world.store, queues: [queue], projections: ['orders', 'order-history'], logger: createLogger('worker', 'silent') };
  });
  afterAll(async () => {
    await queue.close();
    await dropRedisPrefix(REDIS_URL, prefix);
    await world.close();
  });

  it('writes the minute once: queue depth and failed jobs, mails being retried, each projection’s lag', async () => {
    const now = new Date();
    expect(await sampleMinute(parts, now)).toBe(true);
    expect(await sampleMinute({ ...parts }, now)).toBe(false); // a second worker, the same minute
    const written = await samples(minuteOf(now));
    expect(written).toMatchObject({ sampler: 1, 'queue_depth:payments': 3, 'queue_failed:payments': 0, mails_failing: 1 });
    // Neither projection has applied the order's placement: both lag behind by how long it has waited.
    expect(written['projection_lag_seconds:orders']).toBeGreaterThan(0);
    expect(written['projection_lag_seconds:order-history']).toBeGreaterThan(0);
  });

  it('writes what it could when a part does not answer, and prunes figures past two days', async () => {
    const now = new Date(Date.now() + 120_000); // a minute of its own
    await world.pool.query(`INSERT INTO ops_samples (minute, name, value) VALUES (now() - interval '3 days', 'mails_failing', 4)`);
    await world.pool.query(
      `INSERT INTO ops_latency_minute (minute, route, bucket, count) VALUES (now() - interval '3 days', 'POST /api/orders/create', 20, 1)`,
    );
    const stuck = { name: 'stuck', getJobCounts: () => new Promise(() => undefined) } as unknown as Queue;
    expect(await sampleMinute({ ...parts, queues: [stuck], partTimeoutMs: 200 }, now)).toBe(true);
    const written = await samples(minuteOf(now));
    expect(written).toHaveProperty('mails_failing', 1);
    expect(Object.keys(written).some((name) => name.startsWith('queue_'))).toBe(false);
    const { rows } = await world.pool.query(
      `SELECT (SELECT count(*) FROM ops_samples WHERE minute < now() - interval '2 days')::int + (SELECT count(*) FROM ops_latency_minute WHERE minute < now() - interval '2 days')::int AS old`,
    );
    expect(rows[0].old).toBe(0);
  });
});
