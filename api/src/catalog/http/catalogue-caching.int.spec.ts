import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CATALOGUE_CACHE_CONTROL } from '@petshop/contract/freshness';
import pino from 'pino';
import { createApp } from '../../app.js';
import { addProduct } from '../../platform/testing/command-spec.js';
import { eventually } from '../../platform/testing/eventually.js';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: Buffer;
}

/** The answer as it crossed the wire: no client in between decompressing it. */
function raw(base: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, bytes: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

async function listen(app: NestFastifyApplication): Promise<string> {
  await app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
}

// The public catalogue is compressed as the client asks and carries a strong ETag that is a hash of
// the answer: a second API instance, which shares nothing but the database, gives the same answer the
// same tag, and both give a new one once the answer changes, whoever changed it.
describe('catalogue: compressed, cacheable answers', () => {
  let t: TestApp;
  let second: NestFastifyApplication;
  let one: string;
  let two: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp('catalog_caching');
    second = await createApp(t.config, pino({ level: 'silent' }));
    [one, two] = [await listen(t.app), await listen(second)];
    admin = await t.adminToken();
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const PAGE = '/api/products?limit=24';
  const CARDS = '/api/products?limit=24&view=card';
  const etagOf = async (base: string, path: string) => (await raw(base, path, { 'accept-encoding': 'br, gzip' })).headers.etag;
  const asAdmin = () => ({ authorization: `Bearer ${admin}` });

  it('compresses a page of products with brotli or gzip as Accept-Encoding asks, and sends it as it is otherwise', async () => {
    const plain = await raw(one, PAGE);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.length).toBeGreaterThan(1024);
    const json = plain.bytes.toString();
    expect(JSON.parse(json).products).toHaveLength(24);
    for (const base of [one, one, two]) {
      // Twice from the first instance: the second answer is the kept one, sent from the fast path.
      const br = await raw(base, PAGE, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers).toMatchObject({
        'content-encoding': 'br',
        vary: expect.stringMatching(/Accept-Encoding/),
        'content-type': 'application/json; charset=utf-8',
      });
      expect(brotliDecompressSync(br.bytes).toString()).toBe(json);
      expect(br.bytes.length).toBeLessThan(plain.bytes.length / 2);
      const gzip = await raw(base, PAGE, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.bytes).toString()).toBe(json);
      expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    }
  });

  it('compresses a page of cards as it does the default page, each encoding of each view with a tag of its own', async () => {
    const [plain, full] = [await raw(one, CARDS), await raw(one, PAGE, { 'accept-encoding': 'br' })];
    const json = plain.bytes.toString();
    expect(JSON.parse(json).products).toHaveLength(24);
    const tags = new Set([plain.headers.etag]);
    for (const base of [one, one, two]) {
      const br = await raw(base, CARDS, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: expect.stringMatching(/Accept-Encoding/) });
      expect(brotliDecompressSync(br.bytes).toString()).toBe(json);
      expect(br.bytes.length).toBeLessThan(full.bytes.length / 2);
      const gzip = await raw(base, CARDS, { 'accept-encoding': 'gzip' });
      expect(gunzipSync(gzip.bytes).toString()).toBe(json);
      tags.add(br.headers.etag).add(gzip.headers.etag);
    }
    expect(tags.size).toBe(3); // every instance gives each representation the same tag
    const fullTags = [(await raw(one, PAGE)).headers.etag, full.headers.etag, (await raw(one, PAGE, { 'accept-encoding': 'gzip' })).headers.etag];
    for (const tag of fullTags) expect(tags.has(tag)).toBe(false);
    // The default page's tag is not the cards' page's: a client holding one gets the other whole.
    expect((await raw(one, CARDS, { 'accept-encoding': 'br', 'if-none-match': full.headers.etag! })).status).toBe(200);
  });

  it('sends an answer under 1 KB as it is, whatever the client accepts', async () => {
    const { id } = await addProduct(t.database.pool, { name: `Quiet mouse ${Date.now()}` });
    const reviews = await raw(one, `/api/products/${id}/reviews`, { 'accept-encoding': 'br, gzip' });
    expect(reviews.status).toBe(200);
    expect(reviews.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(reviews.bytes.toString())).toMatchObject({ status: true, reviews: [] });
  });

  it('answers each catalogue route with a strong ETag and a short public Cache-Control, and 304 with no body to a matching If-None-Match', async () => {
    const { id } = await addProduct(t.database.pool, { name: `Tagged ball ${Date.now()}` });
    for (const path of [
      PAGE,
      CARDS,
      '/api/products?q=ball&sort=price_asc&view=card',
      '/api/products?q=ball&sort=price_asc',
      `/api/products/${id}`,
      `/api/products/${id}/reviews`,
      '/api/payments/checkout-script',
    ]) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const first = await raw(one, path, { 'accept-encoding': encoding });
        expect(first.status).toBe(200);
        expect(first.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
        expect(first.headers.etag).toMatch(/^"[\w-]+"$/); // strong: no W/
        const again = await raw(one, path, { 'accept-encoding': encoding, 'if-none-match': first.headers.etag! });
        expect(again).toMatchObject({ status: 304, bytes: Buffer.alloc(0) });
        expect(again.headers).toMatchObject({ etag: first.headers.etag, 'cache-control': CATALOGUE_CACHE_CONTROL });
        expect((await raw(two, path, { 'accept-encoding': encoding, 'if-none-match': first.headers.etag! })).status).toBe(304);
      }
    }
  });

  it('answers each page asked again with its own kept answer, however its query is written, and refuses a bad query every time', async () => {
    await addProduct(t.database.pool, { name: `Paged ball ${Date.now()}` });
    await addProduct(t.database.pool, { name: `Paged ball ${Date.now()}` });
    const idsOn = async (path: string) => JSON.parse((await raw(one, path)).bytes.toString()).products.map((p: { _id: string }) => p._id);
    for (let read = 0; read < 2; read++) {
      // The second round is answered from the kept answers, by the keys remembered for these URLs.
      const [first, second, sameSecond] = [
        await idsOn('/api/products?limit=1'),
        await idsOn('/api/products?limit=1&page=2'),
        await idsOn('/api/products?page=2&limit=1'),
      ];
      expect(first).toHaveLength(1);
      expect(second).toHaveLength(1);
      expect(second).not.toEqual(first);
      expect(sameSecond).toEqual(second);
      expect((await raw(one, '/api/products?limit=1&page=0')).status).toBe(400);
    }
  });
  it('changes the ETag on every instance once staff edit a product, and only the answers that changed', async () => {
    const { id } = await addProduct(t.database.pool, { name: `Edited leash ${Date.now()}`, price: 400 });
    const { id: untouched } = await addProduct(t.database.pool, { name: `Untouched leash ${Date.now()}` });
    const before = { one: await etagOf(one, `/api/products/${id}`), two: await etagOf(two, `/api/products/${id}`) };
    const kept = await etagOf(one, `/api/products/${untouched}`);
    expect(before.one).toBe(before.two);

    await t.http().put(`/api/admin/products/${id}`).set(asAdmin()).send({ price: 450 }).expect(200);
    // The writer's instance at once; the other once the NOTIFY reaches it.
    expect(await etagOf(one, `/api/products/${id}`)).not.toBe(before.one);
    await eventually(async () => expect(await etagOf(two, `/api/products/${id}`)).toBe(await etagOf(one, `/api/products/${id}`)));
    expect(JSON.parse((await raw(two, `/api/products/${id}`)).bytes.toString()).product.price).toBe(450);
    // An answer that did not change keeps its tag, although every kept answer was made again.
    expect((await raw(two, `/api/products/${untouched}`, { 'accept-encoding': 'br, gzip', 'if-none-match': kept! })).status).toBe(304);
  });

  it('changes the ETag of a page of cards on every instance once staff edit one of its products', async () => {
    const name = `Carded harness ${Date.now()}`;
    const { id } = await addProduct(t.database.pool, { name, price: 700 });
    const path = `/api/products?q=${encodeURIComponent(name)}&view=card`;
    const full = `/api/products?q=${encodeURIComponent(name)}`;
    const before = await etagOf(one, path);
    expect(await etagOf(two, path)).toBe(before);
    expect(before).not.toBe(await etagOf(one, full));

    await t.http().put(`/api/admin/products/${id}`).set(asAdmin()).send({ price: 650 }).expect(200);
    const after = await etagOf(one, path);
    expect(after).not.toBe(before);
    await eventually(async () => expect(await etagOf(two, path)).toBe(after));
    expect(JSON.parse((await raw(two, path)).bytes.toString()).products).toEqual([expect.objectContaining({ _id: id, price: 650 })]);
    expect((await raw(one, path, { 'accept-encoding': 'br, gzip', 'if-none-match': before! })).status).toBe(200);
  });

  it('changes the ETag of the product and its reviews on every instance once a review is submitted or hidden', async () => {
    const { id } = await addProduct(t.database.pool, { name: `Reviewed bed ${Date.now()}` });
    const paths = [`/api/products/${id}`, `/api/products/${id}/reviews`];
    const tags = async (base: string) => Promise.all(paths.map((path) => etagOf(base, path)));
    const before = await tags(one);
    expect(await tags(two)).toEqual(before);

    const submitted = await t
      .http()
      .post('/api/reviews')
      .send({ email: 'asha@example.in', fullName: 'Asha Rao', review: 'Soft and warm', rating: 5, productId: id })
      .expect(201);
    const reviewed = await tags(one);
    for (const [i, tag] of reviewed.entries()) expect(tag).not.toBe(before[i]);
    await eventually(async () => expect(await tags(two)).toEqual(reviewed));

    await t.http().put(`/api/admin/reviews/${submitted.body.review._id}`).set(asAdmin()).send({ visible: false }).expect(200);
    const hidden = await tags(one);
    expect(hidden).toEqual(before); // the same answers as before the review: the same tags
    await eventually(async () => expect(await tags(two)).toEqual(hidden));
  });

  it('gives the checkout script’s address the same tag on every instance with the same settings', async () => {
    const [a, b] = [await raw(one, '/api/payments/checkout-script'), await raw(two, '/api/payments/checkout-script')];
    expect(a.headers.etag).toBe(b.headers.etag);
    expect(JSON.parse(a.bytes.toString())).toEqual({ status: true, checkoutUrl: expect.stringMatching(/checkout\.js$/) });
  });
});
