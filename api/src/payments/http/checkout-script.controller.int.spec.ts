import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';

describe('GET /api/payments/checkout-script', () => {
  let t: TestApp;
  afterEach(() => t?.close());

  it("names the sandbox's checkout.js by default, to anyone", async () => {
    t = await createTestApp('checkout_script', { SANDBOX_URL: 'http://127.0.0.1:4555' });
    const { body } = await t.http().get('/api/payments/checkout-script').expect(200);
    expect(body).toEqual({ status: true, checkoutUrl: 'http://127.0.0.1:4555/checkout.js' });
  });

  it("names Razorpay's own script when the shop talks to Razorpay", async () => {
    const keys = { RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_WEBHOOK_SECRET: 'hook' };
    t = await createTestApp('checkout_script_rzp', { PAYMENTS_PROVIDER: 'razorpay', ...keys });
    const { body } = await t.http().get('/api/payments/checkout-script').expect(200);
    expect(body).toEqual({ status: true, checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js' });
  });
});
