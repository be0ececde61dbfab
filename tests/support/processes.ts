import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eventually } from '../../api/src/platform/testing/eventually.js';
import { testPasswordCost } from '../../api/src/platform/testing/password-cost.js';
import { TEST_POOL_MAX } from '../../api/src/platform/testing/pool-size.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningProcess {
  child: ChildProcess;
  output(): string;
  /**
   * Resolves once the process has exited and its output has been read to the end (child_process's
   * 'close', not 'exit': at 'exit' the last lines it wrote may still wait in the pipe, and a test
   * reading `output()` then would miss them). A process whose children share its output (the API's
   * primary and its instances) closes once they have exited too.
   */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /**
   * Resolves once the process says it serves (`announceReady`, as npm start's supervisor hears it);
   * rejects, with its output, if it exits first. Only with `{ ready: true }`, which opens the channel.
   */
  ready: Promise<void>;
}

/**
 * Starts one of the shop's built processes (e.g. `projections/dist/main.js`) with the given
 * environment. With `ready`, it gets the channel npm start's supervisor gives it, so a world can wait
 * until a worker takes jobs before its first request needs one: on a busy machine a worker takes
 * seconds to start, longer than a verify-payment waits for its job.
 */
export function startProcess(script: string, env: Record<string, string>, options: { ready?: boolean } = {}): RunningProcess {
  const child = spawn(process.execPath, [path.join(ROOT, script)], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_POOL_MAX: TEST_POOL_MAX, ...testPasswordCost({ ...process.env, ...env }), ...env },
    stdio: options.ready ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  const ready = new Promise<void>((resolve, reject) => {
    if (!options.ready) return reject(new Error(`${script} was started without { ready: true }`));
    child.on('message', (message) => message === 'ready' && resolve());
    void exited.then(({ code, signal }) => reject(new Error(`${script} exited (${signal ?? code}) before it was ready:\n${output}`)));
  });
  // Nobody may ever ask; an unasked refusal must not end the test run.
  ready.catch(() => undefined);
  return { child, output: () => output, exited, ready };
}

/** The pause between a poll's or a sampler's rounds; never a wait for something to have happened (wait for its signal). */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export { eventually };

/**
 * Waits until a process has printed a line matching `pattern`. The shop's logger writes in batches
 * (every 50 ms, or sooner when 4 KB wait), so a line can reach the pipe after the effect it reports
 * is visible elsewhere (a row in Postgres, a health answer): a test reads it as a signal, never at once.
 */
export function printed(process: RunningProcess, pattern: RegExp, timeoutMs = 10_000): Promise<void> {
  return eventually(() => expect(process.output()).toMatch(pattern), timeoutMs, 50);
}

/**
 * Ports for processes under test come from below the kernel's ephemeral range (32768 and up here), so
 * no outgoing connection can take one between the choice and the listen, and each jest worker draws
 * from its own block, so two workers of a run never choose the same one. Within a block the ports go round, so a
 * test process hands a port out again only after the other 999: the kernel once answered the same free
 * port to two asks in a row, and the mailbox was told to listen for SMTP and HTTP on one port.
 */
const PORT_BLOCKS = { first: 20_000, size: 1_000, count: 12 } as const;
// Jest's workers share their parent: their blocks differ within a run and move with the run, so a
// second run on the machine (a developer's beside CI's) most likely draws from other blocks.
const workerBlock = (process.ppid + Number(process.env.JEST_WORKER_ID ?? 1)) % PORT_BLOCKS.count;
let nextInBlock = Math.floor(Math.random() * PORT_BLOCKS.size);

/** A port nobody listens on right now, and not one of this process's last 999 answers. */
export async function freePort(): Promise<number> {
  for (let tried = 0; tried < PORT_BLOCKS.size; tried++) {
    const port = PORT_BLOCKS.first + workerBlock * PORT_BLOCKS.size + (nextInBlock++ % PORT_BLOCKS.size);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port left in this test process's block of ${PORT_BLOCKS.size}`);
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
