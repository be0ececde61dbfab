import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createApp } from '../../app.js';
import { loadConfig } from '../config.js';
import { HOME_ADDRESS } from '../testing/fixtures.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { dropRedisPrefix } from '../testing/test-redis.js';
import { createLogger } from './logger.js';

type Line = Record<string, unknown>;

/** A port nothing listens on: the payment provider that does not answer. */
function deadPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe("the api's log: one access line per request", () => {
  const lines: Line[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let redisPrefix: string;
  let auth: Record<string, string>;
  let order: object;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    database = await createTestDatabase('access_log');
    redisPrefix = `test-access-log-${process.pid}`;
    const env = {
      NODE_ENV: 'test',
      PASSWORD_HASH_COST: 'test',
      DATABASE_URL: database.url,
      REDIS_PREFIX: redisPrefix,
      SANDBOX_URL: `http://127.0.0.1:${await deadPort()}`,
    };
    app = await createApp(loadConfig(env), createLogger('api', 'info', destination));
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    // A shopper with an address, and an order to place with a payment provider that does not answer.
    const signup = await http().post('/api/auth/signup').send({ firstName: 'Asha', lastName: 'Rao', email: 'asha-logs@example.in', password: 'Pass1' });
    auth = { authorization: `Bearer ${signup.body.token}` };
    const address = (await http().post('/api/addresses').set(auth).send({ address: HOME_ADDRESS }).expect(201)).body.address[0];
    const product = (await http().get('/api/products').query({ limit: 1 }).expect(200)).body.products[0];
    order = {
      totalAmount: product.price,
      currency: 'INR',
      shippingAddress: address._id,
      products: [{ productId: product._id, quantity: 1, price: product.price }],
    };
  });
  beforeEach(() => {
    lines.length = 0;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await dropRedisPrefix(loadConfig({}).REDIS_URL, redisPrefix);
  });

  it('writes one line per request, with method, route, url, status, time and request id, at info up to 4xx', async () => {
    const sent = [
      { method: 'GET', url: '/api/products?limit=1', status: 200, route: '/api/products' },
      { method: 'GET', url: '/api/products?limit=1', status: 200, route: '/api/products' }, // the catalogue's cache answers this one
      { method: 'GET', url: '/api/orders/abc', status: 401, route: '/api/orders/:id', refusal: 'Authentication required' },
      { method: 'POST', url: '/api/auth/login', status: 400, route: '/api/auth/login', refusal: 'Email is required' },
      { method: 'GET', url: '/api/no-such-thing', status: 404, route: expect.any(String) }, // the sites' catch-all
      { method: 'GET', url: '/api/products/%zz', status: 400, refusal: expect.stringMatching(/^The URL is malformed/) }, // refused before any route
    ];
    for (const [index, { method, url, status }] of sent.entries()) {
      const call = method === 'GET' ? http().get(url) : http().post(url).send({});
      await call.set('x-request-id', `access-${index}`).expect(status);
    }

    expect(lines).toEqual(
      sent.map(({ method, url, status, route, refusal }, index) => ({
        level: 30,
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        service: 'api',
        reqId: `access-${index}`,
        method,
        ...(route ? { route } : {}),
        url,
        status,
        durationMs: expect.any(Number),
        ...(refusal ? { refusal } : {}),
        msg: 'request',
      })),
    );
  });

  it("tells a payment provider that does not answer at warn, with the words the shopper read and the provider's, and no stack", async () => {
    const response = await http().post('/api/orders/create').set(auth).set('x-request-id', 'provider-down').send(order).expect(503);
    expect(response.body.message).toBe('The payment provider is not answering; please try again in a moment');

    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        reqId: 'provider-down',
        route: '/api/orders/create',
        status: 503,
        refusal: expect.stringMatching(
          /^The payment provider is not answering; please try again in a moment \(No answer from the provider: connect ECONNREFUSED 127\.0\.0\.1:\d+\)$/,
        ),
        msg: 'request',
      }),
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/"(err|stack)"/);
  });
});
