import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { precompress } from '../scripts/vite-precompress.mjs';
import { apiProxy, documentTitle } from '../scripts/vite-site.mjs';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
// The contract's source, not its build: the sites build beside it.
import { DOCUMENT_TITLE } from '../contract/src/brand.ts';

// /api, plus /media: product images are served by the API under /media/products/.
const API_PROXY = apiProxy(['/api', '/media']);

// The API serves the built storefront at `/` (SPA fallback) and the console at `/admin/`.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react(), documentTitle(DOCUMENT_TITLE), precompress()],
  // The contract's source: the brand's plain data (`@petshop/contract/brand`) is bundled from brand.ts itself.
  resolve: { conditions: ['@petshop/source', ...defaultClientConditions] },
  // The prerender's build (prerender.mjs) bundles everything it imports: it runs once, at build time, from dist-server/.
  ssr: { noExternal: true, resolve: { conditions: ['@petshop/source', ...defaultServerConditions] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every module the entry loads at once goes into one chunk (rolldown's `$initial` tag: the entry's static
    // imports as they are after tree-shaking). Left alone, the bundler cuts them into many small chunks shared
    // with lazy pages, which gzip worse and cost a request each; a walk of the import graph of our own took in
    // what barrels re-export but the entry never uses (MUI's InputBase and more, about 5 KB gzip).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: API_PROXY,
  },
  preview: {
    port: 4173,
    proxy: API_PROXY,
  },
});
