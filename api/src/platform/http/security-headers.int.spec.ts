import { loadConfig } from '../config.js';
import { createTestApp } from '../testing/test-app.js';
import { jsonApiHeaders, pageDirectives } from './security-headers.js';
import { suiteWorld } from '../testing/suite-world.js';

const directive = (policy: string | undefined, name: string) =>
  (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1);

describe('security headers', () => {
  const t = suiteWorld(() => createTestApp('security_headers'));

  it("put the JSON API's lean set on every API answer, the catalogue's cached ones included", async () => {
    const product = (await t.http().get('/api/products').expect(200)).body.products[0];
    for (const path of ['/api/products', `/api/products/${product._id}`, `/api/products/${product._id}`, '/api/health', '/api/nothing']) {
      const { headers } = await t.http().get(path);
      expect(headers).toMatchObject({
        'content-security-policy': "default-src 'none';frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'cross-origin-resource-policy': 'same-origin',
      });
      expect(headers['strict-transport-security']).toBeUndefined(); // production only
    }
  });

  it('give pages a policy that lets the sites, Swagger UI and the sandbox widget work', async () => {
    for (const path of ['/', '/product-details/abc', '/admin/', '/api/docs']) {
      const { headers } = await t.http().get(path).expect(200);
      const policy = headers['content-security-policy'];
      expect(directive(policy, 'script-src')).toEqual(["'self'", 'http://127.0.0.1:3999']);
      expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(directive(policy, 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:3999']);
      expect(headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'cross-origin-opener-policy': 'same-origin-allow-popups',
      });
    }
    const board = await t.http().get('/admin/queues').set('accept', 'text/html');
    expect(directive(board.headers['content-security-policy'], 'style-src')).toContain('https://fonts.googleapis.com');
  });

  it("let other sites show product images, and mail clients the mails' logo", async () => {
    for (const image of ['/media/products/accessory-collar.svg', '/media/mail/logo.png']) {
      const { headers } = await t.http().get(image).expect(200);
      expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it('follow the payment provider and, in production, ask for HTTPS', () => {
    const live = loadConfig({ PAYMENTS_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' });
    expect(pageDirectives(live)['script-src']).toEqual(["'self'", 'https://checkout.razorpay.com']);
    expect(pageDirectives(live)['frame-src']).toEqual(["'self'", 'https://*.razorpay.com']);
    const production = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'a-long-enough-production-secret', ADMIN_PASSWORD: 'Str0ngPass' });
    expect(jsonApiHeaders(production)['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
