import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LEASE_HOLDERS } from '../../api/src/platform/database/lease.js';
import { comparePositions } from '../../api/src/platform/event-store/event-store.port.js';
import { PostgresEventStore } from '../../api/src/platform/event-store/postgres.event-store.js';
import { readCheckpoints, REACTIONS_CHECKPOINT } from '../../api/src/platform/projections/checkpoints.js';
import { testEvent } from '../support/events.js';
import { eventually, freePort, ROOT, sleep, startProcess, type RunningProcess } from '../support/processes.js';
import { isAlive, plain, startedPids, startSupervisedShop, type SupervisedShop } from '../support/supervised-shop.js';

// `npm start` after its preparation (scripts/serve.mjs): the six processes under the supervisor.
describe('npm start keeps the shop up', () => {
  const names = ['sandbox', 'mailbox', 'api', 'projections', 'worker', 'mailer'];
  let shop: SupervisedShop;
  let base: string;
  let supervisor: RunningProcess;
  const latestPid = (name: string) => shop.latestPid(name);

  beforeAll(async () => {
    // Three crashes in a row make a crash loop here, over once a run has lasted 15 s.
    shop = await startSupervisedShop('supervisor', { LOG_LEVEL: 'info', SUPERVISOR_POLICY: JSON.stringify({ crashLimit: 2, steadyAfterMs: 15_000 }) });
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

  it('restarts a killed worker, projections runner, sandbox, mailbox and mailer while the API keeps answering', async () => {
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
      for (const name of ['worker', 'projections', 'sandbox', 'mailbox', 'mailer']) await killAndAwaitRestart(name);
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
    // What the supervisor saw, as every API instance reads it (the restarted worker may still be starting).
    await eventually(async () => {
      const { supervisor: supervised } = await (await fetch(`${base}/api/health`)).json();
      expect(supervised.ok).toBe(true);
      expect(supervised.processes.map(({ name, state, restarts }: { name: string; state: string; restarts: number }) => ({ name, state, restarts }))).toEqual(
        ['api', 'mailbox', 'mailer', 'projections', 'sandbox', 'worker'].map((name) => ({ name, state: 'running', restarts: name === 'api' ? 0 : 1 })),
      );
    });
  }, 120_000);

  it("gives the shoppers' requests the cores first: mail as background work, the followers at a lower priority than the API", async () => {
    // Each child has a session of its own, and where Linux shares the CPU between sessions
    // (autogroup) only the session's nice weighs against the API's: both must be lowered.
    const autogroupNice = (pid: number) => readFile(`/proc/${pid}/autogroup`, 'utf8').then((text) => Number(/nice (-?\d+)/.exec(text)?.[1]));
    const grouped = await readFile('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').then(
      (text) => text.trim() === '1',
      () => false,
    );
    if (!grouped) console.log("This kernel does not group CPU time by session (no autogroup): only the processes' own nice values are checked.");
    // And every thread of theirs gives way the moment another process wakes: the idle scheduling
    // class (SCHED_IDLE, 5; the usual one is 0), the 41st field of each thread's stat.
    const policies = async (pid: number) => {
      const threads = await readdir(`/proc/${pid}/task`);
      const stats = await Promise.all(threads.map((thread) => readFile(`/proc/${pid}/task/${thread}/stat`, 'utf8')));
      return [...new Set(stats.map((stat) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[38])))];
    };
    for (const name of ['mailer', 'mailbox']) {
      expect(os.getPriority(latestPid(name))).toBe(10);
      if (grouped) expect(await autogroupNice(latestPid(name))).toBe(10);
      expect(await policies(latestPid(name))).toEqual([5]);
    }
    // The followers keep up in the usual class, every thread of theirs at nice 10; the API is left as it started.
    const threadNices = async (pid: number) => [...new Set((await readdir(`/proc/${pid}/task`)).map((thread) => os.getPriority(Number(thread))))];
    for (const [name, nice] of [
      ['worker', 10],
      ['projections', 10],
      ['api', 0],
    ] as const) {
      expect(await threadNices(latestPid(name))).toEqual([nice]);
      if (grouped) expect(await autogroupNice(latestPid(name))).toBe(nice);
      expect(await policies(latestPid(name))).toEqual([0]);
    }
  });

  it('restarts a killed API, which answers again', async () => {
    await killAndAwaitRestart('api');
    await eventually(async () => expect((await fetch(`${base}/api/health`)).status).toBe(200), 30_000, 100);
  }, 60_000);

  it('keeps restarting a crash-looping sandbox while the rest serve; /api/health shows it red until a run lasts', async () => {
    for (let kill = 0; kill < 3; kill++) await killAndAwaitRestart('sandbox');
    expect(plain(supervisor.output())).toMatch(/sandbox exited \(SIGKILL\) after .*; restarting in .*: CRASH-LOOPING/);
    expect(plain(supervisor.output())).toMatch(/sandbox is crash-looping: .*Its last run printed/);

    // Red even while the sandbox is up between crashes and answers the API's provider check.
    const red = await eventually(
      async () => {
        const response = await fetch(`${base}/api/health`);
        const body = await response.json();
        expect({ status: response.status, down: body.down, paymentProvider: body.paymentProvider.ok }).toEqual({
          status: 503,
          down: ['sandbox'],
          paymentProvider: true,
        });
        return body;
      },
      12_000,
      100,
    );
    expect(red.message).toBe('Checkout cannot go through: sandbox (crash-looping) is down');
    expect(red.supervisor.processes).toContainEqual(expect.objectContaining({ name: 'sandbox', state: 'crash-looping', everReady: true }));
    expect((await fetch(`${base}/api/products`)).status).toBe(200);

    await eventually(() => expect(plain(supervisor.output())).toContain('sandbox has stayed up for 15 s: no longer crash-looping'), 30_000, 200);
    await eventually(async () => expect((await fetch(`${base}/api/health`)).status).toBe(200), 10_000, 200);
    expect(supervisor.child.exitCode).toBeNull();
  }, 90_000);

  it('stops every process gracefully on SIGTERM, restarting none and forwarding their last lines', async () => {
    const pids = names.map(latestPid);
    supervisor.child.kill('SIGTERM');
    const exited = await supervisor.exited;

    // Each process's own line first: a failure then shows which one did not stop cleanly, and its last lines.
    const afterStop = plain(supervisor.output()).split('stopping everything (SIGTERM)')[1]!;
    for (const name of names) expect(afterStop).toContain(`supervisor | ${name} stopped (exit 0)`);
    expect(exited).toEqual({ code: 0, signal: null });
    expect(afterStop).not.toMatch(/started \(pid|restarting in/);
    for (const line of [
      '"msg":"api stopped"',
      '"msg":"projections stopped"',
      '"msg":"worker stopped"',
      '"msg":"mailer stopped"',
      '"msg":"razorpay sandbox stopped"',
      '"msg":"mailbox stopped"',
    ]) {
      expect(afterStop).toContain(line);
    }
    expect(pids.filter(isAlive)).toEqual([]);
  }, 60_000);
});

// npm start with API_INSTANCES=2 and WORKER_INSTANCES=2: the API is one supervised process (the
// instances' primary), the workers two, by name; one worker runs the reactions at a time.
describe('npm start with two API instances and two workers', () => {
  let shop: SupervisedShop;

  beforeAll(async () => {
    shop = await startSupervisedShop('supervisor_instances', { LOG_LEVEL: 'info', API_INSTANCES: '2', WORKER_INSTANCES: '2' });
  }, 90_000);

  afterAll(() => shop?.stop());

  /** The workers that took the reactions' lease, in the order they did. */
  // The reactions' lease only: each worker contends for the invoicing's too.
  const reactionHolders = () =>
    [...shop.output().matchAll(/^(worker-\d) +\| .*"lease":"reactions".*"msg":"holding the lease: its work runs here"/gm)].map((match) => match[1]);
  /** Whether each contender for the reactions' lease holds it (true) or waits for it, as Postgres has them. */
  const reactionLocks = async () =>
    (await shop.database.pool.query<{ granted: boolean }>(LEASE_HOLDERS, ['reactions'])).rows.map(({ granted }) => granted).sort();
  const beats = async (pid: number) =>
    (await shop.database.pool.query("SELECT 1 FROM process_heartbeats WHERE pid = $1 AND beat_at > now() - interval '2 seconds'", [pid])).rowCount === 1;

  it('starts worker-1 and worker-2 by name, and /api/health lists every instance', async () => {
    // The shop is announced once health answers 200, which one worker of two is enough for: the
    // other's ready line may come after the announcement, so it is waited for.
    for (const name of ['worker-1', 'worker-2']) await eventually(() => expect(shop.output()).toContain(`supervisor | ${name} ready`), 30_000, 100);
    const output = shop.output();
    expect(startedPids(output, 'worker')).toEqual([]);
    expect(output).toMatch(/Processes +2 API instances, 2 workers/);

    const health = await eventually(async () => {
      const body = await (await fetch(`${shop.base}/api/health`)).json();
      // The mailer, background work, may be the last to start and beat while the others take the cores.
      const count = (kind: string) => body.instances[kind].length;
      expect({ api: count('api'), worker: count('worker'), projections: count('projections'), mailer: count('mailer') }).toEqual({
        api: 2,
        worker: 2,
        projections: 1,
        mailer: 1,
      });
      // The supervisor's own view is written after its processes are ready: health may be read before the first write.
      expect(body.supervisor?.processes).toHaveLength(7);
      return body;
    });
    const pids = (kind: string) => health.instances[kind].map(({ pid }: { pid: number }) => pid).sort();
    expect(pids('worker')).toEqual([shop.latestPid('worker-1'), shop.latestPid('worker-2')].sort());
    expect(pids('api')).not.toContain(shop.latestPid('api'));
    expect(pids('projections')).toEqual([shop.latestPid('projections')]);
    expect(pids('mailer')).toEqual([shop.latestPid('mailer')]);
    expect(health.supervisor.processes.map(({ name }: { name: string }) => name)).toEqual([
      'api',
      'mailbox',
      'mailer',
      'projections',
      'sandbox',
      'worker-1',
      'worker-2',
    ]);
  });

  it('runs the reactions in one worker at a time, and in the other at once when that one is killed', async () => {
    const [holder] = await eventually(() => {
      expect(reactionHolders()).toHaveLength(1);
      return reactionHolders();
    });
    const standby = holder === 'worker-1' ? 'worker-2' : 'worker-1';
    await eventually(async () => expect(await reactionLocks()).toEqual([false, true]));

    const killed = shop.latestPid(holder!);
    process.kill(killed, 'SIGKILL');
    await eventually(() => expect(reactionHolders()).toEqual([holder, standby]), 20_000);
    // The killed worker, restarted by the supervisor, waits for the lease.
    await eventually(
      async () => {
        expect(shop.latestPid(holder!)).not.toBe(killed);
        expect(await beats(shop.latestPid(holder!))).toBe(true);
        expect(await reactionLocks()).toEqual([false, true]);
      },
      30_000,
      100,
    );
    expect(reactionHolders()).toEqual([holder, standby]);

    // The new holder reacts: its checkpoint passes an event recorded now.
    const { position } = await new PostgresEventStore(shop.database.pool).append('supervisor-instances', [testEvent('SupervisorChecked')], 'no_stream');
    await eventually(
      async () => {
        const checkpoint = (await readCheckpoints(shop.database.pool)).get(REACTIONS_CHECKPOINT)?.position;
        expect(checkpoint && comparePositions(checkpoint, position) >= 0).toBe(true);
      },
      30_000,
      200,
    );
  }, 90_000);

  it('stops every instance gracefully on SIGTERM', async () => {
    shop.supervisor.child.kill('SIGTERM');
    const exited = await shop.supervisor.exited;
    // Each process's own line first: a failure then names the one that did not stop cleanly.
    const afterStop = shop.output().split('stopping everything (SIGTERM)')[1]!;
    for (const name of ['api', 'projections', 'worker-1', 'worker-2', 'mailer']) expect(afterStop).toContain(`supervisor | ${name} stopped (exit 0)`);
    expect(exited).toEqual({ code: 0, signal: null });
    expect(afterStop.match(/^api +\| .*"msg":"api stopped"/gm)).toHaveLength(2);
  }, 60_000);
});

describe('the supervisor, with processes that keep crashing', () => {
  let dir: string;
  const script = (name: string, body: string) => writeFile(path.join(dir, `${name}.mjs`), body);
  // A process that serves says so; `run` counts its starts in a file beside it, so each start can behave differently.
  const prelude = (name: string) =>
    "import { existsSync, readFileSync, writeFileSync } from 'node:fs';\n" +
    `const counter = new URL('./${name}.runs', import.meta.url);\n` +
    "const run = (existsSync(counter) ? Number(readFileSync(counter, 'utf8')) : 0) + 1;\nwriteFileSync(counter, String(run));\n" +
    "const ready = (then = () => undefined) => process.send('ready', then);\n" +
    "process.on('SIGTERM', () => {\n  console.log('stopped on SIGTERM');\n  process.exit(0);\n});\n";

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'supervisor-'));
    await script('steady', `${prelude('steady')}ready();\nsetInterval(() => undefined, 1_000);\n`);
    await script('crasher', "console.log('starting up');\nconsole.error('boom: no configuration');\nprocess.exit(3);\n");
    // Fails its first start (a transient fault), serves once, then crashes at every start.
    await script(
      'relapsing',
      `${prelude('relapsing')}if (run === 1) process.exit(4);\n` +
        "if (run === 2) ready(() => setTimeout(() => process.exit(1), 20));\nelse {\n  console.error('boom: lost the database');\n  process.exit(3);\n}\n",
    );
    // Serves and crashes at once four times, then stays up.
    await script('recovering', `${prelude('recovering')}ready(() => run <= 4 && process.exit(1));\nsetInterval(() => undefined, 1_000);\n`);
    // Serves, then exits after a run longer than the policy's steadyAfterMs below.
    await script('flaky', `${prelude('flaky')}ready();\nsetTimeout(() => process.exit(0), 200);\n`);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /**
   * Runs the supervisor on scripts of `dir` with a fast policy, as serve.mjs runs it on the shop's;
   * `states()` reads the processes' states as the supervisor last reported them (its `onChange`).
   */
  async function superviseScripts(scripts: string[], policy: Record<string, number>) {
    const specs = scripts.map((name, index) => ({ name, script: path.join(dir, `${name}.mjs`), colour: 31 + index }));
    const driver = path.join(dir, `driver-${scripts.join('-')}.mjs`);
    const statesFile = path.join(dir, `states-${scripts.join('-')}.json`);
    const supervisorUrl = pathToFileURL(path.join(ROOT, 'scripts/supervisor.mjs')).href;
    await writeFile(
      driver,
      `import { renameSync, writeFileSync } from 'node:fs';\nimport { runSupervised } from '${supervisorUrl}';\n` +
        // Written aside and renamed over, so a read never meets a half-written file.
        `const report = (states) => { writeFileSync(${JSON.stringify(`${statesFile}.new`)}, JSON.stringify(states)); renameSync(${JSON.stringify(`${statesFile}.new`)}, ${JSON.stringify(statesFile)}); };\n` +
        `runSupervised(${JSON.stringify(specs)}, { policy: ${JSON.stringify(policy)}, onChange: report });\n`,
    );
    const run = startProcess(path.relative(ROOT, driver), {});
    const output = () => plain(run.output());
    return {
      run,
      output,
      delays: () => [...output().matchAll(/restarting in (\S+ \S+)/g)].map((match) => match[1]),
      states: async (): Promise<Record<string, { state: string; restarts: number; everReady: boolean; pid: number | null }>> =>
        Object.fromEntries(JSON.parse(await readFile(statesFile, 'utf8')).map((state: { name: string }) => [state.name, state])),
    };
  }

  const fast = { firstDelayMs: 10, maxDelayMs: 80, steadyAfterMs: 60_000, crashLimit: 3, crashWindowMs: 60_000 };

  it('keeps restarting a process that served once, with a capped back-off, while the others keep serving', async () => {
    const { run, output, delays, states } = await superviseScripts(['steady', 'relapsing'], { ...fast, startAttempts: 2 });
    try {
      await eventually(() => expect(startedPids(output(), 'relapsing').length).toBeGreaterThanOrEqual(9), 30_000, 50);
      expect(run.child.exitCode).toBeNull();
      expect(delays().slice(0, 8)).toEqual(['10 ms', '20 ms', '40 ms', '80 ms', '80 ms', '80 ms', '80 ms', '80 ms']);
      const steady = startedPids(output(), 'steady');
      expect(steady).toHaveLength(1);
      expect(isAlive(steady[0]!)).toBe(true);

      // Loud once it is a loop: red lines naming it, and its last lines once, as it enters the loop.
      expect(output()).toMatch(/relapsing exited \(exit 3\) after .*; restarting in 80 ms \(at \d\d:\d\d:\d\d\): CRASH-LOOPING, \d+ crashes within 1 min/);
      expect(output().match(/relapsing is crash-looping: .*Its last run printed/g)).toHaveLength(1);
      expect(output()).toMatch(/relapsing is crash-looping: .*Its last run printed .*:\nrelapsing +\| boom: lost the database\n/);
      expect(output()).not.toMatch(/giving up|stopping everything/);
      await eventually(async () => {
        const now = await states();
        expect(now.steady).toMatchObject({ state: 'running', restarts: 0, pid: steady[0] });
        expect(now.relapsing).toMatchObject({ state: 'crash-looping', everReady: true });
        expect(now.relapsing!.restarts).toBeGreaterThanOrEqual(8);
      });
    } finally {
      run.child.kill('SIGTERM');
    }
    expect(await run.exited).toEqual({ code: expect.any(Number), signal: null });
    expect(output()).toContain('supervisor | steady stopped (exit 0)');
  });

  it('gives up on a process that never became ready, naming it with its last lines, and stops the others gracefully', async () => {
    const { run, output, delays } = await superviseScripts(['steady', 'crasher'], { ...fast, startAttempts: 3 });

    expect(await run.exited).toEqual({ code: 1, signal: null });
    expect(startedPids(output(), 'crasher')).toHaveLength(3);
    expect(delays()).toEqual(['10 ms', '20 ms']);
    expect(output()).toContain('crasher exited (exit 3) after');
    expect(output()).toContain('and has failed all 3 starts without once becoming ready');
    const lastLines = output().match(
      /crasher cannot start \(a bad setting, a port in use\?\); giving up\. Its last run printed .*:\n((crasher +\| .*\n)+)/,
    )?.[1];
    expect(lastLines).toContain('crasher    | boom: no configuration');
    expect(output()).toContain('steady     | stopped on SIGTERM');
    expect(output()).toContain('supervisor | steady stopped (exit 0)');
  });

  it('says a crash loop is over once a run has lasted, and starts again from the first delay', async () => {
    const { run, output, delays, states } = await superviseScripts(['recovering'], { ...fast, crashLimit: 2, steadyAfterMs: 1_500 });
    try {
      await eventually(() => expect(output()).toContain('recovering has stayed up for 1.5 s: no longer crash-looping'), 30_000, 50);
      expect(delays()).toEqual(['10 ms', '20 ms', '40 ms', '80 ms']);
      expect(output().match(/CRASH-LOOPING/g)).toHaveLength(2);
      await eventually(async () => expect((await states()).recovering).toMatchObject({ state: 'running', restarts: 4 }));
    } finally {
      run.child.kill('SIGTERM');
    }
    expect(await run.exited).toEqual({ code: 0, signal: null });
  });

  it('starts again from the first delay after each run that lasted, never calling it a loop', async () => {
    const { run, output, delays } = await superviseScripts(['flaky'], { ...fast, crashLimit: 1, steadyAfterMs: 100 });
    try {
      await eventually(() => expect(startedPids(output(), 'flaky').length).toBeGreaterThanOrEqual(4), 30_000, 50);
    } finally {
      run.child.kill('SIGTERM');
    }
    await run.exited;
    expect(delays().slice(0, 3)).toEqual(['10 ms', '10 ms', '10 ms']);
    expect(output()).not.toMatch(/crash-looping|CRASH-LOOPING|giving up/i);
  });
});

describe('npm start with a bad setting', () => {
  it('gives up once a process has failed its starts without once being ready, naming it and why, and stops the rest', async () => {
    const serve = startProcess('scripts/serve.mjs', { EVENT_STORE: 'mongo', SANDBOX_PORT: String(await freePort()), PORT: String(await freePort()) });
    expect(await serve.exited).toEqual({ code: 1, signal: null });
    const output = plain(serve.output());
    const [, name] = output.match(/(api|projections|worker|mailer) cannot start \(a bad setting, a port in use\?\); giving up\. Its last run printed/) ?? [];
    expect(name).toBeDefined();
    expect(startedPids(output, name!)).toHaveLength(3);
    expect(output.split(`${name} cannot start`)[1]).toMatch(/EVENT_STORE: Invalid option/);
    expect(output).toContain('supervisor | sandbox stopped (exit 0)');
    expect(output).not.toContain('The shop is running');
  }, 60_000);
});
