// The worker's entry: payment jobs, refunds and the reactions to events. The shop's mail runs in a
// process of its own (mailer.ts).
await import('./run-worker.js');
