import { PRIVATE_CACHE_CONTROL } from '@petshop/contract/freshness';
import { suiteWorld } from '../testing/suite-world.js';
import { createTestApp } from '../testing/test-app.js';

// Nothing personal may be kept by a browser or a proxy: every API answer whose route does not say
// otherwise (only the public catalogue does) is `private, no-store`, errors included.
describe('API answers: private unless public', () => {
  const t = suiteWorld(() => createTestApp('cache_policy'));

  it('answers every personal route, the staff surface, writes and errors with private, no-store', async () => {
    const { token } = await t.customer();
    const admin = await t.adminToken();
    const as = (bearer: string) => ({ authorization: `Bearer ${bearer}` });
    const reads: [string, string | undefined][] = [
      ['/api/cart', token],
      ['/api/auth/me', token],
      ['/api/orders/user-orders', token],
      ['/api/orders/returnable', token],
      ['/api/addresses/address', token],
      ['/api/vouchers', token],
      ['/api/wishlist', token],
      ['/api/returns', token],
      ['/api/auth/me/export', token],
      ['/api/admin/products', admin],
      ['/api/admin/settings/store', admin],
      ['/api/admin/dashboard', admin],
      ['/api/cart', undefined], // 401
      ['/api/admin/products', undefined], // the staff surface's 401, before any route
      ['/api/products/not-an-id', undefined], // 404
    ];
    for (const [path, bearer] of reads) {
      const response = await t
        .http()
        .get(path)
        .set(bearer ? as(bearer) : {});
      expect({ path, cacheControl: response.headers['cache-control'] }).toEqual({ path, cacheControl: PRIVATE_CACHE_CONTROL });
    }
    const login = await t.http().post('/api/auth/login').send({ email: t.config.ADMIN_EMAIL, password: t.config.ADMIN_PASSWORD }).expect(200);
    expect(login.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('compresses a personal answer over 1 KB per request, as Accept-Encoding asks, and keeps it private', async () => {
    const admin = await t.adminToken();
    const plain = await t
      .http()
      .get('/api/admin/settings/store')
      .set({ authorization: `Bearer ${admin}` })
      .expect(200);
    expect(JSON.stringify(plain.body).length).toBeGreaterThan(1024);
    // supertest inflates what it receives: the header says how it came.
    const response = await t
      .http()
      .get('/api/admin/settings/store')
      .set({ authorization: `Bearer ${admin}`, 'accept-encoding': 'br' })
      .expect(200);
    expect(response.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': PRIVATE_CACHE_CONTROL });
    expect(response.body).toEqual(plain.body);
  });
});
