import { readModelCheckSchema } from '@petshop/contract';
import { Queue } from 'bullmq';
import { jobId, OPERATIONS_QUEUE, redisConnection } from '../../platform/queues/jobs.js';
import { createTestApp, type TestApp, listParameters } from '../../platform/testing/test-app.js';

// The API records a run and queues it for the worker; no worker runs here, so a started check
// stays running, as it would while a worker is busy with it.
describe('/api/admin/read-model-checks', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let customer: string;
  let queue: Queue;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const start = (token?: string) => {
    const request = t.http().post('/api/admin/read-model-checks');
    return token ? request.set(as(token)) : request;
  };
  const list = (token: string, query: Record<string, unknown> = {}) => t.http().get('/api/admin/read-model-checks').query(listParameters(query)).set(as(token));

  beforeAll(async () => {
    t = await createTestApp('admin_read_model_checks');
    admin = await t.adminToken();
    staff = (await t.staff()).token;
    customer = (await t.customer()).token;
    queue = new Queue(OPERATIONS_QUEUE, { connection: redisConnection(t.config), prefix: t.config.REDIS_PREFIX });
  });
  afterAll(async () => {
    await queue.close();
    await t.close();
  });

  it('lets only admins start a check, and only staff and admins read them', async () => {
    await start().expect(401);
    await start(customer).expect(403);
    await start(staff).expect(403);
    await t.http().get('/api/admin/read-model-checks').expect(401);
    await list(customer).expect(403);
    await t.http().get('/api/admin/read-model-checks/1').set(as(customer)).expect(403);
    const none = await list(staff).expect(200);
    expect(none.body).toEqual([]);
    expect(none.headers['content-range']).toBe('read-model-checks 0-0/0');
    const { rows } = await t.database.pool.query('SELECT 1 FROM read_model_checks');
    expect(rows).toEqual([]);
  });

  it('records a started check as running, queues it for the worker, and refuses a second while it runs', async () => {
    const started = await start(admin).send({}).expect(202);
    expect(readModelCheckSchema.strict().parse(started.body)).toEqual(started.body);
    expect(started.body).toMatchObject({
      status: 'running',
      source: 'console',
      startedBy: { email: 'admin@petshop.local', role: 'admin' },
      finishedAt: null,
      eventsRead: 0,
      rowsCompared: 0,
      differenceCount: 0,
      differences: [],
      error: null,
    });
    const job = await queue.getJob(jobId('read-model-check', String(started.body.id)));
    expect({ name: job?.name, data: job?.data, attempts: job?.opts.attempts }).toEqual({
      name: 'check-read-models',
      data: { checkId: started.body.id },
      attempts: 1,
    });

    const second = await start(admin).expect(409);
    expect(second.body).toMatchObject({
      status: false,
      message: `A read-model check is already running (#${started.body.id}, started by admin@petshop.local)`,
    });

    const listed = await list(staff).expect(200);
    expect(listed.body).toEqual([started.body]);
    expect((await t.http().get(`/api/admin/read-model-checks/${started.body.id}`).set(as(staff)).expect(200)).body).toEqual(started.body);
  });

  it('closes a run whose process died as an error and starts the next at once', async () => {
    const { rows } = await t.database.pool.query<{ id: number }>("SELECT id FROM read_model_checks WHERE status = 'running'");
    // No process holds this liveness key: the run's process is gone.
    await t.database.pool.query('UPDATE read_model_checks SET claimed_by = 1 WHERE id = $1', [rows[0]!.id]);
    const next = await start(admin).expect(202);
    expect(next.body.id).toBeGreaterThan(rows[0]!.id);
    const abandoned = await t.http().get(`/api/admin/read-model-checks/${rows[0]!.id}`).set(as(admin)).expect(200);
    expect(abandoned.body).toMatchObject({
      status: 'error',
      error: 'The process running the check stopped before it finished',
      finishedAt: expect.any(String),
    });

    // Newest first, filtered by status, paged like every staff list.
    const newest = await list(staff, { range: [0, 0] }).expect(200);
    expect(newest.body.map((check: { id: number }) => check.id)).toEqual([next.body.id]);
    expect(newest.headers['content-range']).toBe('read-model-checks 0-0/2');
    const errors = await list(staff, { filter: { status: 'error' } }).expect(200);
    expect(errors.body.map((check: { id: number }) => check.id)).toEqual([rows[0]!.id]);
    const oldest = await list(staff, { sort: ['startedAt', 'ASC'] }).expect(200);
    expect(oldest.body.map((check: { id: number }) => check.id)).toEqual([rows[0]!.id, next.body.id]);
  });

  it('answers 400 for a bad body or list parameter and 404 for a check that is not there', async () => {
    await t.database.pool.query("UPDATE read_model_checks SET status = 'passed', finished_at = now() WHERE status = 'running'");
    await start(admin)
      .send({ projections: ['orders'] })
      .expect(400);
    await list(staff, { sort: ['error', 'ASC'] }).expect(400);
    await list(staff, { filter: { status: 'done' } }).expect(400);
    await t.http().get('/api/admin/read-model-checks/999999').set(as(staff)).expect(404);
    const word = await t.http().get('/api/admin/read-model-checks/latest').set(as(staff)).expect(404);
    expect(word.body).toMatchObject({ status: false, message: 'Read-model check not found' });
    const { rows } = await t.database.pool.query("SELECT 1 FROM read_model_checks WHERE status = 'running'");
    expect(rows).toEqual([]); // the refused start recorded nothing
  });

  it('is in the OpenAPI document, every answer the contract’s ReadModelCheck', async () => {
    const { paths } = (await t.http().get('/api/docs/openapi.json').expect(200)).body;
    const answer = (path: string, method: string, status: string) => paths[path][method].responses[status].content['application/json'].schema;
    const check = { $ref: '#/components/schemas/ReadModelCheck' };
    expect(answer('/api/admin/read-model-checks', 'get', '200')).toEqual({ type: 'array', items: check });
    expect(answer('/api/admin/read-model-checks/{id}', 'get', '200')).toEqual(check);
    expect(answer('/api/admin/read-model-checks', 'post', '202')).toEqual(check);
    expect(Object.keys(paths['/api/admin/read-model-checks'].post.responses)).toEqual(expect.arrayContaining(['202', '409', '503']));
  });
});
