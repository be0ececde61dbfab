import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { precompress } from '../scripts/vite-precompress.mjs';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
// The contract's source, not its build: the sites build beside it.
import { DOCUMENT_TITLE } from '../contract/src/brand.ts';

const API_TARGET = 'http://127.0.0.1:3000';
// /api, plus /media: product images are served by the API under /media/products/.
const API_PROXY = {
  '/api': { target: API_TARGET, changeOrigin: true },
  '/media': { target: API_TARGET, changeOrigin: true },
};

/** Keeps the <title> in index.html in step with the one brand constant the app uses. */
function documentTitle(): Plugin {
  return {
    name: 'storefront-document-title',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('__DOCUMENT_TITLE__', DOCUMENT_TITLE),
    },
  };
}

// The API serves the built storefront at `/` (SPA fallback) and the console at `/admin/`.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react(), documentTitle(), precompress()],
  // The contract's source: the brand's plain data (`@petshop/contract/brand`) is bundled from brand.ts itself.
  resolve: { conditions: ['@petshop/source', ...defaultClientConditions] },
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
