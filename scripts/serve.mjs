// The built and migrated shop: runs the Razorpay sandbox, the dev mailbox, the API, the projections
// runner, the worker and the mailer under the supervisor (a crashed process is restarted, see supervisor.mjs) and prints where
// everything is once the API is healthy. `npm start` prepares (install, services, build, migrate),
// then runs this; `node scripts/serve.mjs` runs it alone, as the supervisor's test does.
// SUPERVISOR_POLICY (JSON, e.g. '{"steadyAfterMs":5000}') overrides the supervisor's numbers, for tests.
// API_INSTANCES and WORKER_INSTANCES say how many of those two run (1 each unless set).
import { ROOT } from './lib.mjs';
import { runSupervised } from './supervisor.mjs';

/** How many processes of a kind to run, from the environment; a wrong value stops here, naming the variable as the API's config does. */
function instances(variable) {
  const value = process.env[variable] || '1';
  if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 32) return Number(value);
  process.stderr.write(`Invalid configuration:\n  - ${variable}: must be a whole number from 1 to 32, not ${value}\n`);
  process.exit(1);
}

const port = process.env.PORT ?? '3000';
// The sandbox's webhook is subscribed to the events the shop acts on, as docs/operations.md asks of a live
// Razorpay webhook: order.paid would only repeat payment.captured, a second delivery of every capture.
process.env.SANDBOX_WEBHOOK_EVENTS ??= 'payment.captured,payment.failed,refund.processed';
// With SMTP_URL set, mail goes to that server and the dev mailbox is not needed; without it, every
// process sends to the mailbox's SMTP port (the API's config defaults SMTP_URL to it).
const smtpUrl = process.env.SMTP_URL || undefined;
// Several API instances share the port under one primary (api/dist/cluster.js), which the supervisor
// sees as the API: one API process is main.js itself, with no primary in between.
const apiInstances = instances('API_INSTANCES');
/** The followers' CPU priority: the API's requests weigh about nine times theirs on contended cores (docs/performance.md). */
const FOLLOWER_NICE = 10;
// Several workers are each supervised on their own, as worker-1, worker-2…, each told which it is (its metrics port follows).
const workerInstances = instances('WORKER_INSTANCES');
const workers = Array.from({ length: workerInstances }, (_, index) => ({
  name: workerInstances === 1 ? 'worker' : `worker-${index + 1}`,
  script: 'worker/dist/main.js',
  colour: 33,
  nice: FOLLOWER_NICE,
  env: { WORKER_INSTANCE: String(index + 1) },
}));
// Under load the cores go to the shoppers' requests first (the supervisor's lowerChild). Mail is
// background work: the mailer and the dev mailbox lower their own CPU priority (nice 10), and once
// they are ready the supervisor lowers their sessions' to match (Linux's autogroup) and puts them in
// the idle scheduling class; the outbox, which keeps every mail, catches up as soon as the shoppers
// leave room. The followers (projections, worker) are lowered to FOLLOWER_NICE, sessions too, in the
// usual class: they keep up, and while 32 shoppers check out a page read waits less for the CPU.
const processes = [
  { name: 'sandbox', script: 'sandbox/dist/main.js', colour: 35, when: process.env.PAYMENTS_PROVIDER !== 'razorpay' },
  { name: 'mailbox', script: 'mailbox/dist/main.js', colour: 34, when: smtpUrl === undefined },
  { name: 'api', script: apiInstances === 1 ? 'api/dist/main.js' : 'api/dist/cluster.js', colour: 36 },
  { name: 'projections', script: 'projections/dist/main.js', colour: 32, nice: FOLLOWER_NICE },
  ...workers,
  { name: 'mailer', script: 'worker/dist/mailer.js', colour: 93 },
].filter((entry) => entry.when !== false);

/**
 * The supervisor's view of its processes, kept in Postgres so that /api/health on any API instance
 * shows a crash-looping one red. Loaded from the built API (installed and built by now); null when
 * the configuration is invalid, which the processes themselves report as they fail to start.
 */
async function supervisionRecord() {
  try {
    const { loadConfig } = await import('../api/dist/platform/config.js');
    const { recordSupervision } = await import('../api/dist/platform/supervision/supervised-processes.js');
    const { sessionSettings } = await import('../api/dist/platform/database/idle-transactions.js');
    const config = loadConfig();
    return recordSupervision(config.DATABASE_URL, undefined, sessionSettings(config));
  } catch {
    return null;
  }
}

const record = await supervisionRecord();
const supervisor = runSupervised(processes, {
  cwd: ROOT,
  policy: JSON.parse(process.env.SUPERVISOR_POLICY || '{}'),
  onChange: (states) => record?.publish(states),
  beforeExit: async () => {
    await Promise.race([record?.stop(), new Promise((resolve) => setTimeout(resolve, 3_000).unref())]);
  },
});

/** Where a person reads the shop's mail: the dev mailbox's inbox, or the SMTP server it goes to (without its password). */
function mailShownAt() {
  if (smtpUrl === undefined) {
    const smtpPort = process.env.MAILBOX_SMTP_PORT || '2525';
    return `http://localhost:${process.env.MAILBOX_HTTP_PORT || '3997'}/   (the dev mailbox's inbox; SMTP on 127.0.0.1:${smtpPort})`;
  }
  try {
    const url = new URL(smtpUrl);
    if (url.password) url.password = '***';
    return `sent to ${url}`;
  } catch {
    return 'SMTP_URL is not a URL';
  }
}

// Announce the URLs once the API answers its health check. Restarts do not wait for this.
const base = `http://localhost:${port}`;
for (let attempt = 0; attempt < 120 && !supervisor.stopping; attempt++) {
  const healthy = await fetch(`${base}/api/health`).then(
    (response) => response.ok,
    () => false,
  );
  if (healthy) {
    const sandbox = process.env.PAYMENTS_PROVIDER === 'razorpay' ? 'live Razorpay' : (process.env.SANDBOX_URL ?? 'http://localhost:3999');
    process.stdout.write(
      [
        '',
        '\x1b[1mThe shop is running\x1b[0m',
        `  Storefront      ${base}/`,
        `  Staff console   ${base}/admin   (job queues: ${base}/admin/queues, opened from the console's dashboard)`,
        `  API             ${base}/api   (OpenAPI: ${base}/api/docs, health: ${base}/api/health)`,
        `  Payments        ${sandbox}`,
        `  Mail            ${mailShownAt()}`,
        `  Staff login     ${process.env.ADMIN_EMAIL ?? 'admin@petshop.local'} / ${process.env.ADMIN_PASSWORD ?? 'Admin123'}`,
        `  Processes       ${apiInstances} API ${apiInstances === 1 ? 'process' : 'instances'}, ${workerInstances} worker${workerInstances === 1 ? '' : 's'} (API_INSTANCES, WORKER_INSTANCES)`,
        '  Press Ctrl+C to stop.',
        '',
      ].join('\n') + '\n',
    );
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
