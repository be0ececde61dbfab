import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PostgresEventStore } from '../../api/src/platform/event-store/postgres.event-store.js';
import { testEvent } from '../support/events.js';
import { eventually, ROOT, sleep, startProcess, type RunningProcess } from '../support/processes.js';
import { isAlive, plain, startedPids, startSupervisedShop, type SupervisedShop } from '../support/supervised-shop.js';

// `npm start` after its preparation (scripts/serve.mjs): the four processes under the supervisor.
describe('npm start keeps the shop up', () => {
  const names = ['sandbox', 'api', 'projections', 'worker'];
  let shop: SupervisedShop;
  let base: string;
  let supervisor: RunningProcess;
  const latestPid = (name: string) => shop.latestPid(name);

  beforeAll(async () => {
    shop = await startSupervisedShop('supervisor', { LOG_LEVEL: 'info' });
    ({ base, supervisor } = shop);
  }, 90_000);

  afterAll(() => shop?.stop());

  async function killAndAwaitRestart(name: string) {
    const killed = latestPid(name);
    expect(killed).toBeGreaterThan(0);
    process.kill(killed, 'SIGKILL');
    const restarted = await eventually(
      () => {
        expect(latestPid(name)).not.toBe(killed);
        return latestPid(name);
      },
      30_000,
      50,
    );
    expect(isAlive(restarted)).toBe(true);
    expect(plain(supervisor.output())).toMatch(new RegExp(`${name} exited \\(SIGKILL\\) after .*; restarting in`));
  }

  it('restarts a killed worker, projections runner and sandbox while the API keeps answering', async () => {
    const failures: string[] = [];
    let asking = true;
    const asker = (async () => {
      while (asking) {
        await fetch(`${base}/api/products`).then(
          (response) => response.status !== 200 && failures.push(`status ${response.status}`),
          (error: Error) => failures.push(error.message),
        );
        await sleep(100);
      }
    })();
    try {
      for (const name of ['worker', 'projections', 'sandbox']) await killAndAwaitRestart(name);
    } finally {
      asking = false;
      await asker;
    }
    expect(failures).toEqual([]);

    // The restarted processes beat again (health is 200 once the worker and the runner do), and the
    // runner projects: an event appended now is caught up with.
    await new PostgresEventStore(shop.database.pool).append('supervisor-1', [testEvent('SupervisorChecked')], 'no_stream');
    await eventually(
      async () => {
        const response = await fetch(`${base}/api/health`);
        const { projections } = await response.json();
        expect(projections.lag).toContainEqual(expect.objectContaining({ name: 'orders', behindEvents: 0 }));
        expect(projections.lag.find((p: { name: string }) => p.name === 'orders').position).not.toBeNull();
        expect(response.status).toBe(200);
      },
      30_000,
      200,
    );
  }, 120_000);

  it('restarts a killed API, which answers again', async () => {
    await killAndAwaitRestart('api');
    await eventually(async () => expect((await fetch(`${base}/api/health`)).status).toBe(200), 30_000, 100);
  }, 60_000);

  it('stops every process gracefully on SIGTERM, restarting none and forwarding their last lines', async () => {
    const pids = names.map(latestPid);
    supervisor.child.kill('SIGTERM');
    expect(await supervisor.exited).toEqual({ code: 0, signal: null });

    const afterStop = plain(supervisor.output()).split('stopping everything (SIGTERM)')[1]!;
    for (const name of names) expect(afterStop).toContain(`supervisor | ${name} stopped (exit 0)`);
    expect(afterStop).not.toMatch(/started \(pid|restarting in/);
    for (const line of ['"msg":"api stopped"', '"msg":"projections stopped"', '"msg":"worker stopped"', '"msg":"razorpay sandbox stopped"']) {
      expect(afterStop).toContain(line);
    }
    expect(pids.filter(isAlive)).toEqual([]);
  }, 60_000);
});

describe('the supervisor, with processes that keep crashing', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'supervisor-'));
    await writeFile(path.join(dir, 'crasher.mjs'), "console.log('starting up');\nconsole.error('boom: no configuration');\nprocess.exit(3);\n");
    await writeFile(path.join(dir, 'flaky.mjs'), 'setTimeout(() => process.exit(0), 200);\n');
    await writeFile(
      path.join(dir, 'steady.mjs'),
      "setInterval(() => undefined, 1_000);\nprocess.on('SIGTERM', () => {\n  console.log('steady stopped');\n  process.exit(0);\n});\n",
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** Runs the supervisor on scripts of `dir` with a fast policy, as serve.mjs runs it on the shop's. */
  async function supervise(scripts: string[], policy: Record<string, number>) {
    const specs = scripts.map((name, index) => ({ name, script: path.join(dir, `${name}.mjs`), colour: 31 + index }));
    const driver = path.join(dir, `driver-${scripts.join('-')}.mjs`);
    const supervisorUrl = pathToFileURL(path.join(ROOT, 'scripts/supervisor.mjs')).href;
    await writeFile(
      driver,
      `import { runSupervised } from '${supervisorUrl}';\nrunSupervised(${JSON.stringify(specs)}, { policy: ${JSON.stringify(policy)} });\n`,
    );
    const run = startProcess(path.relative(ROOT, driver), {});
    const exit = await run.exited;
    const output = plain(run.output());
    return { exit, output, delays: [...output.matchAll(/restarting in (\S+ \S+)/g)].map((match) => match[1]) };
  }

  it('gives up on a crash loop, naming the process and showing its last lines, and stops the others gracefully', async () => {
    const { exit, output, delays } = await supervise(['steady', 'crasher'], {
      firstDelayMs: 10,
      maxDelayMs: 50,
      steadyAfterMs: 60_000,
      crashLimit: 5,
      crashWindowMs: 60_000,
    });

    expect(exit).toEqual({ code: 1, signal: null });
    expect(startedPids(output, 'crasher')).toHaveLength(6);
    expect(delays).toEqual(['10 ms', '20 ms', '40 ms', '50 ms', '50 ms']);
    expect(output).toContain('crasher exited (exit 3)');
    const lastLines = output.match(/crasher is crash-looping; giving up\. Its last run printed .*:\n((crasher +\| .*\n)+)/)?.[1];
    expect(lastLines).toContain('crasher    | boom: no configuration');
    expect(output).toContain('steady     | steady stopped');
    expect(output).toContain('supervisor | steady stopped (exit 0)');
  });

  it('starts again from the first delay after a run that lasted', async () => {
    const { exit, output, delays } = await supervise(['flaky'], {
      firstDelayMs: 10,
      maxDelayMs: 1_000,
      steadyAfterMs: 100,
      crashLimit: 2,
      crashWindowMs: 60_000,
    });

    expect(exit).toEqual({ code: 1, signal: null });
    expect(delays).toEqual(['10 ms', '10 ms']);
    expect(output).toContain('flaky is crash-looping; giving up');
  });
});
