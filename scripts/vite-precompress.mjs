// A Vite plugin for both sites: after the build, every text file worth compressing gets gzip and
// Brotli siblings (app.js.gz, app.js.br), which the API's static serving sends to browsers that
// accept them. Compressed once at build time at the highest levels, never per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const SMALLEST = 1024;
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes the file's Brotli and gzip siblings (for a file a step after the build rewrites: the storefront's prerender). */
export async function compress(file) {
  const content = await readFile(file);
  if (content.length < SMALLEST) return;
  const [brotli, gzipped] = await Promise.all([
    toBrotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    toGzip(content, { level: 9 }),
  ]);
  // A sibling that saves nothing would only cost the server a lookup.
  if (brotli.length < content.length) await writeFile(`${file}.br`, brotli);
  if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
}

/** @returns {import('vite').Plugin} */
export function precompress() {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      // A server build (the storefront's prerender) is run, never served.
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!outDir) return;
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map(compress));
    },
  };
}
