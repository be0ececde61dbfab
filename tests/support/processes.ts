import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { testPasswordCost } from '../../api/src/platform/testing/password-cost.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningProcess {
  child: ChildProcess;
  output(): string;
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
    env: { ...process.env, LOG_LEVEL: 'warn', ...testPasswordCost({ ...process.env, ...env }), ...env },
    stdio: options.ready ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
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

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export { eventually } from '../../api/src/platform/testing/eventually.js';

/** A port nobody listens on right now, for a process under test. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
