import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../../api/src/platform/testing/test-database.js';
import { dropRedisPrefix } from '../../api/src/platform/testing/test-redis.js';
import { UNLIMITED_UNPAID_ORDERS } from '../../api/src/platform/testing/unpaid-order-limits.js';
import { eventually, freePort, startProcess, type RunningProcess } from './processes.js';

/** The supervisor's output without its colours. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes start with ESC, which is what this strips.
export const plain = (output: string) => output.replace(/\x1b\[[0-9;]*m/g, '');

/** The pids the supervisor announced for the process `name` (a pattern), in the order it started them. */
export const startedPids = (output: string, name: string) =>
  [...plain(output).matchAll(new RegExp(`^supervisor +\\| ${name} started \\(pid (\\d+)\\)$`, 'gm'))].map((match) => Number(match[1]));

export const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export interface SupervisedShop {
  base: string;
  sandboxUrl: string;
  /** The dev mailbox's inbox and JSON API (`GET /api/messages?to=`, see mailbox/src/http.ts), where the worker sends this shop's mail. */
  mailboxUrl: string;
  database: TestDatabase;
  /** The shop's REDIS_PREFIX: every key it keeps in Redis starts with it. */
  redisPrefix: string;
  /** `node scripts/serve.mjs` itself (the latest start's). */
  supervisor: RunningProcess;
  /** What the supervisor and its processes printed so far, without colours. */
  output(): string;
  /** The pid of the running (or last) start of `name`. */
  latestPid(name: string): number;
  /** Stops the supervisor and kills whatever it left behind, keeping the database, the Redis keys and the journals. */
  halt(): Promise<void>;
  /** After `halt`: starts the supervisor again on the same database, ports, Redis prefix and journals (with `env` added); resolves once the shop is running. */
  resume(env?: Record<string, string>): Promise<void>;
  /** Stops the supervisor, kills whatever it left behind, and drops the database, the Redis keys and the sandbox's and mailbox's journals. */
  stop(): Promise<void>;
}

/**
 * The built shop under `npm start`'s supervisor (scripts/serve.mjs, with the sandbox as the payment
 * provider and the dev mailbox receiving its mail), on free ports, with a database, Redis prefix and
 * sandbox and mailbox journals of its own; returned
 * once the supervisor announces that the shop is running (its API answered health with 200).
 */
export async function startSupervisedShop(label: string, env: Record<string, string> = {}): Promise<SupervisedShop> {
  const database = await createTestDatabase(label);
  const stateDir = await mkdtemp(path.join(os.tmpdir(), `petshop-${label}-`));
  const [port, sandboxPort, mailboxSmtpPort, mailboxHttpPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const base = `http://127.0.0.1:${port}`;
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const mailboxUrl = `http://127.0.0.1:${mailboxHttpPort}`;
  const shopEnv: Record<string, string> = {
    DATABASE_URL: database.url,
    PORT: String(port),
    REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}`,
    PAYMENTS_PROVIDER: 'sandbox',
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_URL: sandboxUrl,
    // No SANDBOX_WEBHOOK_URL: the sandbox's default follows the shop's own PORT, as npm start's does.
    SANDBOX_STATE_FILE: path.join(stateDir, 'journal.jsonl'),
    // The developer's own SMTP_URL (from their environment) must not receive a test's mail.
    SMTP_URL: '',
    MAILBOX_SMTP_PORT: String(mailboxSmtpPort),
    MAILBOX_HTTP_PORT: String(mailboxHttpPort),
    MAILBOX_STATE_FILE: path.join(stateDir, 'mailbox.jsonl'),
    PUBLIC_URL: base,
    ...UNLIMITED_UNPAID_ORDERS,
    ...env,
  };
  const running = () => eventually(() => expect(output()).toContain('The shop is running'), 60_000, 200);
  const output = () => plain(shop.supervisor.output());
  const shop: SupervisedShop = {
    base,
    sandboxUrl,
    mailboxUrl,
    database,
    redisPrefix: shopEnv.REDIS_PREFIX!,
    supervisor: startProcess('scripts/serve.mjs', shopEnv),
    output,
    latestPid: (name) => startedPids(output(), name).at(-1)!,
    async halt() {
      const { supervisor } = shop;
      if (supervisor.child.exitCode === null && supervisor.child.signalCode === null) supervisor.child.kill('SIGTERM');
      await Promise.race([supervisor.exited, new Promise((resolve) => setTimeout(resolve, 30_000).unref())]);
      // The children have process groups of their own: a supervisor that died or hung would leave them running.
      if (supervisor.child.exitCode === null && supervisor.child.signalCode === null) supervisor.child.kill('SIGKILL');
      for (const pid of startedPids(output(), '\\S+')) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    },
    async resume(env = {}) {
      shop.supervisor = startProcess('scripts/serve.mjs', { ...shopEnv, ...env });
      await running();
    },
    async stop() {
      await shop.halt();
      await database.drop();
      await dropRedisPrefix(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', shopEnv.REDIS_PREFIX!);
      await rm(stateDir, { recursive: true, force: true });
    },
  };
  try {
    await running();
  } catch (error) {
    await shop.stop();
    throw error;
  }
  return shop;
}
