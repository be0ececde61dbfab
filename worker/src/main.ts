// The worker's entry. It renders mails with React, whose production build must be loaded before
// the worker's modules are (see react-production.ts): hence two imports, one after the other.
await import('./react-production.js');
await import('./run-worker.js');
