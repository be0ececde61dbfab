// Run after `vite build` (the storefront's build script, the root build, bench:storefront): the home page
// arrives drawn, and the browser hydrates it (src/start.tsx). Vite's SSR build of src/entry-server.tsx goes
// to dist-server/, which is never served; its render of `/` becomes dist/index.html, and the empty shell
// every other route gets is kept as dist/shell.html (api/src/platform/http/static-sites.ts).
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { compress } from '../scripts/vite-precompress.mjs';

// The prerender must draw what the production client draws (emotion's class names differ in development).
process.env.NODE_ENV = 'production';

const root = fileURLToPath(new URL('.', import.meta.url));
const DIST = `${root}dist`;
const SERVER_DIST = `${root}dist-server`;
const EMPTY_ROOT = '<div id="root"></div>';

await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: SERVER_DIST, emptyOutDir: true, copyPublicDir: false },
  // Production React, emotion and MUI, whatever NODE_ENV says where the build runs: the API draws pages with
  // it too (api/src/catalog/http/storefront-pages.ts), and the shop runs with NODE_ENV unset. Left to be read at
  // run time, it drew them with React's development build (several times slower) and emotion's development
  // class names, which the browser's production build then had to write again.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
});
const { render } = await import(pathToFileURL(`${SERVER_DIST}/entry-server.js`).href);

// The stylesheet (one: `cssCodeSplit: false`) goes in the page rather than beside it: a phone paints the
// drawn page without waiting one more round trip for it.
const built = await readFile(`${DIST}/index.html`, 'utf8');
const stylesheets = [...built.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)];
let shell = built;
for (const [link, href] of stylesheets) shell = shell.replace(link, `<style>${await readFile(`${DIST}${href}`, 'utf8')}</style>`);
if (!shell.includes(EMPTY_ROOT) || !shell.includes('</head>')) throw new Error(`dist/index.html has no ${EMPTY_ROOT} to fill`);
const { html, styles } = await render('/');
const home = shell.replace('</head>', `${styles}</head>`).replace(EMPTY_ROOT, `<div id="root">${html}</div>`);

await writeFile(`${DIST}/shell.html`, shell);
await writeFile(`${DIST}/index.html`, home);
await Promise.all([compress(`${DIST}/shell.html`), compress(`${DIST}/index.html`)]);
console.log(`Prerendered / into dist/index.html (${Math.round(home.length / 1024)} KB); dist/shell.html for every other route`);
