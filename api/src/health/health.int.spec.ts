import request from 'supertest';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pino from 'pino';
import { createApp } from '../app.js';
import { loadConfig } from '../platform/config.js';
import { PostgresEventStore } from '../platform/event-store/postgres.event-store.js';
import { eventually } from '../platform/testing/eventually.js';
import { openWriteTransaction, writeEventAged } from '../platform/testing/open-writers.js';
import { createTestDatabase, type TestDatabase } from '../platform/testing/test-database.js';
import { startTestSandbox, type TestSandbox } from '../platform/testing/test-sandbox.js';
import { projections } from '../projections.js';
import { startCheckpointAtHead } from '../platform/projections/checkpoints.js';
import { type BeatingProcess, startHeartbeat, type Heartbeat } from '../platform/heartbeats/heartbeats.js';
import { recordSupervision, type SupervisedProcess } from '../platform/supervision/supervised-processes.js';

const ISO_TIME = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
const metadata = { actor: { _id: null, email: null, role: 'system' as const, name: 'test' }, correlationId: 'c', causationId: 'c' };

async function startApp(env: Record<string, string>) {
  const app = await createApp(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test', ...env }), pino({ level: 'silent' }));
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

describe('GET /api/health', () => {
  let database: TestDatabase;
  let sandbox: TestSandbox;
  let app: NestFastifyApplication;
  let heartbeats: Heartbeat[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('health');
    sandbox = await startTestSandbox();
    app = await startApp({ DATABASE_URL: database.url, SANDBOX_URL: sandbox.url });
  });
  afterEach(async () => {
    await Promise.all(heartbeats.map((heartbeat) => heartbeat.stop()));
    heartbeats = [];
  });
  afterAll(async () => {
    await app.close();
    await sandbox.close();
    await database.drop();
  });

  // The worker, the mailer and the projections runner are other processes; here their heartbeats stand for them.
  const beating = (...names: BeatingProcess[]) => (heartbeats = names.map((name) => startHeartbeat(database.pool, name, 100)));
  /** /api/health's answer now, which must have `status`. */
  const health = (status: number) => request(app.getHttpServer()).get('/api/health').expect(status);
  /** /api/health's answer once it has `status` and its body passes `check`: heartbeats and the supervisor's record take a moment to show. */
  const healthOnce = (status: number, check: (body: Awaited<ReturnType<typeof health>>['body']) => void = () => undefined) =>
    eventually(
      async () => {
        const answer = await health(status);
        check(answer.body);
        return answer;
      },
      // Each of health's checks gives up after 2 s, and a busy machine (CI's two lanes) can take that long more than once.
      30_000,
      100,
    );

  it('reports every part up and each projection behind by what it has not applied', async () => {
    beating('worker', 'projections');
    await new PostgresEventStore(database.pool).append(
      'cart-1',
      [
        { type: 'CartCreated', data: {}, metadata },
        { type: 'ItemAdded', data: {}, metadata },
      ],
      'no_stream',
    );
    // Readers see a commit once every older write transaction of the database has finished, and
    // other suites' transactions can hold it back for a moment (horizon.ts).
    const response = await healthOnce(200, (body) =>
      expect(body.projections.lag).toContainEqual({ name: 'orders', position: null, behindEvents: 2, behindMs: expect.any(Number) }),
    );
    expect(response.body).toMatchObject({
      status: true,
      api: { ok: true },
      postgres: { ok: true },
      redis: { ok: true },
      eventStore: { ok: true, adapter: 'postgres' },
      worker: { ok: true, instances: 1 },
      paymentProvider: { ok: true, provider: 'sandbox' },
      projections: { ok: true, running: { ok: true, instances: 1 } },
      alerts: { reconciliation: 0, refund: 0, webhook: 0, mail: 0, transaction: 0 },
      heldTransactions: { ok: true, eventsHeldForSeconds: 0, transactions: [] },
      supervisor: { ok: true, processes: [] },
    });
    expect(response.body.projections.lag.map((p: { name: string }) => p.name)).toEqual(projections.map((p) => p.name));
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
    // Every projection caught up again: left pending, these two events would turn each later test's
    // 200 into a stall once they were 30 s old, on a machine slow enough to take that long.
    for (const { name } of projections) {
      await database.pool.query('DELETE FROM projection_checkpoints WHERE name = $1', [name]);
      await startCheckpointAtHead(new PostgresEventStore(database.pool), database.pool, name);
    }
  });

  it('shows whether a mailer beats, and stays 200 without one: mail waits in the outbox', async () => {
    beating('worker', 'projections');
    const without = (await healthOnce(200)).body;
    expect(without).toMatchObject({ status: true, mailer: { ok: false, instances: 0 } });
    for (const heartbeat of heartbeats) await heartbeat.stop();
    beating('worker', 'projections', 'mailer');
    await healthOnce(200, (body) => expect(body.mailer).toMatchObject({ ok: true, instances: 1 }));
  });

  it('lists every instance of each kind beating now, with its pid and when it started and last beat', async () => {
    beating('api', 'api', 'worker', 'worker', 'projections');
    const beat = { instance: expect.stringMatching(new RegExp(`:${process.pid}:`)), pid: process.pid, startedAt: ISO_TIME, lastBeatAt: ISO_TIME };
    // Each heartbeat's first beat is its own insert, so on a busy machine they land one by one.
    const { instances } = (
      await healthOnce(200, (body) => {
        expect(body).toMatchObject({ worker: { ok: true, instances: 2 }, mailer: { ok: false, instances: 0 } });
        expect(body.instances).toEqual({ api: [beat, beat], worker: [beat, beat], projections: [beat], mailer: [] });
      })
    ).body;
    expect(new Set(instances.worker.map(({ instance }: { instance: string }) => instance)).size).toBe(2);

    // One that stops is gone from the list at once.
    await heartbeats[2]!.stop();
    const after = (await health(200)).body.instances;
    expect(after.worker).toHaveLength(1);
    expect(instances.worker.map(({ instance }: { instance: string }) => instance)).toContain(after.worker[0].instance);
  });

  it('answers 503 naming the worker and the projections when they stop beating', async () => {
    const response = await healthOnce(503, (body) => expect(body.down).toEqual(['worker', 'projections']));
    expect(response.body).toMatchObject({
      status: false,
      message: 'Checkout cannot go through: worker, projections are down',
      worker: { ok: false },
      projections: { ok: false, running: { ok: false } },
    });
    expect((await request(app.getHttpServer()).get('/api/health/live').expect(200)).body).toEqual({ status: true });
  });

  it('answers 503 when the payment provider does not answer', async () => {
    beating('worker', 'projections');
    const noProvider = await startApp({ DATABASE_URL: database.url, SANDBOX_URL: 'http://127.0.0.1:1' });
    try {
      const response = await eventually(() => request(noProvider.getHttpServer()).get('/api/health').expect(503), 10_000, 200);
      expect(response.body).toMatchObject({ status: false, down: ['paymentProvider'], paymentProvider: { ok: false, error: expect.any(String) } });
    } finally {
      await noProvider.close();
    }
  });

  it("answers 503 naming a process npm start's supervisor sees crash-looping, though it is up between crashes", async () => {
    beating('worker', 'projections');
    const running = (name: string): SupervisedProcess => ({
      name,
      state: 'running',
      pid: 100,
      everReady: true,
      restarts: 0,
      recentCrashes: 0,
      lastExit: null,
      nextStartAt: null,
    });
    const looping: SupervisedProcess = {
      ...running('sandbox'),
      state: 'crash-looping',
      pid: null,
      restarts: 7,
      recentCrashes: 7,
      lastExit: { reason: 'SIGKILL', at: new Date().toISOString(), ranForMs: 800 },
      nextStartAt: new Date(Date.now() + 8_000).toISOString(),
    };
    const record = recordSupervision(database.url, 100);
    try {
      record.publish([running('api'), looping]);
      const response = await healthOnce(503, (body) => expect(body.supervisor.processes).toHaveLength(2));
      expect(response.body).toMatchObject({
        status: false,
        down: ['sandbox'],
        message: 'Checkout cannot go through: sandbox (crash-looping) is down',
        paymentProvider: { ok: true },
        supervisor: {
          ok: false,
          processes: [expect.objectContaining(running('api')), expect.objectContaining({ ...looping, supervisor: expect.any(String) })],
        },
      });

      // The mailbox crash-looping is shown, but checkout does without it: no 503.
      record.publish([running('api'), running('sandbox'), { ...looping, name: 'mailbox' }]);
      const mailless = await healthOnce(200, (body) => expect(body.degraded).toBeDefined());
      expect(mailless.body).toMatchObject({
        status: true,
        degraded: ['mailbox (crash-looping): mails wait in the outbox and go out once it is back'],
        supervisor: { ok: false },
      });
      expect(mailless.body.down).toBeUndefined();

      // One of several workers crash-looping costs no checkout while another runs; all of them do.
      const workers = [running('api'), running('sandbox'), running('mailbox'), { ...looping, name: 'worker-2' }];
      record.publish([...workers, running('worker-1')]);
      await healthOnce(200, (body) => expect(body.degraded).toEqual(['worker-2 (crash-looping): worker-1 serves meanwhile']));
      record.publish([...workers, { ...looping, name: 'worker-1' }]);
      const noWorker = await healthOnce(503);
      expect(noWorker.body).toMatchObject({
        down: ['worker-1', 'worker-2'],
        message: 'Checkout cannot go through: worker-1 (crash-looping), worker-2 (crash-looping) are down',
      });

      // Out of its loop (a run that lasted), it is no longer held against the shop.
      record.publish([running('api'), running('sandbox'), running('mailbox')]);
      const healthy = await healthOnce(200, (body) => expect(body.supervisor.ok).toBe(true));
      expect(healthy.body.supervisor).toEqual({
        ok: true,
        processes: [expect.objectContaining(running('api')), expect.objectContaining(running('mailbox')), expect.objectContaining(running('sandbox'))],
      });
      expect(healthy.body.degraded).toBeUndefined();
    } finally {
      await record.stop();
    }
    // A supervisor that stopped takes its processes with it.
    expect((await health(200)).body.supervisor).toEqual({ ok: true, processes: [] });
  });

  it('answers 503 when Redis is down', async () => {
    beating('worker', 'projections');
    const broken = await startApp({ DATABASE_URL: database.url, SANDBOX_URL: sandbox.url, REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const response = await request(broken.getHttpServer()).get('/api/health').expect(503);
      expect(response.body).toMatchObject({ status: false, down: ['redis'], redis: { ok: false }, postgres: { ok: true } });
    } finally {
      await broken.close();
    }
  });

  // Last: the events it holds back show once the transaction ends, and no projection runs here to apply them.
  it('names a transaction left open that holds events back past 5 s, and answers 503 past the 30 s stall, saying why', async () => {
    beating('worker', 'projections');
    const psql = await openWriteTransaction(database.url, 'psql');
    try {
      await writeEventAged(database.pool, 10);
      const named = (await health(200)).body;
      expect(named.heldTransactions).toEqual({
        ok: true,
        eventsHeldForSeconds: expect.any(Number),
        transactions: [
          {
            pid: psql.pid,
            transactionId: expect.any(String),
            applicationName: 'psql',
            clientAddress: '127.0.0.1',
            state: 'idle in transaction',
            ageSeconds: expect.any(Number),
            query: 'SELECT pg_current_xact_id()',
          },
        ],
      });
      // Held back, the events are not yet behind any projection: its lag alone would say all is well.
      expect(named.projections.ok).toBe(true);

      await writeEventAged(database.pool, 31);
      const stalled = (await health(503)).body;
      expect(stalled).toMatchObject({ status: false, down: ['heldTransactions'], heldTransactions: { ok: false, transactions: [{ pid: psql.pid }] } });
      expect(stalled.heldTransactions.eventsHeldForSeconds).toBeGreaterThanOrEqual(31);
      expect(stalled.message).toBe(stalled.heldTransactions.error);
      expect(stalled.message).toMatch(
        new RegExp(
          `^A transaction left open in the shop's database has held back every event written for 3\\d s: pid ${psql.pid} \\(psql from 127\\.0\\.0\\.1`,
        ),
      );
      expect(stalled.message).toMatch(/shoppers do not see their new orders, payments wait to be confirmed and no mail goes out/);
    } finally {
      await psql.end();
    }
  });
});

describe('one origin', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    database = await createTestDatabase('origin');
    app = await startApp({ DATABASE_URL: database.url });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('answers an unknown API path with the JSON error envelope, never the storefront', async () => {
    const response = await request(app.getHttpServer()).get('/api/no-such-thing').expect(404);
    expect(response.body).toEqual({ status: false, message: expect.any(String) });
  });

  it('keeps a caller-supplied request id', async () => {
    const response = await request(app.getHttpServer()).get('/api/health/live').set('x-request-id', 'abc-123');
    expect(response.headers['x-request-id']).toBe('abc-123');
  });

  it('answers the origins of CORS_ORIGINS with the headers react-admin needs, and their preflights; no other origin', async () => {
    const listed = await startApp({ DATABASE_URL: database.url, CORS_ORIGINS: 'https://console.example.in' });
    try {
      const http = () => request(listed.getHttpServer());
      const response = await http().get('/api/health/live').set('origin', 'https://console.example.in').expect(200);
      expect(response.headers).toMatchObject({ 'access-control-allow-origin': 'https://console.example.in', vary: 'Origin' });
      expect(response.headers['access-control-expose-headers']).toMatch(/Content-Range/);
      const preflight = await http()
        .options('/api/admin/products')
        .set({ origin: 'https://console.example.in', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type' })
        .expect(204);
      expect(preflight.headers).toMatchObject({
        'access-control-allow-origin': 'https://console.example.in',
        'access-control-allow-headers': 'authorization,content-type',
      });
      expect(preflight.headers['access-control-allow-methods']).toMatch(/PUT/);
      for (const origin of ['https://elsewhere.example', 'http://localhost:5173']) {
        const refused = await http().options('/api/admin/products').set({ origin, 'access-control-request-method': 'PUT' }).expect(204);
        const read = await http().get('/api/products').set('origin', origin).expect(200);
        for (const { headers } of [refused, read]) {
          expect(Object.keys(headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
        }
      }
      const sameOrigin = await http().get('/api/health/live').expect(200);
      expect(sameOrigin.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await listed.close();
    }
  });

  it('serves the OpenAPI document', async () => {
    const response = await request(app.getHttpServer()).get('/api/docs/openapi.json').expect(200);
    expect(response.body.paths).toHaveProperty('/api/health');
  });

  it('serves the storefront for client routes and the console under /admin', async () => {
    const storefront = await request(app.getHttpServer()).get('/product-details/abc').expect(200);
    expect(storefront.headers['content-type']).toMatch(/text\/html/);
    expect(storefront.text).toContain('<div id="root">');
    const console = await request(app.getHttpServer()).get('/admin/orders').expect(200);
    expect(console.text).toContain('/admin/assets/');
  });
});
