// The mailer's entry: the shop's mail, in a process of its own beside the worker. It renders mails
// with React, whose production build must be loaded before the mailer's modules are (see
// react-production.ts): hence two imports, one after the other.
await import('./react-production.js');
await import('./mailer/mailer-process.js');
