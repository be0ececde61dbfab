import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { DOCUMENT_TITLE } from './src/lib/brand.ts';

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
  plugins: [react(), documentTitle()],
  build: { outDir: 'dist', emptyOutDir: true },
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
