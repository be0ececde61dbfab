import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { ReadyAnswer } from './ready-answer.js';
import { serveSites } from './static-sites.js';

const SCRIPT = `console.log(${JSON.stringify('paws '.repeat(400))});`;
const DRAWN_LIST = new ReadyAnswer(Buffer.from(`<!doctype html><title>Cat food</title><div id="root"><ul>${'<li>Tuna</li>'.repeat(200)}</ul></div>`));

describe('serveSites: built sites on one origin', () => {
  let root: string;
  let consoleRoot: string;
  let fastify: FastifyInstance;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'sites-'));
    await mkdir(path.join(root, 'assets'));
    // The storefront's build: its home page prerendered as index.html, the empty page as shell.html.
    await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Shop</title><div id="root"><h1>Home</h1></div>');
    await writeFile(path.join(root, 'shell.html'), '<!doctype html><title>Shop</title><div id="root"></div>');
    // The console's: index.html alone.
    consoleRoot = await mkdtemp(path.join(os.tmpdir(), 'sites-console-'));
    await writeFile(path.join(consoleRoot, 'index.html'), '<!doctype html><title>Console</title>');
    await writeFile(path.join(root, 'assets/app-1a2b.js'), SCRIPT);
    await writeFile(path.join(root, 'assets/app-1a2b.js.br'), brotliCompressSync(SCRIPT));
    await writeFile(path.join(root, 'assets/app-1a2b.js.gz'), gzipSync(SCRIPT));
    await writeFile(path.join(root, 'assets/small-3c4d.js'), 'export {};');
    fastify = Fastify();
    await serveSites(fastify, [
      { prefix: '/admin/', root: consoleRoot },
      // The storefront's list is drawn on the server (catalog/http/storefront-pages.ts): here, one address of it.
      { prefix: '/', root, draw: async (url) => (url === '/products?category=cat-food' ? DRAWN_LIST : undefined) },
    ]);
    await fastify.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await fastify.close();
    await rm(root, { recursive: true });
    await rm(consoleRoot, { recursive: true });
  });
  /** The bytes as sent (fetch would undo the compression this is about). */
  const get = (url: string, headers: Record<string, string> = {}) =>
    new Promise<{ statusCode: number; headers: Record<string, string | string[] | undefined>; rawPayload: Buffer; body: string }>((resolve, reject) => {
      const { port } = fastify.server.address() as AddressInfo;
      request({ host: '127.0.0.1', port, path: url, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const rawPayload = Buffer.concat(chunks);
          resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, rawPayload, body: rawPayload.toString() });
        });
      })
        .on('error', reject)
        .end();
    });

  it('sends the build’s Brotli sibling to a browser that accepts it, varying on accept-encoding', async () => {
    const response = await get('/assets/app-1a2b.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toMatch(/immutable/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser without Brotli, and the file itself to one that accepts neither', async () => {
    expect((await get('/assets/app-1a2b.js', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/app-1a2b.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends a file without compressed siblings as it is', async () => {
    const small = await get('/assets/small-3c4d.js', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('export {};');
  });

  it('sends index.html at the site’s own path and its shell.html for client routes, neither kept without asking again', async () => {
    const home = await get('/', { 'accept-encoding': 'br' });
    expect(home.body).toContain('<h1>Home</h1>');
    expect(home.headers['cache-control']).toBe('no-cache');
    for (const route of ['/product-details/42', '/products?q=collar']) {
      const answer = await get(route, { 'accept-encoding': 'br' });
      expect(answer.body).toContain('<div id="root"></div>');
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends a page the site draws as HTML with its ETag, compressed, and a 304 to its revalidation; the home page and files are never drawn', async () => {
    const drawn = await get('/products?category=cat-food', { 'accept-encoding': 'br' });
    expect(drawn.statusCode).toBe(200);
    expect(drawn.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(drawn.headers['cache-control']).toBe('no-cache');
    expect(drawn.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(drawn.rawPayload).toString()).toBe(DRAWN_LIST.body.toString());

    const again = await get('/products?category=cat-food', { 'accept-encoding': 'br', 'if-none-match': String(drawn.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    expect((await get('/products?category=dog-food')).body).toContain('<div id="root"></div>');
    expect((await get('/')).body).toContain('<h1>Home</h1>');
  });

  it('sends index.html for every client route of a site without a shell', async () => {
    for (const route of ['/admin/', '/admin/orders/7']) {
      const answer = await get(route);
      expect(answer.body).toContain('<title>Console</title>');
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers an unknown /api path with the JSON 404, never the storefront', async () => {
    const response = await get('/api/nothing');
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body)).toEqual({ status: false, message: 'Not found' });
  });
});
