import { createTestApp, type TestApp } from '../testing/test-app.js';

// Whatever a client sends, the answer is the contract's JSON envelope with a 4xx status: never a
// 500, never an HTML page, and nothing stored.
describe('bad input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('bad_input');
  });
  afterAll(() => t.close());

  const expectEnvelope = (body: unknown) => expect(body).toEqual({ status: false, message: expect.any(String), ...((body as { errors?: unknown }).errors ? { errors: expect.any(Array) } : {}) });

  it('answers malformed JSON with 400', async () => {
    const response = await t.http().post('/api/auth/signup').set('content-type', 'application/json').send('{"firstName": "A",').expect(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expectEnvelope(response.body);
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await t.http().post('/api/auth/signup').set('content-type', 'application/json').send(JSON.stringify({ firstName: 'x'.repeat(1_100_000) })).expect(413);
    expectEnvelope(response.body);
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.http().post('/api/auth/login').set('content-type', 'text/plain').send('email=a').expect(415);
    expectEnvelope(response.body);
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
});
