import type { Plugin } from 'vite';

/** Writes Brotli and gzip siblings of the build's text files (see vite-precompress.mjs). */
export function precompress(): Plugin;
