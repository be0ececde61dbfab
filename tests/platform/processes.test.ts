import { randomBytes } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../../api/src/platform/testing/test-database.js';
import { startTestSandbox, type TestSandbox } from '../../api/src/platform/testing/test-sandbox.js';
import { dropRedisPrefix } from '../../api/src/platform/testing/test-redis.js';
import { PostgresEventStore } from '../../api/src/platform/event-store/postgres.event-store.js';
import { captured, placed } from '../../api/src/ordering/testing/order-events.fixture.js';
import { testEvent } from '../support/events.js';
import { eventually, freePort, startProcess, type RunningProcess } from '../support/processes.js';

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

// The processes `npm start` runs, started as it starts them (built code, configuration from the
// environment), each stopped with SIGTERM as a process manager would.
describe('the shop processes', () => {
  let database: TestDatabase;
  let env: Record<string, string>;
  let base: string;
  let sandbox: TestSandbox;
  const running: RunningProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('processes');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // Health counts the payment provider among the parts checkout needs.
    sandbox = await startTestSandbox();
    env = {
      LOG_LEVEL: 'info',
      DATABASE_URL: database.url,
      PORT: String(port),
      REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}`,
      SANDBOX_URL: sandbox.url,
    };
  });
  afterAll(async () => {
    for (const process of running) process.child.kill('SIGKILL');
    await Promise.all(running.map((process) => process.exited));
    await sandbox.close();
    await database.drop();
    await dropRedisPrefix(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', env.REDIS_PREFIX!);
  });

  it('serve health with projections catching up, and stop gracefully on SIGTERM', async () => {
    running.push(startProcess('api/dist/main.js', env), startProcess('projections/dist/main.js', env), startProcess('worker/dist/main.js', env));
    const health = async () => (await fetch(`${base}/api/health`)).json();
    await eventually(async () => expect(await health()).toMatchObject({ status: true }), 20_000, 200);

    const events = [placed({ orderId: '1' }), captured('1', 2948)].map((event) => testEvent(event.type, event.data));
    await new PostgresEventStore(database.pool).append('order-1', events, 'no_stream');
    await eventually(async () => {
      const { projections, worker } = await health();
      expect(projections.lag).toContainEqual(expect.objectContaining({ name: 'orders', behindEvents: 0, behindMs: 0 }));
      expect(projections.lag.find((p: { name: string }) => p.name === 'orders').position).not.toBeNull();
      expect({ projections: projections.running.ok, worker: worker.ok }).toEqual({ projections: true, worker: true });
    });

    for (const process of running) process.child.kill('SIGTERM');
    const exits = await Promise.all(running.map((process) => process.exited));
    expect(exits).toEqual(running.map(() => ({ code: 0, signal: null })));
    const apiLog = running[0]!.output();
    expect(apiLog).toContain('"msg":"api stopped"');
    // Every process writes one shape of line: JSON with level, ISO time, its service's name and msg.
    for (const [index, service] of ['api', 'projections', 'worker'].entries()) {
      const lines = running[index]!.output()
        .split('\n')
        .filter((line) => line !== '');
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        expect(JSON.parse(line)).toMatchObject({ level: expect.any(Number), time: expect.stringMatching(ISO_TIME), service, msg: expect.any(String) });
      }
    }
    // One access line per request (health was asked at least twice), each with its request id.
    const requestLines = apiLog
      .split('\n')
      .filter((line) => line.includes('"msg":"request"'))
      .map((line) => JSON.parse(line));
    expect(requestLines.length).toBeGreaterThan(1);
    for (const line of requestLines) {
      expect(line).toMatchObject({ reqId: expect.any(String), method: 'GET', route: '/api/health', url: '/api/health', status: expect.any(Number) });
    }
    expect(apiLog).not.toMatch(/incoming request|request completed/);
    running.length = 0;
  }, 60_000);

  it.each(['api/dist/main.js', 'projections/dist/main.js', 'worker/dist/main.js'])('%s refuses to start on an invalid variable, naming it', async (script) => {
    const process = startProcess(script, { ...env, EVENT_STORE: 'mongo' });
    expect(await process.exited).toEqual({ code: 1, signal: null });
    expect(process.output()).toMatch(/EVENT_STORE: Invalid option/);
  });
});
