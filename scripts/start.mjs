// `npm start`: installs what is missing, starts PostgreSQL and Redis when they are down, builds,
// migrates, then runs the Razorpay sandbox, the API, the projections runner and the worker, and
// prints where everything is. Ctrl+C (or SIGTERM) stops them all gracefully.
import { spawn } from 'node:child_process';
import { build, ensureInstalled, ensureServices, loadDotEnv, ROOT, run, say } from './lib.mjs';

loadDotEnv();
// The sandbox stands in for Razorpay, which never forgets a payment: under npm start it keeps its
// state here (relative to the repository, its working directory). Set it empty for memory only. A
// bare `node sandbox/dist/main.js` (the benchmark starts several) has no default and keeps nothing.
process.env.SANDBOX_STATE_FILE ??= '.data/sandbox/journal.jsonl';
ensureInstalled();
await ensureServices();
build();
say('Migrating the database');
run('node', ['api/dist/migrate.js']);

const port = process.env.PORT ?? '3000';
const processes = [
  { name: 'sandbox', script: 'sandbox/dist/main.js', colour: 35, when: process.env.PAYMENTS_PROVIDER !== 'razorpay' },
  { name: 'api', script: 'api/dist/main.js', colour: 36 },
  { name: 'projections', script: 'projections/dist/main.js', colour: 32 },
  { name: 'worker', script: 'worker/dist/main.js', colour: 33 },
].filter((entry) => entry.when !== false);

let stopping = false;
const children = processes.map(({ name, script, colour }) => {
  // Own process group: Ctrl+C reaches this launcher only, which then stops each child once, gracefully.
  const child = spawn(process.execPath, [script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const label = `\x1b[${colour}m${name.padEnd(11)}\x1b[0m| `;
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.on('data', (chunk) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop();
      for (const line of lines) process.stdout.write(label + line + '\n');
    });
  }
  child.on('exit', (code, signal) => {
    if (stopping) return;
    process.stdout.write(`${label}exited (${signal ?? code}); stopping the others\n`);
    stop(1);
  });
  return child;
});

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  const alive = children.filter((child) => child.exitCode === null && child.signalCode === null);
  let left = alive.length;
  if (left === 0) process.exit(exitCode);
  for (const child of alive) {
    child.once('exit', () => --left === 0 && process.exit(exitCode));
    child.kill('SIGTERM');
  }
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

// Announce the URLs once the API answers its health check.
const base = `http://localhost:${port}`;
for (let attempt = 0; attempt < 120 && !stopping; attempt++) {
  const healthy = await fetch(`${base}/api/health`).then((response) => response.ok, () => false);
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
        `  Staff login     ${process.env.ADMIN_EMAIL ?? 'admin@petshop.local'} / ${process.env.ADMIN_PASSWORD ?? 'Admin123'}`,
        '  Press Ctrl+C to stop.',
        '',
      ].join('\n') + '\n',
    );
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
