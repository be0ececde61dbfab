import { CommandBus } from '@nestjs/cqrs';
import { Queue, Worker } from 'bullmq';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../app.js';
import { SignUpCommand } from '../identity/index.js';
import { loadConfig } from '../platform/config.js';
import { OPERATIONS_QUEUE, PAYMENTS_QUEUE, redisConnection } from '../platform/queues/jobs.js';
import { createTestApp, type TestApp } from '../platform/testing/test-app.js';
import { BoardSessions } from './board-sessions.js';

const HTML = 'text/html,application/xhtml+xml';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const sessionCookie = (setCookie: string | string[] | undefined) =>
  [setCookie]
    .flat()
    .find((c) => c?.startsWith('queues_session='))!
    .split(';')[0]!;

describe('queue board at /admin/queues', () => {
  let t: TestApp;
  let staffToken: string;

  beforeAll(async () => {
    t = await createTestApp('queue-board');
    const staff = { firstName: 'Sam', lastName: 'Staff', email: 'sam.queues@petshop.local', password: 'Staff1' };
    await t.app.get(CommandBus).execute(new SignUpCommand(staff, 'staff'));
    staffToken = (await t.http().post('/api/auth/login').send({ email: staff.email, password: staff.password }).expect(200)).body.token;
  });
  afterAll(() => t.close());

  it('answers a call without credentials with 401 in the JSON envelope, never the console', async () => {
    const response = await t.http().get('/admin/queues/api/queues').expect(401);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({ status: false, message: 'Authentication required' });
    await t.http().get('/admin/queues/static/js/anything.js').expect(401);
    await t.http().get('/admin/queues/no-such-page').expect(401);
  });

  it('shows a browser without a session a page that sends it to the staff console', async () => {
    const response = await t.http().get('/admin/queues').set('accept', HTML).expect(401);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.text).toContain('href="/admin/"');
    expect(response.text).not.toContain('__UI_CONFIG__');
  });

  it('refuses customers (403), as a bearer and for a session', async () => {
    const { token } = await t.customer();
    expect((await t.http().get('/admin/queues/api/queues').set(bearer(token)).expect(403)).body).toEqual({
      status: false,
      message: 'You do not have access to this',
    });
    await t.http().post('/api/admin/queues/session').set(bearer(token)).expect(403);
    // A session somehow issued to a customer still opens nothing: the account's role is read at every request.
    const forged = new BoardSessions(t.config.JWT_SECRET).issue({ _id: (await t.customer()).user._id }).token;
    await t.http().get('/admin/queues/api/queues').set('cookie', `queues_session=${forged}`).expect(403);
  });

  it('lists the payments queue to staff with a bearer token, failed jobs included once their retries are spent', async () => {
    // The worker's prefix and connection, as worker/src/main.ts opens them.
    const options = { connection: redisConnection(t.config), prefix: t.config.REDIS_PREFIX };
    const queue = new Queue(PAYMENTS_QUEUE, options);
    const worker = new Worker(PAYMENTS_QUEUE, async () => Promise.reject(new Error('provider unreachable')), options);
    try {
      const failed = new Promise((resolve) => worker.on('failed', (job) => job && job.attemptsMade >= 2 && resolve(job.id)));
      await queue.add('refund', { orderId: 'o-1' }, { jobId: 'refund-o-1', attempts: 2, backoff: { type: 'fixed', delay: 10 } });
      await failed;
    } finally {
      await worker.close();
      await queue.close();
    }

    const response = await t
      .http()
      .get('/admin/queues/api/queues?activeQueue=payments&status=failed&page=1&jobsPerPage=10')
      .set(bearer(staffToken))
      .expect(200);
    const payments = response.body.queues.find((q: { name: string }) => q.name === PAYMENTS_QUEUE);
    expect(payments.counts).toMatchObject({ failed: 1 });
    expect(payments.jobs).toEqual([expect.objectContaining({ id: 'refund-o-1', name: 'refund', attempts: 2, failedReason: 'provider unreachable' })]);
  });

  it('opens the board with the session cookie an admin or staff member starts', async () => {
    const started = await t.http().post('/api/admin/queues/session').set(bearer(staffToken)).expect(200);
    expect(started.body).toEqual({ status: true, message: 'Queue board session started', url: '/admin/queues/', expiresAt: expect.any(String) });
    const setCookie = [started.headers['set-cookie']].flat().join('\n');
    expect(setCookie).toMatch(/^queues_session=[\w.-]+; Path=\/admin\/queues; Max-Age=900; HttpOnly; SameSite=Strict$/);
    const cookie = sessionCookie(started.headers['set-cookie']);

    const page = await t.http().get('/admin/queues').set({ cookie, accept: HTML }).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('<base href="/admin/queues/"');
    expect(page.text).toContain('__UI_CONFIG__');
    const script = /src="(static\/js\/main\.[^"]+\.js)"/.exec(page.text)![1];
    await t.http().get(`/admin/queues/${script}`).set({ cookie }).expect(200);
    await t.http().get(`/admin/queues/${script}`).expect(401);

    const queues = await t.http().get('/admin/queues/api/queues').set({ cookie }).expect(200);
    expect(queues.body.queues.map((q: { name: string }) => q.name)).toEqual([PAYMENTS_QUEUE, OPERATIONS_QUEUE]);
    // Client routes of the board are the board's; other paths under it are not the console's.
    await t.http().get('/admin/queues/queue/payments').set({ cookie, accept: HTML }).expect(200);
    expect((await t.http().get('/admin/queues/no-such-page').set({ cookie }).expect(404)).body).toEqual({ status: false, message: 'Not found' });

    const admin = await t
      .http()
      .post('/api/admin/queues/session')
      .set(bearer(await t.adminToken()))
      .expect(200);
    await t
      .http()
      .get('/admin/queues/api/queues')
      .set({ cookie: sessionCookie(admin.headers['set-cookie']) })
      .expect(200);
  });

  it('refuses a tampered, expired or foreign cookie with 401, and a session is no API token', async () => {
    const started = await t.http().post('/api/admin/queues/session').set(bearer(staffToken)).expect(200);
    const token = sessionCookie(started.headers['set-cookie']).slice('queues_session='.length);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const tampered = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await t.http().get('/admin/queues/api/queues').set('cookie', `queues_session=${tampered}`).expect(401)).body).toEqual({
      status: false,
      message: 'Invalid token',
    });

    const staffId = (await t.http().get('/api/auth/me').set(bearer(staffToken)).expect(200)).body.user._id;
    const expired = new BoardSessions(t.config.JWT_SECRET).issue({ _id: staffId }, Date.now() - 16 * 60_000).token;
    expect((await t.http().get('/admin/queues/api/queues').set('cookie', `queues_session=${expired}`).expect(401)).body).toEqual({
      status: false,
      message: 'Token expired',
    });
    const expiredPage = await t
      .http()
      .get('/admin/queues')
      .set({ cookie: `queues_session=${expired}`, accept: HTML })
      .expect(401);
    expect(expiredPage.text).toContain('Token expired');

    // An API token is not a board session, and a board session is not an API token.
    await t.http().get('/admin/queues/api/queues').set('cookie', `queues_session=${staffToken}`).expect(401);
    await t.http().get('/api/auth/me').set(bearer(token)).expect(401);
  });

  it('starts a session only for a bodiless call', async () => {
    await t.http().post('/api/admin/queues/session').set(bearer(staffToken)).send({ role: 'admin' }).expect(400);
    await t.http().post('/api/admin/queues/session').expect(401);
  });

  it('starts without Redis, serves the board page, and answers 503 to its data calls meanwhile', async () => {
    const adminToken = await t.adminToken();
    const config = loadConfig({
      NODE_ENV: 'test',
      PASSWORD_HASH_COST: 'test',
      DATABASE_URL: t.database.url,
      REDIS_URL: 'redis://127.0.0.1:1',
      REDIS_PREFIX: t.config.REDIS_PREFIX,
    });
    const broken = await createApp(config, pino({ level: 'silent' }));
    try {
      await broken.init();
      await broken.getHttpAdapter().getInstance().ready();
      const http = () => request(broken.getHttpServer());
      await http()
        .get('/admin/queues')
        .set({ ...bearer(adminToken), accept: HTML })
        .expect(200);
      const response = await http().get('/admin/queues/api/queues').set(bearer(adminToken)).expect(503);
      expect(response.body).toEqual({ status: false, message: expect.stringContaining('unavailable') });
      await http().get('/api/health').expect(503);
    } finally {
      await broken.close();
    }
  });
});
