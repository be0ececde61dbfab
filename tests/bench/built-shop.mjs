// The built shop (sandbox, mailbox, API, worker, mailer, projections) as child processes, against a database and a
// Redis key prefix of its own, for benchmarks that need the whole checkout path. stop() ends the
// processes it started and drops the database and the prefix's keys, also on Ctrl+C.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SCRIPTS = {
  migrate: 'api/dist/migrate.js',
  sandbox: 'sandbox/dist/main.js',
  mailbox: 'mailbox/dist/main.js',
  api: 'api/dist/main.js',
  worker: 'worker/dist/main.js',
  mailer: 'worker/dist/mailer.js',
  projections: 'projections/dist/main.js',
};
const STOP_GRACE_MS = 35_000;
/** The shop's token secret, known to benchmarks that sign in customers they created directly. */
export const JWT_SECRET = `bench-${randomBytes(16).toString('hex')}`; // the worker lets its jobs finish for up to 30 s

export const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function machineLine() {
  const [load1, load5] = os.loadavg();
  return `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model}), load ${load1.toFixed(2)}/${load5.toFixed(2)}`;
}

/**
 * Benchmarks run built code; a missing build is the user's to make, not ours to guess at. (The mailbox and the mailer
 * are not required: copied onto an older checkout, to compare it with this one, the benchmarks run what it has.)
 */
export function exitUnlessBuilt() {
  const missing = ['migrate', 'sandbox', 'api', 'worker', 'projections'].map((name) => SCRIPTS[name]).filter((script) => !existsSync(path.join(ROOT, script)));
  if (missing.length === 0) return;
  console.error(`Missing ${missing.join(', ')}: run \`npm run build\` first.`);
  process.exit(1);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * BENCH_METRICS=on: the shop keeps Prometheus metrics (METRICS_TOKEN set; the worker and the
 * projections runner serve theirs on ports of their own) and `scrape()` reads the API's /metrics as
 * Prometheus would. Otherwise metrics are off, whatever METRICS_TOKEN the caller's environment holds.
 */
export const METRICS_ON = process.env.BENCH_METRICS === 'on';
export const METRICS_TOKEN = `bench-metrics-${randomBytes(16).toString('hex')}`;

async function metricsEnv() {
  if (!METRICS_ON) return { METRICS_TOKEN: '' };
  return {
    METRICS_TOKEN,
    WORKER_METRICS_PORT: String(await freePort()),
    PROJECTIONS_METRICS_PORT: String(await freePort()),
    MAILER_METRICS_PORT: String(await freePort()),
  };
}

/** BENCH_CPU_PROFILE=/tmp/prof: a CPU profile of each of the shop's processes in that directory (see cpu-profile.cjs). */
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE ?? '';

/** Runs a built script, its output into the shop's log. */
function start(name, script, env, log) {
  const child = spawn(process.execPath, [script], { cwd: ROOT, env, stdio: ['ignore', log, log] });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  return { name, child, exited };
}

async function stopProcess({ child, exited }) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}

/** Resolves once `url` answers 2xx; throws when one of `processes` exits first, or after `seconds` (a minute). */
export async function waitUntilUp(url, processes = [], seconds = 60) {
  for (let i = 0; i < seconds * 4; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    const dead = processes.find(({ child }) => child.exitCode !== null);
    if (dead) throw new Error(`${dead.name} exited (${dead.child.exitCode}) before ${url} came up`);
    await sleep(250);
  }
  throw new Error(`${url} did not come up`);
}

async function dropRedisPrefix(prefix) {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function readStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND };
  } catch {
    return undefined; // gone, or no /proc
  }
}

/** Pids of the machine's processes with this command name (e.g. redis-server). */
export function pidsNamed(comm) {
  const pids = existsSync('/proc') ? readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)) : [];
  return pids.filter((pid) => readStat(pid)?.comm === comm).map(Number);
}

/** CPU seconds (user + system) used so far, per pid, for groups of pids: `{ api: [1234] } → { api: { 1234: 5.2 } }`. */
export function cpuSnapshot(groups) {
  return Object.fromEntries(Object.entries(groups).map(([name, pids]) => [name, Object.fromEntries(pids.map((pid) => [pid, readStat(pid)?.seconds ?? 0]))]));
}

/**
 * Read and write system calls (syscr + syscw of /proc/<pid>/io) made so far, per pid, for groups of
 * pids, as cpuSnapshot has CPU seconds. Node and Redis read and write their sockets with the calls
 * this counts; Postgres receives and sends with calls it does not see.
 */
export function syscallSnapshot(groups) {
  return Object.fromEntries(Object.entries(groups).map(([name, pids]) => [name, Object.fromEntries(pids.map((pid) => [pid, readIo(pid)]))]));
}

function readIo(pid) {
  try {
    const io = readFileSync(`/proc/${pid}/io`, 'utf8');
    return Number(/^syscr: (\d+)/m.exec(io)?.[1] ?? 0) + Number(/^syscw: (\d+)/m.exec(io)?.[1] ?? 0);
  } catch {
    return 0; // gone, or no /proc
  }
}

