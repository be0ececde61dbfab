import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { precompress } from '../scripts/vite-precompress.mjs';
import { apiProxy, documentTitle } from '../scripts/vite-site.mjs';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
// The contract's source, not its build: the sites build beside it.
import { BRAND_COLORS, BRAND_FONTS, DOCUMENT_TITLE } from '../contract/src/brand.ts';

// /api, plus /media: product images are served by the API under /media/products/.
const API_PROXY = apiProxy(['/api', '/media']);

/**
 * The brand's colours and fonts as custom properties in every page's head, for the stylesheets of what the
 * first screen draws (components/ui): the same values the MUI theme takes from the brand (lib/theme.ts).
 */
function brandTokens(): Plugin {
  const tokens = {
    primary: BRAND_COLORS.orange,
    'primary-light': BRAND_COLORS.orangeLight,
    'primary-dark': BRAND_COLORS.orangeDark,
    secondary: BRAND_COLORS.teal,
    'secondary-dark': BRAND_COLORS.tealDark,
    text: BRAND_COLORS.cocoa,
    'text-secondary': BRAND_COLORS.cocoaSoft,
    background: BRAND_COLORS.cream,
    sand: BRAND_COLORS.sand,
    divider: BRAND_COLORS.divider,
    font: BRAND_FONTS.join(','),
  };
  const style = `<style>:root{${Object.entries(tokens)
    .map(([name, value]) => `--shop-${name}:${value}`)
    .join(';')}}</style>`;
  return { name: 'brand-tokens', transformIndexHtml: (html) => html.replace('</head>', `${style}</head>`) };
}

const PLAIN_ICON = /^@mui\/icons-material\/(\w+)\?plain$/;
const PLAIN_ICON_FACTORY = fileURLToPath(new URL('src/components/ui/plainIcon.tsx', import.meta.url));
const ICONS_PACKAGE = path.dirname(createRequire(import.meta.url).resolve('@mui/icons-material/package.json'));

/**
 * `@mui/icons-material/<Name>?plain`: the package's icon, its shapes unchanged, built by a bare <svg>
 * (components/ui/plainIcon.tsx) rather than MUI's SvgIcon, which would bring MUI's styling runtime.
 */
function plainIcons(): Plugin {
  return {
    name: 'plain-icons',
    enforce: 'pre',
    // The package's own ES module, found by path: left to the resolver, the dev server would hand over its
    // pre-bundled copy, built with MUI's SvgIcon.
    resolveId(source) {
      const name = PLAIN_ICON.exec(source)?.[1];
      return name ? `${ICONS_PACKAGE}/${name}.mjs?plain` : null;
    },
    async load(id) {
      if (!id.endsWith('?plain')) return null;
      const source = await readFile(id.slice(0, -'?plain'.length), 'utf8');
      const plain = source.replace(/import createSvgIcon from "[^"]+";/, `import createSvgIcon from ${JSON.stringify(PLAIN_ICON_FACTORY)};`);
      if (plain === source) throw new Error(`${id}: no createSvgIcon import to replace`);
      return plain;
    },
  };
}

const APP_ENTRY = 'src/start.tsx';
/** The page itself, its script and what Vite adds to it: kept out of the app's chunk (build.rolldownOptions). */
const PAGE_SCRIPT = /\/index\.html$|\/src\/main\.tsx$|vite\/modulepreload-polyfill/;

/**
 * The page's script names the app it starts (`data-app`, read by src/main.tsx): the chunks the app's entry
 * imports, then its own, which the script evaluates one per task; on the dev server, the source module.
 * Named, not linked: a preload would bring the app before the page's paint.
 */
function appEntry(): Plugin {
  return {
    name: 'app-entry',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk, server }) {
        const script = server ? '/src/main.tsx' : `/${chunk?.fileName}`;
        const app = Object.values(bundle ?? {}).find((output) => output.type === 'chunk' && output.isEntry && output.name === 'app');
        const modules = server ? [`/${APP_ENTRY}`] : app?.type === 'chunk' ? [...app.imports, app.fileName].map((file) => `/${file}`) : [];
        const tag = `src="${script}"`;
        if (!html.includes(tag) || modules.length === 0) throw new Error(`No page script (${script}) or no app chunk to name`);
        return html.replace(tag, `${tag} data-app="${modules.join(' ')}"`);
      },
    },
  };
}

// The API serves the built storefront at `/` (SPA fallback) and the console at `/admin/`.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [plainIcons(), react(), documentTitle(DOCUMENT_TITLE), brandTokens(), appEntry(), precompress()],
  // The contract's source: the brand's plain data (`@petshop/contract/brand`) is bundled from brand.ts itself.
  resolve: { conditions: ['@petshop/source', ...defaultClientConditions] },
  // The prerender's build (prerender.mjs) bundles everything it imports: it runs once, at build time, from dist-server/.
  ssr: { noExternal: true, resolve: { conditions: ['@petshop/source', ...defaultServerConditions] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One stylesheet, which the prerender puts in the page (prerender.mjs): what the first screen draws is
    // styled before any script runs, also on the pages the API draws.
    cssCodeSplit: false,
    rolldownOptions: {
      // Two entries: the page's script (src/main.tsx), which starts the app once the page has painted, and the
      // app (src/start.tsx), whose chunk the page's script names (appEntry above).
      input: { index: 'index.html', app: APP_ENTRY },
      // Every module the app loads at once goes into two chunks (rolldown's `$initial` tag: an entry's static
      // imports as they are after tree-shaking): react-dom with the scheduler, and the rest. Left alone, the
      // bundler cuts them into many small chunks shared with lazy pages, which gzip worse and cost a request
      // each; a walk of the import graph of our own took in what barrels re-export but the entry never uses
      // (MUI's InputBase and more, about 5 KB gzip). Two, because the page's script evaluates each in a task of
      // its own: one chunk was one task of 40–60 ms (160–250 on Lighthouse's phone), which its total blocking
      // time counted. The page's script and what Vite adds to it (the modulepreload polyfill) stay out: with
      // them, the page's script would import the app's chunk, and the paint would wait for it again.
      output: {
        codeSplitting: {
          groups: [
            { name: 'react-dom', priority: 2, tags: ['$initial'], test: /node_modules\/(react-dom|scheduler)\// },
            { name: 'app', priority: 1, tags: ['$initial'], test: (id) => !PAGE_SCRIPT.test(id) },
          ],
        },
      },
    },
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
