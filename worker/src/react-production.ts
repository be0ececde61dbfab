import { createRequire } from 'node:module';

/**
 * Loads React's production build for rendering mails, whatever NODE_ENV says. React picks its
 * build from NODE_ENV when it is first loaded, and the shop runs with NODE_ENV unset (development)
 * under `npm start`: the development build checks every element and keeps component stacks, and
 * renders a mail several times slower, all of it on the machine that serves the checkouts. Mails are never debugged in a browser, so nothing is lost. This
 * module must be evaluated before anything loads React, which the contexts' modules do as they are
 * linked (the mail templates): main.ts imports it, then the worker, one after the other. NODE_ENV is
 * set back at once; nothing runs in between.
 */
const require = createRequire(import.meta.url);
const environment = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
try {
  for (const name of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server']) require(name);
} finally {
  if (environment === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = environment;
}