/** What each group used between two snapshots (CPU seconds, system calls); a pid born in between counts in full. */
export function usedBetween(before, after) {
  return Object.fromEntries(
    Object.entries(after).map(([name, pids]) => [name, Object.entries(pids).reduce((sum, [pid, seconds]) => sum + seconds - (before[name]?.[pid] ?? 0), 0)]),
  );
}

/** Each process of the machine with its parent: `pid → ppid`. */
function parents() {
  const pids = existsSync('/proc') ? readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)) : [];
  const ppid = new Map();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      ppid.set(Number(pid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  return ppid;
}

/** What a process of the shop is, from the script it runs: api/dist/… is the API, worker/dist/mailer.js the mailer. */
function kindOf(pid) {
  try {
    const script =
      readFileSync(`/proc/${pid}/cmdline`, 'utf8')
        .split('\0')
        .find((arg) => /\/dist\/[\w-]+\.js$/.test(arg)) ?? '';
    if (script.endsWith('worker/dist/mailer.js')) return 'mailer';
    return script.match(/(api|worker|projections|sandbox|mailbox)\/dist\//)?.[1] ?? 'other';
  } catch {
    return undefined;
  }
}

/** The supervisor's processes and theirs (an API's cluster workers count as the API), by kind; the supervisor itself too. */
function processesUnder(supervisorPid) {
  const ppid = parents();
  const groups = { supervisor: [supervisorPid] };
  const kindOfTop = new Map();
  for (const pid of ppid.keys()) {
    let top = pid;
    while (ppid.get(top) !== undefined && ppid.get(top) !== supervisorPid && ppid.get(top) > 1) top = ppid.get(top);
    if (ppid.get(top) !== supervisorPid) continue;
    if (!kindOfTop.has(top)) kindOfTop.set(top, kindOf(top));
    const kind = kindOfTop.get(top);
    if (kind) groups[kind] = [...(groups[kind] ?? []), pid];
  }
  return groups;
}

/**
 * The settings `npm start` would run with on a fresh clone (no .env), but for what lets the benchmark run beside a
 * shop already running: its own database, Redis prefix and free ports, the token secret it signs its customers with,
 * journals in a directory of its own, no limit on the unpaid orders of one address (all its shoppers share loopback),
 * and metrics as BENCH_METRICS says. Anything else set in the caller's
 * environment that the shop reads is passed on and printed (`differences`), since it makes the run unlike npm start's.
 */
const BENCH_OWN = new Set([
  'DATABASE_URL',
  'REDIS_URL',
  'REDIS_PREFIX',
  'PORT',
  'HOST',
  'SANDBOX_URL',
  'SANDBOX_PORT',
  'SANDBOX_WEBHOOK_URL',
  'SANDBOX_STATE_FILE',
  'MAILBOX_SMTP_PORT',
  'MAILBOX_HTTP_PORT',
  'MAILBOX_STATE_FILE',
  'JWT_SECRET',
  'UNPAID_ORDERS_PER_ADDRESS',
  'METRICS_TOKEN',
  'WORKER_METRICS_PORT',
  'PROJECTIONS_METRICS_PORT',
  'MAILER_METRICS_PORT',
  'NODE_OPTIONS',
]);

/** The names of the shop's settings, as .env.example lists them (set or commented out). */
function shopSettings() {
  const lines = readFileSync(path.join(ROOT, '.env.example'), 'utf8').split('\n');
  return lines.map((line) => line.match(/^#?\s*([A-Z][A-Z0-9_]+)=/)?.[1]).filter(Boolean);
}

/**
 * Migrates a fresh database and runs the shop as `npm start` does, under its supervisor (scripts/serve.mjs): the
 * sandbox (delivering its webhooks to the API, as Razorpay would), the dev mailbox, the API, the projections runner,
 * the worker and the mailer, with their output in a log file. Resolves once the API says every part is healthy.
 * `extraEnv` (e.g. `{ API_INSTANCES: '2' }`) is part of what the run prints as differing from npm start.
 */
export async function startShop(label, extraEnv = {}) {
  const database = `petshop_bench_${label}_${process.pid}`;
  const redisPrefix = `bench-${label}-${randomBytes(4).toString('hex')}`;
  const [apiPort, sandboxPort, mailboxSmtpPort, mailboxHttpPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const base = `http://127.0.0.1:${apiPort}`;
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const scratch = mkdtempSync(path.join(os.tmpdir(), `petshop-bench-${label}-`));
  const logFile = path.join(scratch, 'shop.log');
  const settings = shopSettings();
  const env = { ...process.env };
  delete env.PROJECTIONS; // every projection runs
  delete env.SMTP_URL; // the dev mailbox, as npm start runs it
  const differences = Object.keys(env)
    .filter((name) => settings.includes(name) && !BENCH_OWN.has(name))
    .map((name) => `${name}=${env[name]}`);
  Object.assign(env, {
    DATABASE_URL: Object.assign(new URL(ADMIN_URL), { pathname: `/${database}` }).toString(),
    REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    SANDBOX_URL: sandboxUrl,
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_WEBHOOK_URL: `${base}/api/payments/razorpay/webhook`,
    // npm start keeps the sandbox's and the mailbox's journals on disk: so does the benchmark, in its own directory.
    SANDBOX_STATE_FILE: path.join(scratch, 'sandbox.jsonl'),
    MAILBOX_SMTP_PORT: String(mailboxSmtpPort),
    MAILBOX_HTTP_PORT: String(mailboxHttpPort),
    MAILBOX_STATE_FILE: path.join(scratch, 'mailbox.jsonl'),
    PORT: String(apiPort),
    JWT_SECRET,
    // Every bench shopper connects from 127.0.0.1, where real ones each have their own address.
    UNPAID_ORDERS_PER_ADDRESS: '1000000',
    ...(await metricsEnv()),
    ...(CPU_PROFILE ? { NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --require=${path.join(ROOT, 'tests/bench/cpu-profile.cjs')}`.trim() } : {}),
    ...extraEnv,
  });
  differences.push(...Object.entries(extraEnv).map(([name, value]) => `${name}=${value}`));
  if (METRICS_ON) differences.push('METRICS_TOKEN set (BENCH_METRICS=on)');
  if (CPU_PROFILE) differences.push(`every process profiled into ${CPU_PROFILE} (BENCH_CPU_PROFILE)`);

  const log = openSync(logFile, 'a');
  let supervisor;
  let stopped;
  const stop = () =>
    (stopped ??= (async () => {
      if (supervisor) await stopProcess(supervisor);
      closeSync(log);
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await admin.end();
      await dropRedisPrefix(redisPrefix);
      rmSync(scratch, { recursive: true, force: true });
    })());
  const interrupted = (signal) => {
    console.error(`\n${signal}: stopping the shop and dropping ${database}`);
    stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);

  try {
    const migrate = start('migrate', SCRIPTS.migrate, env, log);
    if ((await migrate.exited) !== 0) throw new Error(`${SCRIPTS.migrate} failed`);
    supervisor = start('supervisor', 'scripts/serve.mjs', env, log);
    await waitUntilUp(`${base}/api/health`, [supervisor]);
  } catch (error) {
    const lines = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-30);
    console.error(`The shop did not start; the last lines of its log:\n${lines.join('\n')}`);
    await stop();
    throw error;
  }
  const pids = () => processesUnder(supervisor.child.pid);
  return { base, sandboxUrl, databaseUrl: env.DATABASE_URL, redisUrl: REDIS_URL, redisPrefix, pids, stop, differences, logFile };
}

/** How long atRest waits for the shop's signals before it goes on, saying so; and how often it looks. */
const REST_WAIT_SECONDS = 90;
const REST_POLL_MS = 100;

/** What is still owed in the shop: the signals atRest waits on, all zero once everything is done. */
async function owed(shop, db, queue) {
  const { items } = await (await fetch(`${shop.sandboxUrl}/sandbox/webhooks`)).json();
  const {
    rows: [counts],
  } = await db.query(
    `WITH head AS (SELECT transaction_id::text::bigint AS commit, position FROM events ORDER BY transaction_id DESC, position DESC LIMIT 1)
     SELECT (SELECT count(*)::int FROM mail_outbox WHERE status <> 'sent') AS mail,
            (SELECT count(*)::int FROM projection_checkpoints c, head
              WHERE c.commit_position IS NULL OR (c.commit_position, c.prepare_position) < (head.commit, head.position)) AS followers`,
  );
  const jobs = await queue.getJobCounts('wait', 'active', 'prioritized');
  return { webhooks: items.filter((item) => !item.delivered).length, ...counts, jobs: jobs.wait + jobs.active + jobs.prioritized };
}

/**
 * Waits until the shop is at rest: the work the last phase's checkouts left behind done, as the shop
 * signals it: every webhook delivered, every mail sent, every follower's checkpoint (projections,
 * reactions, invoicing, mail) at the head of the events, and no payment job waiting or running. A
 * phase measured while that work ran measured itself beside it. Answers how long it waited; after
 * REST_WAIT_SECONDS it goes on, and says what is still owed.
 */
export async function atRest(shop) {
  const started = Date.now();
  const db = new pg.Client({ connectionString: shop.databaseUrl });
  await db.connect();
  const queue = new Queue('payments', { connection: { url: shop.redisUrl }, prefix: shop.redisPrefix });
  try {
    for (;;) {
      const left = await owed(shop, db, queue);
      const waited = Math.round((Date.now() - started) / 1_000);
      if (Object.values(left).every((count) => count === 0)) return `at rest after ${waited} s`;
      if (waited >= REST_WAIT_SECONDS) return `NOT at rest after ${waited} s (still owed: ${JSON.stringify(left)})`;
      await sleep(REST_POLL_MS);
    }
  } finally {
    await queue.close();
    await db.end();
  }
}
