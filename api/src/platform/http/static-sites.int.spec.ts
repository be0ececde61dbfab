import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { serveSites } from './static-sites.js';

const SCRIPT = `console.log(${JSON.stringify('paws '.repeat(400))});`;

describe('serveSites: built sites on one origin', () => {
  let root: string;
  let fastify: FastifyInstance;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'sites-'));
    await mkdir(path.join(root, 'assets'));
    await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Shop</title>');
    await writeFile(path.join(root, 'assets/app-1a2b.js'), SCRIPT);
    await writeFile(path.join(root, 'assets/app-1a2b.js.br'), brotliCompressSync(SCRIPT));
    await writeFile(path.join(root, 'assets/app-1a2b.js.gz'), gzipSync(SCRIPT));
    await writeFile(path.join(root, 'assets/small-3c4d.js'), 'export {};');
    fastify = Fastify();
    await serveSites(fastify, [{ prefix: '/', root }]);
    await fastify.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await fastify.close();
    await rm(root, { recursive: true });
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

  it('sends a file without compressed siblings as it is, and index.html for client routes', async () => {
    const small = await get('/assets/small-3c4d.js', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('export {};');
    const route = await get('/product-details/42', { 'accept-encoding': 'br' });
    expect(route.body).toContain('<title>Shop</title>');
    expect(route.headers['cache-control']).toBe('no-cache');
  });

  it('answers an unknown /api path with the JSON 404, never the storefront', async () => {
    const response = await get('/api/nothing');
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body)).toEqual({ status: false, message: 'Not found' });
  });
});
