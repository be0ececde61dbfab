import { createHmac } from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { HOME_ADDRESS } from '../testing/fixtures.js';
import { createTestApp } from '../testing/test-app.js';
import { suiteWorld } from '../testing/suite-world.js';

// Whatever a client sends, the answer is the contract's JSON envelope with a 4xx status: never a
// 500, never an HTML page, and nothing stored.
describe('bad input', () => {
  const t = suiteWorld(() => createTestApp('bad_input'));

  const expectEnvelope = (body: unknown) =>
    expect(body).toEqual({ status: false, message: expect.any(String), ...((body as { errors?: unknown }).errors ? { errors: expect.any(Array) } : {}) });

  it('answers malformed JSON with 400', async () => {
    const response = await t.http().post('/api/auth/signup').set('content-type', 'application/json').send('{"firstName": "A",').expect(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expectEnvelope(response.body);
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await t
      .http()
      .post('/api/auth/signup')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ firstName: 'x'.repeat(1_100_000) }))
      .expect(413);
    expectEnvelope(response.body);
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.http().post('/api/auth/login').set('content-type', 'text/plain').send('email=a').expect(415);
    expectEnvelope(response.body);
  });

  // Nest's body parsing read form-encoded bodies on every route, and a newsletter sign-up went through (201).
  it('answers a form-encoded or multipart body to a JSON endpoint with 415, and stores nothing', async () => {
    const form = await t.http().post('/api/newsletter').type('form').send('email=form-encoded@example.in');
    expect([form.status, form.body]).toEqual([415, { status: false, message: 'Unsupported Media Type' }]);
    const login = await t.http().post('/api/auth/login').type('form').send({ email: 'a@example.in', password: 'Paws9' });
    expect([login.status, login.body]).toEqual([415, { status: false, message: 'Unsupported Media Type' }]);
    const multipart = await t.http().post('/api/contact').field('name', 'Asha').field('email', 'multipart@example.in').field('message', 'Hello');
    expect([multipart.status, multipart.body]).toEqual([415, { status: false, message: 'Unsupported Media Type' }]);
    const signup = await t.http().post('/api/newsletter').attach('email', Buffer.from('multipart@example.in'), 'email.txt');
    expect([signup.status, signup.body]).toEqual([415, { status: false, message: 'Unsupported Media Type' }]);
    const { rowCount } = await t.database.pool.query(`SELECT 1 FROM newsletter_subscriptions WHERE email LIKE '%@example.in'`);
    expect(rowCount).toBe(0);
    await t.http().post('/api/newsletter').send({ email: 'json@example.in' }).expect(201);
  });

  it("still keeps the payment webhook's body as sent, which its signature is checked over", async () => {
    const raw = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: 'pay_415', order_id: 'order_unknown' } } } });
    const signature = createHmac('sha256', t.config.RAZORPAY_WEBHOOK_SECRET!).update(raw).digest('hex');
    const response = await t
      .http()
      .post('/api/payments/razorpay/webhook')
      .set('content-type', 'application/json')
      .set('x-razorpay-signature', signature)
      .send(raw);
    expect([response.status, response.body]).toEqual([200, { status: true }]);
  });

  it.each([['[]'], ['"text"'], ['42'], ['null']])('answers a body of %s with 400', async (raw) => {
    const response = await t.http().post('/api/auth/signup').set('content-type', 'application/json').send(raw).expect(400);
    expectEnvelope(response.body);
  });

  it('answers an unknown API route or method with a JSON 404', async () => {
    for (const response of [await t.http().get('/api/nothing/here'), await t.http().put('/api/products'), await t.http().post('/api/health')]) {
      expect(response.status).toBe(404);
      expectEnvelope(response.body);
    }
  });

  it('stores nothing from a refused request', async () => {
    await t.http().post('/api/auth/signup').send({ firstName: 'A', lastName: 'B', email: 'kept-out@example.in', password: 'Paws9', isAdmin: true }).expect(400);
    const { rowCount } = await t.database.pool.query(`SELECT 1 FROM users WHERE email = 'kept-out@example.in'`);
    expect(rowCount).toBe(0);
  });

  // Postgres refuses NUL in text and jsonb: each of these was a 500.
  describe('a NUL character', () => {
    let product: { _id: string; price: number };
    let customer: { authorization: string };
    beforeAll(async () => {
      product = (await t.http().get('/api/products').query({ limit: 1 }).expect(200)).body.products[0];
      customer = { authorization: `Bearer ${(await t.customer()).token}` };
    });

    const expectRefused = (response: { status: number; body: unknown }, field: string) => {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        status: false,
        message: `${field} must not contain a NUL character (\\u0000)`,
        errors: [{ field, message: expect.any(String) }],
      });
    };

    it('in a signup name is a 400 naming the field, and no account is made', async () => {
      const response = await t
        .http()
        .post('/api/auth/signup')
        .send({ firstName: 'As\u0000ha', lastName: 'Rao', email: 'nul-signup@example.in', password: 'Paws9' });
      expectRefused(response, 'firstName');
      expect((await t.database.pool.query(`SELECT 1 FROM users WHERE email = 'nul-signup@example.in'`)).rowCount).toBe(0);
    });

    it('in an address field, a review, a cart colour or a field name is a 400 naming the field', async () => {
      expectRefused(
        await t
          .http()
          .post('/api/addresses')
          .set(customer)
          .send({ address: { ...HOME_ADDRESS, city: 'Bengaluru\u0000' } }),
        'address.city',
      );
      expectRefused(
        await t
          .http()
          .post('/api/reviews')
          .send({ email: 'nul-review@example.in', fullName: 'Asha Rao', review: 'Sturdy\u0000', rating: 5, productId: product._id }),
        'review',
      );
      expectRefused(await t.http().post('/api/cart/add').set(customer).send({ productId: product._id, quantity: 1, color: '\u0000' }), 'color');
      expectRefused(await t.http().post('/api/auth/login').send({ 'email\u0000': 'a@example.in', password: 'Paws9' }), 'email\\u0000');
      expect((await t.database.pool.query(`SELECT 1 FROM reviews WHERE email = 'nul-review@example.in'`)).rowCount).toBe(0);
      expect((await t.http().get('/api/addresses/address').set(customer).expect(200)).body.address).toEqual([]);
    });

    it("in a query or path parameter (%00) is a 400, the catalogue's cached answers included", async () => {
      await t.http().get('/api/products').expect(200); // fills the fast path's cache
      expectRefused(await t.http().get('/api/products?q=%00'), 'q');
      expectRefused(await t.http().get('/api/products?category=dog%00food'), 'category');
      expectRefused(await t.http().get('/api/products/%00'), 'id');
      expectRefused(
        await t
          .http()
          .get('/api/orders?search=%00')
          .set('authorization', `Bearer ${await t.adminToken()}`),
        'search',
      );
      expectRefused(await t.http().get('/api/nothing%00here'), 'url');
    });

    it("leaves the payment webhook's payload as Razorpay sent it (its signature decides)", async () => {
      const response = await t
        .http()
        .post('/api/payments/razorpay/webhook')
        .set('x-razorpay-signature', 'forged')
        .send({ event: 'payment.captured', note: '\u0000' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ status: false, message: 'Invalid webhook signature' });
    });
  });

  describe('an id that is no UUID when placing an order', () => {
    it('is the 404 of an unknown address or product, and nothing is reserved', async () => {
      const auth = { authorization: `Bearer ${(await t.customer()).token}` };
      const product = (await t.http().get('/api/products').query({ limit: 1 }).expect(200)).body.products[0];
      const address = (await t.http().post('/api/addresses').set(auth).send({ address: HOME_ADDRESS }).expect(201)).body.address[0];
      const order = {
        totalAmount: product.price,
        currency: 'INR',
        shippingAddress: address._id,
        products: [{ productId: product._id, quantity: 1, price: product.price }],
      };
      const badAddress = await t
        .http()
        .post('/api/orders/create')
        .set(auth)
        .send({ ...order, shippingAddress: 'home' });
      expect([badAddress.status, badAddress.body]).toEqual([404, { status: false, message: 'Address not found' }]);
      const badProduct = await t
        .http()
        .post('/api/orders/create')
        .set(auth)
        .send({ ...order, products: [{ ...order.products[0], productId: 'x'.repeat(40) }] });
      expect([badProduct.status, badProduct.body]).toEqual([404, { status: false, message: 'Product not found' }]);
      expect((await t.database.pool.query('SELECT 1 FROM stock_reservations')).rowCount).toBe(0);
    });
  });

  describe("fastify's and node's own refusals", () => {
    it('answers a malformed URL with a 400 envelope', async () => {
      const response = await t.http().get('/api/products/%zz');
      expect(response.status).toBe(400);
      expectEnvelope(response.body);
    });

    it('answers a path parameter over 100 characters with a 414 envelope (a GET falls back to the storefront: 404)', async () => {
      const response = await t.http().delete(`/api/cart/remove/${'a'.repeat(101)}`);
      expect(response.status).toBe(414);
      expectEnvelope(response.body);
      const read = await t.http().get(`/api/products/${'a'.repeat(101)}`);
      expect(read.status).toBe(404);
      expectEnvelope(read.body);
    });

    it('answers a URL or headers over 16 KB with a 431 envelope', async () => {
      for (const request of [
        `GET /api/products?q=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
        `GET /api/products HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(17_000)}\r\n\r\n`,
      ]) {
        const raw = await rawExchange(request);
        expect(raw).toMatch(/^HTTP\/1\.1 431 /);
        expectEnvelope(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)));
      }
    });
  });

  /** Sends bytes as they are (a client library would refuse to) and reads the answer to the end. */
  async function rawExchange(request: string): Promise<string> {
    const server = t.app.getHttpServer();
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
      socket.on('error', (error) => (answer ? resolve(answer) : reject(error)));
      socket.on('close', () => resolve(answer));
    });
  }
});
