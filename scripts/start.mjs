// `npm start`: installs what is missing, starts PostgreSQL and Redis when they are down, builds,
// migrates, then runs the Razorpay sandbox, the dev mailbox (unless SMTP_URL names another mail
// server), the API, the projections runner and the worker, and prints where everything is. A process that crashes is restarted with a growing delay, however often
// (a crash loop is logged red and shown in /api/health); only one that never once became ready stops
// everything (scripts/supervisor.mjs). Ctrl+C (or SIGTERM) stops them all gracefully.
import { build, ensureInstalled, ensureServices, loadDotEnv, run, say } from './lib.mjs';

loadDotEnv();
// The sandbox stands in for Razorpay, which never forgets a payment: under npm start it keeps its
// state here (relative to the repository, its working directory). Set it empty for memory only. A
// bare `node sandbox/dist/main.js` (the benchmark starts several) has no default and keeps nothing.
process.env.SANDBOX_STATE_FILE ??= '.data/sandbox/journal.jsonl';
// Likewise the dev mailbox keeps the mail it received across restarts.
process.env.MAILBOX_STATE_FILE ??= '.data/mailbox/journal.jsonl';
ensureInstalled();
await ensureServices();
await build();
say('Migrating the database');
run('node', ['api/dist/migrate.js']);

// Imported only now: it starts the processes as it loads.
await import('./serve.mjs');
