import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createTestDatabase, type TestDatabase } from '../../api/src/platform/testing/test-database.js';
import { dropRedisPrefix } from '../../api/src/platform/testing/test-redis.js';
import { startTestSandbox, type TestSandbox } from '../../api/src/platform/testing/test-sandbox.js';
import { eventually, freePort, printed, startProcess, type RunningProcess } from '../support/processes.js';
import { isAlive } from '../support/supervised-shop.js';

// Two API instances under their primary (api/dist/cluster.js), one of them frozen with SIGSTOP as an
// outside test froze one: the primary must notice, stop handing it connections, name it in
// /api/health (whichever instance answers), and replace it if it stays frozen; one thawed in time
// goes back in rotation. Every request goes out on a new connection, as a new client's would: one
// the primary handed the frozen instance would hang until the replacement, far past its timeout.

/** Only a hang reaches this: a connection handed to a frozen instance is handed elsewhere after 1 s, and the replacement is 15 s away. */
const REQUEST_TIMEOUT_MS = 8_000;

interface ApiInstance {
  pid: number;
  state?: string;
}

interface Health {
  status: number;
  pid: number;
  degraded: string[];
  api: ApiInstance[];
}

describe('a frozen API instance', () => {
  let database: TestDatabase;
  let sandbox: TestSandbox;
  let redisPrefix: string;
  let port: number;
  const running: RunningProcess[] = [];
  let primary: RunningProcess;

  beforeAll(async () => {
    database = await createTestDatabase('api_frozen');
    sandbox = await startTestSandbox();
    port = await freePort();
    redisPrefix = `test-${randomBytes(4).toString('hex')}`;
    const env = { LOG_LEVEL: 'warn', DATABASE_URL: database.url, PORT: String(port), REDIS_PREFIX: redisPrefix, SANDBOX_URL: sandbox.url };
    // The worker and the projections runner too, so that health answers 200 and shows that a frozen instance is no 503.
    primary = startProcess('api/dist/cluster.js', { ...env, API_INSTANCES: '2' }, { ready: true });
    running.push(startProcess('projections/dist/main.js', env, { ready: true }), startProcess('worker/dist/main.js', env, { ready: true }), primary);
    await Promise.all(running.map((process) => process.ready));
  }, 90_000);

  afterAll(async () => {
    for (const process of running) process.child.kill('SIGKILL');
    await Promise.all(running.map((process) => process.exited));
    await sandbox?.close();
    await database?.drop();
    await dropRedisPrefix(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', redisPrefix);
  });

  /** A GET on a connection of its own; rejects when no answer comes within the timeout. */
  function get(path: string): Promise<{ status: number; body: unknown }> {
    return new Promise((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path, agent: false, headers: { connection: 'close' }, timeout: REQUEST_TIMEOUT_MS }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
        response.on('error', reject);
      });
      request.on('timeout', () => request.destroy(new Error(`GET ${path}: no answer within ${REQUEST_TIMEOUT_MS} ms`)));
      request.on('error', (error) => reject(withPrimaryOutput(error)));
    });
  }

  /** A refused connection means the primary is not listening: what it said tells why. */
  function withPrimaryOutput(error: Error & { code?: string }): Error {
    if (error.code !== 'ECONNREFUSED') return error;
    const state = isAlive(primary.child.pid!) ? 'running' : 'gone';
    return Object.assign(error, { message: `${error.message}; the primary is ${state}, and said:\n${primary.output().slice(-4_000)}` });
  }

  async function health(): Promise<Health> {
    const { status, body: answer } = await get('/api/health');
    const body = answer as { api: { pid: number }; degraded?: string[]; instances: { api: ApiInstance[] } };
    return { status, pid: body.api.pid, degraded: body.degraded ?? [], api: body.instances.api };
  }

  /** The two instances, both serving (the primary's view as health shows it). */
  const servingPids = () =>
    eventually(
      async () => {
        const { api } = await health();
        expect(api.map(({ state }) => state)).toEqual(['serving', 'serving']);
        return api.map(({ pid }) => pid);
      },
      30_000,
      100,
    );

  /** Requests on new connections, two at a time, until `stop()`: each answer's status (or the failure instead of one), and the slowest answer's time. */
  function keepAsking() {
    let asking = true;
    const answers: (number | string)[] = [];
    let slowestMs = 0;
    const ask = async (path: string) => {
      const start = Date.now();
      answers.push(
        await get(path).then(
          ({ status }) => status,
          (error: Error) => error.message,
        ),
      );
      slowestMs = Math.max(slowestMs, Date.now() - start);
    };
    const asker = async () => {
      while (asking) for (const path of ['/api/health/live', '/api/products?limit=2']) await ask(path);
    };
    const askers = [asker(), asker()];
    return {
      async stop() {
        asking = false;
        await Promise.all(askers);
        return { answers, slowestMs };
      },
    };
  }

  it('takes it out of rotation within seconds, names it in health while the other serves every request, and replaces it', async () => {
    const [frozen, other] = await servingPids();
    expect([frozen, other]).not.toContain(primary.child.pid);

    process.kill(frozen!, 'SIGSTOP');
    const frozenAt = Date.now();
    const asking = keepAsking();
    try {
      const named = await eventually(
        async () => {
          const answer = await health();
          expect(answer.api).toContainEqual(expect.objectContaining({ pid: frozen, state: 'unresponsive' }));
          expect(answer.api).toContainEqual(expect.objectContaining({ pid: other, state: 'serving' }));
          expect(answer.degraded).toEqual([expect.stringMatching(new RegExp(`^api instance ${frozen} is unresponsive .*the other instances serve`))]);
          // Answered by the instance that serves, and no 503 for it.
          expect({ status: answer.status, pid: answer.pid }).toEqual({ status: 200, pid: other });
          return Date.now() - frozenAt;
        },
        20_000,
        100,
      );

      const replaced = await eventually(
        async () => {
          const { status, api, degraded } = await health();
          expect(api.map(({ pid }) => pid)).not.toContain(frozen);
          expect(api.map(({ state }) => state)).toEqual(['serving', 'serving']);
          expect({ status, degraded }).toEqual({ status: 200, degraded: [] });
          return Date.now() - frozenAt;
        },
        60_000,
        200,
      );
      const { answers, slowestMs } = await asking.stop();

      expect(isAlive(frozen!)).toBe(false);
      await printed(primary, /an api instance has not answered for 15 s: killing it \(SIGKILL\) to fork another/);
      expect(answers.filter((answer) => answer !== 200)).toEqual([]);
      expect(answers.length).toBeGreaterThan(20);
      process.stdout.write(
        `frozen api instance: named in health ${named} ms after SIGSTOP, replaced and health clean after ${replaced} ms; ${answers.length} requests meanwhile, all 200, the slowest in ${slowestMs} ms\n`,
      );
    } finally {
      await asking.stop();
      if (isAlive(frozen!)) process.kill(frozen!, 'SIGCONT');
    }
  }, 120_000);

  it('puts one that answers again before the replacement bound back in rotation, under the same pid', async () => {
    const [frozen, other] = await servingPids();

    process.kill(frozen!, 'SIGSTOP');
    const asking = keepAsking();
    try {
      await eventually(async () => expect((await health()).api).toContainEqual(expect.objectContaining({ pid: frozen, state: 'unresponsive' })), 20_000, 100);
    } finally {
      process.kill(frozen!, 'SIGCONT');
    }
    await eventually(
      async () => {
        const { api, degraded } = await health();
        expect(api.map(({ pid, state }) => ({ pid, state })).sort((a, b) => a.pid - b.pid)).toEqual(
          [frozen, other].sort((a, b) => a! - b!).map((pid) => ({ pid, state: 'serving' })),
        );
        expect(degraded).toEqual([]);
      },
      20_000,
      100,
    );
    // Back in rotation: new connections reach it again.
    await eventually(async () => expect((await health()).pid).toBe(frozen), 20_000, 0);
    const { answers } = await asking.stop();

    expect(answers.filter((answer) => answer !== 200)).toEqual([]);
    await printed(primary, /an api instance answers again: back in rotation/);
  }, 120_000);

  it('hands an instance signalled to stop on its own nothing more while it drains, and forks another', async () => {
    const [stopped, other] = await servingPids();
    const asking = keepAsking();

    process.kill(stopped!, 'SIGTERM');
    await eventually(
      async () => {
        const { api } = await health();
        expect(api.map(({ pid }) => pid)).not.toContain(stopped);
        expect(api).toContainEqual(expect.objectContaining({ pid: other, state: 'serving' }));
        expect(api.map(({ state }) => state)).toEqual(['serving', 'serving']);
      },
      60_000,
      100,
    );
    const { answers } = await asking.stop();

    expect(answers.filter((answer) => answer !== 200)).toEqual([]);
    expect(isAlive(stopped!)).toBe(false);
    await printed(primary, /an api instance exited \(exit 0\)/);
  }, 120_000);
});
