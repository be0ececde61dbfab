import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReadyAnswer } from './ready-answer.js';
import { sendReady } from './send-ready.js';

const PAGE_CACHE_CONTROL = 'no-cache';
const HTML_TYPE = 'text/html; charset=utf-8';

/**
 * A built single-page app served under a path prefix: its index.html at the prefix itself and, for
 * other client routes, its shell.html when the build keeps one (the storefront's index.html holds the
 * prerendered home page, its shell.html the empty page), else its index.html.
 */
export interface Site {
  prefix: '/' | `/${string}/`;
  root: string;
  /** Draws the page at a client route's address (path and query) on the server; undefined sends the shell. */
  draw?: (url: string) => Promise<ReadyAnswer | undefined>;
}

function listFiles(root: string, dir = ''): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(root, path.posix.join(dir, entry.name)) : [path.posix.join(dir, entry.name)],
  );
}

/**
 * One origin: `/api` is Nest's, and every other GET is a file of a built site or, failing that,
 * the site's page (index.html or its shell, see Site) so that client-side routes survive a reload. Files are listed once at
 * start, so a request never probes the disk for a path that cannot exist. The sites' builds write
 * Brotli and gzip siblings of their text files (scripts/vite-precompress.mjs): a browser that
 * accepts them gets those, with `Vary: accept-encoding`, and nothing is compressed per request.
 */
export async function serveSites(fastify: FastifyInstance, sites: Site[]): Promise<void> {
  await fastify.register(fastifyStatic, { root: sites.map((site) => site.root), serve: false, preCompressed: true });
  for (const site of sites) {
    const files = existsSync(site.root) ? new Set(listFiles(site.root)) : new Set<string>();
    const shell = files.has('shell.html') ? 'shell.html' : 'index.html';
    const handler = async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
      const wanted = request.params['*'] ?? '';
      if (site.prefix === '/' && (wanted === 'api' || wanted.startsWith('api/'))) {
        return reply.status(404).send({ status: false, message: 'Not found' });
      }
      if (!files.has('index.html')) {
        return reply.status(503).type('text/plain').send(`This site is not built yet: run "npm run build" (${site.root})`);
      }
      if (files.has(wanted)) {
        // Vite puts content-hashed files under assets/: they never change.
        const immutable = wanted.startsWith('assets/');
        return reply.sendFile(wanted, site.root, { immutable, maxAge: immutable ? '365d' : 0, cacheControl: true });
      }
      // Never kept without asking again: a new build's pages name new assets.
      const drawn = wanted !== '' && site.draw ? await site.draw(request.url) : undefined;
      if (drawn) return sendReady(request, reply, drawn, PAGE_CACHE_CONTROL, HTML_TYPE);
      return reply.header('cache-control', PAGE_CACHE_CONTROL).sendFile(wanted === '' ? 'index.html' : shell, site.root, { cacheControl: false });
    };
    fastify.get(`${site.prefix}*`, handler);
    if (site.prefix !== '/') fastify.get(site.prefix.slice(0, -1), (_request, reply) => reply.redirect(site.prefix));
  }
}

/**
 * Plain files under a prefix (product images): a file, or a 404 in the JSON envelope. Public, so
 * other sites may show them (a console on an origin of CORS_ORIGINS, a partner's page), which the
 * pages' Cross-Origin-Resource-Policy (same-origin) would forbid.
 */
export function serveDirectory(fastify: FastifyInstance, prefix: `/${string}/`, root: string): void {
  const files = existsSync(root) ? new Set(listFiles(root)) : new Set<string>();
  fastify.get(`${prefix}*`, (request: FastifyRequest<{ Params: { '*': string } }>, reply) => {
    const wanted = request.params['*'] ?? '';
    if (!files.has(wanted)) return reply.status(404).send({ status: false, message: 'Not found' });
    void reply.header('cross-origin-resource-policy', 'cross-origin');
    return reply.sendFile(wanted, root, { maxAge: '1d', cacheControl: true });
  });
}
