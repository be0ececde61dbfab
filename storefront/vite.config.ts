import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { precompress } from '../scripts/vite-precompress.mjs';
import { apiProxy, documentTitle } from '../scripts/vite-site.mjs';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
// The contract's source, not its build: the sites build beside it.
import { DOCUMENT_TITLE } from '../contract/src/brand.ts';

// /api, plus /media: product images are served by the API under /media/products/.
const API_PROXY = apiProxy(['/api', '/media']);

/**
 * Every module the entry loads at once goes into one chunk. Left alone, the bundler cuts them into
 * many small chunks shared with lazy pages, which gzip worse and cost a request each.
 */
function firstLoadChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const firstLoad = new Set<string>();
  const plugin: Plugin = {
    name: 'storefront-first-load-chunk',
    apply: 'build',
    buildEnd() {
      const pending = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (firstLoad.has(id)) continue;
        firstLoad.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, test: (id) => firstLoad.has(id) };
}

const firstLoad = firstLoadChunk();

// The API serves the built storefront at `/` (SPA fallback) and the console at `/admin/`.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react(), documentTitle(DOCUMENT_TITLE), firstLoad.plugin, precompress()],
  // The contract's source: the brand's plain data (`@petshop/contract/brand`) is bundled from brand.ts itself.
  resolve: { conditions: ['@petshop/source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', test: firstLoad.test }] } } },
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
