import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { createTestDatabase, type TestDatabase } from '../../api/src/platform/testing/test-database.js';
import { startTestSandbox, type TestSandbox } from '../../api/src/platform/testing/test-sandbox.js';
import { dropRedisPrefix } from '../../api/src/platform/testing/test-redis.js';
import { PostgresEventStore } from '../../api/src/platform/event-store/postgres.event-store.js';
import { parseExposition, repeatedTypeLines, samplesOf } from '../../api/src/platform/testing/exposition.js';
import { captured, placed } from '../../api/src/ordering/testing/order-events.fixture.js';
import { testEvent } from '../support/events.js';
import { eventually, freePort, printed, startProcess, type RunningProcess } from '../support/processes.js';

const METRICS_TOKEN = `metrics-${randomBytes(12).toString('hex')}`;
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
  // Every test's processes end with it, a failed test's too, so the next test finds its port free.
  afterEach(async () => {
    for (const process of running) process.child.kill('SIGKILL');
    await Promise.all(running.map((process) => process.exited));
    running.length = 0;
  });
  afterAll(async () => {
    await sandbox.close();
    await database.drop();
    await dropRedisPrefix(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', env.REDIS_PREFIX!);
  });

  it('serve health with projections catching up, and stop gracefully on SIGTERM', async () => {
    running.push(
      startProcess('api/dist/main.js', env, { ready: true }),
      startProcess('projections/dist/main.js', env, { ready: true }),
      startProcess('worker/dist/main.js', env, { ready: true }),
    );
    // Each says when it serves: beside CI's heaviest suites a start took longer than 20 s.
    await Promise.all(running.map((process) => process.ready));
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
  }, 90_000);

  it('runs API_INSTANCES instances on one port under a primary, which forks a killed one again and on SIGTERM lets each finish its requests', async () => {
    // A provider that takes connections and never answers: health waits for it (2 s) before answering 503.
    const silentProvider = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silentProvider.listen(0, '127.0.0.1', resolve));
    const primary = startProcess(
      'api/dist/cluster.js',
      {
        ...env,
        API_INSTANCES: '2',
        SANDBOX_URL: `http://127.0.0.1:${(silentProvider.address() as net.AddressInfo).port}`,
        METRICS_TOKEN: METRICS_TOKEN,
        METRICS_PEER_URLS: 'none',
      },
      { ready: true },
    );
    running.push(primary);
    try {
      await primary.ready;
      // A fork starts a whole Nest application: on a machine as loaded as CI's (the faults test's two
      // APIs and workers beside it) that took 14 s, so the new instance is given 30.
      const instances = (timeoutMs?: number) =>
        eventually(async () => {
          const { rows } = await database.pool.query<{ pid: number }>(
            "SELECT pid FROM process_heartbeats WHERE process = 'api' AND beat_at > now() - interval '2 seconds' ORDER BY pid",
          );
          expect(rows).toHaveLength(2);
          return rows.map((row) => row.pid);
        }, timeoutMs);
      const [killed, survivor] = await instances();
      expect([killed, survivor]).not.toContain(primary.child.pid);

      // A scrape reaches one instance, and holds both instances' own series; the shop's gauges, read at scrape time, once.
      for (let scrape = 0; scrape < 4; scrape++) {
        const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
        const text = await response.text();
        expect(repeatedTypeLines(text)).toEqual([]);
        const samples = parseExposition(text);
        const instancesOf = (name: string) => samplesOf(samples, name, { process: 'api' }).map(({ labels }) => Number(labels.process_instance!.split(':')[1]));
        expect(instancesOf('process_cpu_user_seconds_total').sort()).toEqual([killed, survivor]);
        expect(new Set(instancesOf('petshop_open_alerts')).size).toBe(1);
      }

      process.kill(killed!, 'SIGKILL');
      await eventually(() => expect(primary.output()).toContain('an api instance exited (SIGKILL)'));
      for (let call = 0; call < 4; call++) expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
      const forked = await eventually(async () => {
        const now = await instances(30_000);
        expect(now).not.toContain(killed);
        return now;
      }, 30_000);
      expect(forked).toContain(survivor);
      // A fork beats before the primary has heard it is ready and put it in rotation: until the primary
      // says it serves, every connection would still go to the survivor.
      const successor = forked.find((pid) => pid !== survivor);
      await printed(primary, new RegExp(`"pid":${successor},.*"msg":"api instance serving again"`));

      // Requests in flight on both instances when the primary is told to stop: each is answered.
      const requests = Array.from({ length: 4 }, () => askHealth(base));
      await Promise.all(requests.map(({ taken }) => taken));
      primary.child.kill('SIGTERM');
      const answered = await Promise.all(requests.map(({ answered }) => answered));
      expect(answered.map(({ status }) => status)).toEqual([503, 503, 503, 503]);
      expect(new Set(answered.map(({ pid }) => pid))).toEqual(new Set(forked));
      expect(await primary.exited).toEqual({ code: 0, signal: null });
      expect(primary.output().match(/"msg":"api stopped"/g)).toHaveLength(2);
    } finally {
      silentProvider.close();
    }
  }, 90_000);

  it('runs api/dist/cluster.js as the API itself when API_INSTANCES is 1', async () => {
    const api = startProcess('api/dist/cluster.js', { ...env, API_INSTANCES: '1' }, { ready: true });
    running.push(api);
    await api.ready;
    expect((await (await fetch(`${base}/api/health`)).json()).api.pid).toBe(api.child.pid);
    api.child.kill('SIGTERM');
    expect(await api.exited).toEqual({ code: 0, signal: null });
  }, 60_000);

  it('ends the API primary with 1 when it cannot take the port (in use), as the supervisor expects of a bad setting', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '0.0.0.0', resolve));
    try {
      const primary = startProcess('api/dist/cluster.js', { ...env, API_INSTANCES: '2', PORT: String((taken.address() as net.AddressInfo).port) });
      expect(await primary.exited).toEqual({ code: 1, signal: null });
      expect(primary.output()).toMatch(/EADDRINUSE/);
      // The primary takes the port (its instances serve the connections it hands them) once the first instance is ready.
      expect(primary.output()).toMatch(/the API cannot listen on 0\.0\.0\.0:\d+ \(listen EADDRINUSE.*\): stopping the api instances/);
    } finally {
      taken.close();
    }
  }, 60_000);

  it.each(['api/dist/main.js', 'projections/dist/main.js', 'worker/dist/main.js'])('%s refuses to start on an invalid variable, naming it', async (script) => {
    const process = startProcess(script, { ...env, EVENT_STORE: 'mongo' });
    expect(await process.exited).toEqual({ code: 1, signal: null });
    expect(process.output()).toMatch(/EVENT_STORE: Invalid option/);
  });
});

/**
 * GET /api/health, with `Expect: 100-continue`: the instance's HTTP server answers "100 Continue" as
 * soon as it has the request, so `taken` says the request is in flight there.
 */
function askHealth(base: string): { taken: Promise<void>; answered: Promise<{ status: number; pid: number }> } {
  const asked = http.get(`${base}/api/health`, { headers: { expect: '100-continue' } });
  const taken = new Promise<void>((resolve, reject) => asked.once('continue', resolve).once('error', reject));
  const answered = new Promise<{ status: number; pid: number }>((resolve, reject) => {
    asked.once('error', reject);
    asked.once('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, pid: JSON.parse(body).api.pid }));
    });
  });
  return { taken, answered };
}
