import jwt from 'jsonwebtoken';
import { ACCOUNT_LOOKUP, type AccountLookup } from '../auth/account.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const NEEDS_SIGN_IN = { status: false, message: 'Authentication required' };
const NOT_ALLOWED = { status: false, message: 'You do not have access to this' };

/** Routes that exist and routes that do not, with every method: a stranger must not tell them apart. */
const REQUESTS = [
  ['GET', '/api/admin/nope'],
  ['DELETE', '/api/admin/orders/x/y/z'],
  ['POST', '/api/admin'],
  ['PATCH', '/api/admin/'],
  ['PUT', '/api/admin/products/not-a-product/and-more'],
  ['GET', '/api/admin/orders?filter={"q":"x"}'],
  ['POST', '/api/admin/staff'],
  ['DELETE', '/api/admin/products/00000000-0000-4000-8000-000000000001'],
  // The router decodes escapes before matching: this is /api/admin/orders to it.
  ['GET', '/api/%61dmin/orders'],
  ['GET', '/api/admin/nope%00'],
] as const;

describe('the staff surface (/api/admin) before routing', () => {
  let t: TestApp;
  let admin: string;
  let staff: { token: string; id: string };
  let customer: string;

  const ask = (method: string, path: string, token?: string) => {
    const request = t.http()[method.toLowerCase() as 'get'](path);
    return token ? request.set('authorization', `Bearer ${token}`) : request;
  };

  beforeAll(async () => {
    t = await createTestApp('staff_surface', { CORS_ORIGINS: 'https://console.example.in' });
    admin = await t.adminToken();
    staff = await t.staff();
    customer = (await t.customer()).token;
  });
  afterAll(() => t.close());

  it.each(REQUESTS)('%s %s without a token is a 401 in the envelope', async (method, path) => {
    const response = await ask(method, path);
    expect([response.status, response.body]).toEqual([401, NEEDS_SIGN_IN]);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });

  it.each(REQUESTS)('%s %s with a customer token is a 403', async (method, path) => {
    const response = await ask(method, path, customer);
    expect([response.status, response.body]).toEqual([403, NOT_ALLOWED]);
  });

  it('says why a token is refused: expired, malformed, or not a bearer', async () => {
    const expired = jwt.sign({ role: 'admin', ver: 0, exp: Math.floor(Date.now() / 1000) - 60 }, t.config.JWT_SECRET, { subject: staff.id });
    for (const path of ['/api/admin/nope', '/api/admin/orders']) {
      const late = await ask('GET', path, expired);
      expect([late.status, late.body]).toEqual([401, { status: false, message: 'Token expired' }]);
      const forged = await ask('GET', path, `${staff.token.slice(0, -4)}AAAA`);
      expect([forged.status, forged.body]).toEqual([401, { status: false, message: 'Invalid token' }]);
      const basic = await t.http().get(path).set('authorization', 'Basic YWRtaW46YWRtaW4=');
      expect([basic.status, basic.body]).toEqual([401, { status: false, message: 'Invalid token' }]);
    }
  });

  it('answers staff a 404 for a route that does not exist, and the route for one that does', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/nope'],
      ['DELETE', '/api/admin/orders/x/y/z'],
      ['POST', '/api/admin'],
    ] as const) {
      const response = await ask(method, path, staff.token);
      expect([response.status, response.body]).toEqual([404, { status: false, message: expect.any(String) }]);
    }
    await ask('GET', '/api/admin/orders', staff.token).expect(200);
    // The routes' own roles still hold: the staff accounts are the admins'.
    expect((await ask('GET', '/api/admin/staff', staff.token)).status).toBe(403);
    await ask('GET', '/api/admin/staff', admin).expect(200);
  });

  it('looks the account up once a request, though the surface and the route both check it', async () => {
    const lookup = jest.spyOn(t.app.get<AccountLookup>(ACCOUNT_LOOKUP), 'findSignedIn');
    try {
      await ask('GET', '/api/admin/orders', staff.token).expect(200);
      expect(lookup).toHaveBeenCalledTimes(1);
    } finally {
      lookup.mockRestore();
    }
  });

  it("refuses a disabled account's token at once, on routes that exist and routes that do not", async () => {
    await ask('GET', '/api/admin/nope', staff.token).expect(404);
    await t.http().put(`/api/admin/staff/${staff.id}`).set('authorization', `Bearer ${admin}`).send({ disabled: true }).expect(200);
    for (const path of ['/api/admin/nope', '/api/admin/orders']) {
      const response = await ask('GET', path, staff.token);
      expect([response.status, response.body]).toEqual([401, { status: false, message: 'Invalid token' }]);
    }
  });

  it('answers a CORS preflight without a token, and leaves paths outside the surface to their routes', async () => {
    const preflight = await t
      .http()
      .options('/api/admin/orders')
      .set('origin', 'https://console.example.in')
      .set('access-control-request-method', 'GET')
      .set('access-control-request-headers', 'authorization');
    expect([preflight.status, preflight.headers['access-control-allow-origin']]).toEqual([204, 'https://console.example.in']);
    expect((await t.http().get('/api/administrators')).status).toBe(404);
    await t.http().get('/api/products').expect(200);
  });
});
