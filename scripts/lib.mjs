// Helpers shared by the root commands (npm start, npm test, npm run build). Plain Node, no
// dependencies, because they run before anything is installed.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, statSync, readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function say(message) {
  process.stdout.write(`\x1b[1m▸ ${message}\x1b[0m\n`);
}

/**
 * Runs a step (a function answering a promise) and says how long it took, also when it fails. CI sets
 * DURATIONS_FILE to print every part's duration at the end; each part adds its line to it.
 */
export async function timed(title, step) {
  const started = performance.now();
  try {
    return await step();
  } finally {
    const seconds = ((performance.now() - started) / 1_000).toFixed(1);
    say(`${title}: ${seconds} s`);
    if (process.env.DURATIONS_FILE) appendFileSync(process.env.DURATIONS_FILE, `${title}\t${seconds}\n`);
  }
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status ?? result.signal}`);
  }
}

/** `.env` at the repository root, when present, fills variables the environment does not set. */
export function loadDotEnv() {
  const file = path.join(ROOT, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

/** Installs npm packages when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules/.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  say('Installing npm packages (npm ci)');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

function reachable(port, host = '127.0.0.1', timeoutMs = 1_000) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitFor(port, what) {
  for (let i = 0; i < 60; i++) {
    if (await reachable(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} did not come up on port ${port}`);
}

/** Starts the machine's PostgreSQL and Redis when they are down (as the machine's own start-up does). */
export async function ensureServices() {
  const postgresPort = Number(new URL(process.env.DATABASE_URL ?? 'postgres://127.0.0.1:5432').port || 5432);
  const redisPort = Number(new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379').port || 6379);
  if (!(await reachable(postgresPort))) {
    say('Starting PostgreSQL');
    const version = readdirSync('/etc/postgresql')[0];
    run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
    await waitFor(postgresPort, 'PostgreSQL');
  }
  if (!(await reachable(redisPort))) {
    say('Starting Redis');
    run('redis-server', [
      '--daemonize',
      'yes',
      '--bind',
      '127.0.0.1',
      '-::1',
      '--port',
      String(redisPort),
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      '/var/lib/redis',
      '--logfile',
      '/var/log/redis/ci.log',
    ]);
    await waitFor(redisPort, 'Redis');
  }
}

export const CHROMIUM = '/usr/bin/chromium';

/** The Debian packages the tests use, by a program each provides: the browser, and the PDF readers (invoices). */
const TEST_TOOLS = { [CHROMIUM]: 'chromium', '/usr/bin/pdftotext': 'poppler-utils' };

/** Browser tests drive Debian's Chromium and the invoice tests read PDFs with poppler; both come from Debian's packages, never downloaded. */
export function ensureTestTools() {
  const missing = Object.entries(TEST_TOOLS)
    .filter(([program]) => !existsSync(program))
    .map(([, pkg]) => pkg);
  if (missing.length === 0) return;
  say(`Installing ${missing.join(' and ')} from Debian packages`);
  try {
    run('apt-get', ['install', '-y', '--no-install-recommends', ...missing]);
  } catch {
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', '--no-install-recommends', ...missing]);
  }
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'dist-server') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * Runs a command without waiting for it, and prints its output in one piece when it ends: the output
 * of steps run side by side would interleave. Resolves when it succeeds.
 */
export function runAside(title, command, args, options = {}) {
  say(title);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (output) process.stdout.write(output);
      if (code === 0) resolve();
      else reject(new Error(`${title}: ${command} ${args.join(' ')} failed with exit code ${code ?? signal}`));
    });
  });
}

/** Runs the lanes side by side, each one's steps (functions answering a promise) in turn; fails once all have ended if a step failed. */
export async function inLanes(lanes) {
  const ended = await Promise.allSettled(
    lanes.map(async (lane) => {
      for (const step of lane) await step();
    }),
  );
  const failures = ended.filter((lane) => lane.status === 'rejected').map((lane) => lane.reason.message);
  if (failures.length > 0) throw new Error(failures.join('\n'));
}

/**
 * TypeScript builds incrementally; each site is rebuilt only when a source file is newer than its
 * build. The sites build beside TypeScript (with `alongside`, other steps that need no build), as
 * each of them keeps about one core busy.
 */
export async function build(alongside = []) {
  const sites = ['storefront', 'console'].filter((site) => {
    const dir = path.join(ROOT, site);
    // A site with a prerender is built once the prerender has written its shell (a plain `vite build` is not enough).
    const built = path.join(dir, existsSync(path.join(dir, 'prerender.mjs')) ? 'dist/shell.html' : 'dist/index.html');
    return !(existsSync(built) && statSync(built).mtimeMs >= newestMtime(dir));
  });
  await inLanes([
    [() => runAside('Building API, projections, worker, sandbox and mailbox', 'npx', ['tsc', '-b', 'api', 'projections', 'worker', 'sandbox', 'mailbox'])],
    [...alongside, ...sites.map((site) => () => buildSite(site))],
  ]);
}

/** Vite's build of a site, then its prerender when it has one (the storefront's home page: storefront/prerender.mjs). */
async function buildSite(site) {
  const cwd = path.join(ROOT, site);
  await runAside(`Building ${site}`, 'npx', ['vite', 'build', '--logLevel', 'warn'], { cwd });
  if (existsSync(path.join(cwd, 'prerender.mjs'))) await runAside(`Prerendering ${site}`, 'node', ['prerender.mjs'], { cwd });
}

export function packageJson(dir) {
  return JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
}

export { execFileSync };
