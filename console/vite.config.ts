import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { precompress } from '../scripts/vite-precompress.mjs';
import { apiProxy, documentTitle } from '../scripts/vite-site.mjs';
import { defaultClientConditions, defineConfig, type Connect, type Plugin } from 'vite';
// The contract's source, not its build: the sites build beside it.
import { CONSOLE_TITLE } from '../contract/src/brand.ts';

// /api, plus /media (product images) and /admin/queues (the job queue board), which the API serves.
const API_PROXY = apiProxy(['/api', '/media', '/admin/queues']);

/** Vite only serves the console under /admin/; send a bare /admin there too (dev and preview). */
function redirectBareBase(): Plugin {
  const redirect: Connect.NextHandleFunction = (req, res, next) => {
    const url = req.url ?? '';
    if (url === '/admin' || url.startsWith('/admin?')) {
      res.statusCode = 302;
      res.setHeader('Location', `/admin/${url.slice('/admin'.length)}`);
      res.end();
      return;
    }
    next();
  };
  return {
    name: 'console-bare-base-redirect',
    configureServer: (server) => void server.middlewares.use(redirect),
    configurePreviewServer: (server) => void server.middlewares.use(redirect),
  };
}

// The API serves the built console under /admin/ (SPA fallback to its index.html).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  plugins: [react(), documentTitle(CONSOLE_TITLE), redirectBareBase(), precompress()],
  // The contract's source, as the typecheck reads it: plain data from `@petshop/contract/moves` is
  // bundled from moves.ts itself, never from a contract build that may be older.
  resolve: { conditions: ['@petshop/source', ...defaultClientConditions] },
  // No manual chunks: App.tsx loads the dashboard and the resources (resources.tsx) only after
  // login, so the login page fetches react-admin's core alone (≈270 kB gzipped; the budget is 400 kB,
  // checked by tests/e2e/console-core.test.ts) and every chunk stays under Vite's 500 kB warning.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    port: 5174,
    strictPort: true,
    proxy: API_PROXY,
  },
  preview: {
    port: 4174,
    proxy: API_PROXY,
  },
});
