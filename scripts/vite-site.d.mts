import type { Plugin, ProxyOptions } from 'vite';

/** The dev and preview servers' proxy: each path is the API's, on port 3000 (see vite-site.mjs). */
export function apiProxy(paths: readonly string[]): Record<string, ProxyOptions>;

/** Keeps the <title> in index.html (`__DOCUMENT_TITLE__`) in step with the brand constant given. */
export function documentTitle(title: string): Plugin;
