// The built shop (sandbox, mailbox, API, worker, mailer, projections) as child processes, against a database and a
// Redis key prefix of its own, for benchmarks that need the whole checkout path. stop() ends the
// processes it started and drops the database and the prefix's keys, also on Ctrl+C.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
  cluster: 'api/dist/cluster.js',
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

/** Benchmarks run built code; a missing build is the user's to make, not ours to guess at. */
export function exitUnlessBuilt() {
  const missing = Object.values(SCRIPTS).filter((script) => !existsSync(path.join(ROOT, script)));
  if (missing.length === 0) return;
  console.error(`Missing ${missing.join(', ')}: run \`npm run build\` first.`);
  process.exit(1);
}

function freePort() {
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

const LONGEST_LOG_LINE = 300;

/** Extra node flags for the shop's processes, e.g. BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to see where time goes. */
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** Runs a built script; its log lines are passed on, named and cut short (a shutdown can log huge ones). */
function start(name, env, script = SCRIPTS[name]) {
  const child = spawn(process.execPath, [...NODE_ARGS, script], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.setEncoding('utf8').on('data', (chunk) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop();
      for (const line of lines) {
        process.stderr.write(`${name.padEnd(11)}| ${line.length > LONGEST_LOG_LINE ? `${line.slice(0, LONGEST_LOG_LINE)}…` : line}\n`);
      }
    });
  }
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

async function waitUntilUp(url, processes) {
  for (let i = 0; i < 240; i++) {
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

/** CPU seconds each group used between two snapshots; a pid born in between counts in full. */
export function cpuUsed(before, after) {
  return Object.fromEntries(
    Object.entries(after).map(([name, pids]) => [name, Object.entries(pids).reduce((sum, [pid, seconds]) => sum + seconds - (before[name]?.[pid] ?? 0), 0)]),
  );
}

/** The processes a process started (an API primary's instances), from /proc. */
function childrenOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * Migrates a fresh database, starts the sandbox (delivering its webhooks to the API, as Razorpay
 * would), the mailbox and the API, waits for the sandbox and the API, then starts the worker, the mailer and the projections runner.
 * API_INSTANCES and WORKER_INSTANCES (from the environment or `extraEnv`) run as many as npm start would.
 */
export async function startShop(label, extraEnv = {}) {
  const database = `petshop_bench_${label}_${process.pid}`;
  const redisPrefix = `bench-${label}-${randomBytes(4).toString('hex')}`;
  const [apiPort, sandboxPort, mailboxSmtpPort, mailboxHttpPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const base = `http://127.0.0.1:${apiPort}`;
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const env = { ...process.env };
  delete env.PROJECTIONS; // every projection runs
  Object.assign(env, {
    DATABASE_URL: Object.assign(new URL(ADMIN_URL), { pathname: `/${database}` }).toString(),
    REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    EVENT_STORE: 'postgres',
    PAYMENTS_PROVIDER: 'sandbox',
    RAZORPAY_KEY_ID: 'rzp_test_sandbox',
    RAZORPAY_KEY_SECRET: 'sandbox_secret',
    RAZORPAY_WEBHOOK_SECRET: 'sandbox_webhook_secret',
    SANDBOX_URL: sandboxUrl,
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_WEBHOOK_URL: `${base}/api/payments/razorpay/webhook`,
    // The shop's mail (order confirmations) really goes out, to a mailbox of the benchmark's own.
    SMTP_URL: `smtp://127.0.0.1:${mailboxSmtpPort}`,
    MAILBOX_SMTP_PORT: String(mailboxSmtpPort),
    MAILBOX_HTTP_PORT: String(mailboxHttpPort),
    MAILBOX_STATE_FILE: '',
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    LOG_LEVEL: 'warn',
    JWT_SECRET,
    ...(await metricsEnv()),
    ...extraEnv,
  });

  const processes = [];
  let stopped;
  const stop = () =>
    (stopped ??= (async () => {
      await Promise.all(processes.map(stopProcess));
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await admin.end();
      await dropRedisPrefix(redisPrefix);
    })());
  const interrupted = (signal) => {
    console.error(`\n${signal}: stopping the shop and dropping ${database}`);
    stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);

  try {
    const migrate = start('migrate', env);
    if ((await migrate.exited) !== 0) throw new Error(`${SCRIPTS.migrate} failed`);
    const apiScript = Number(env.API_INSTANCES || 1) > 1 ? SCRIPTS.cluster : SCRIPTS.api;
    processes.push(start('sandbox', env), start('mailbox', env), start('api', env, apiScript));
    await waitUntilUp(`${sandboxUrl}/sandbox/health`, processes);
    await waitUntilUp(`${base}/api/health/live`, processes);
    const workers = Array.from({ length: Number(env.WORKER_INSTANCES || 1) }, (_, index) => start('worker', { ...env, WORKER_INSTANCE: String(index + 1) }));
    processes.push(...workers, start('mailer', env), start('projections', env));
  } catch (error) {
    await stop();
    throw error;
  }
  // Each kind's processes, an API primary's instances with it (they do its work).
  const pids = () => {
    const byName = {};
    for (const { name, child } of processes) byName[name] = [...(byName[name] ?? []), child.pid, ...childrenOf(child.pid)];
    return byName;
  };
  return { base, sandboxUrl, databaseUrl: env.DATABASE_URL, redisUrl: REDIS_URL, redisPrefix, pids, stop };
}
