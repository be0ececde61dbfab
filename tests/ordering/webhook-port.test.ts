import { randomBytes } from 'node:crypto';
import { HOME_ADDRESS } from '../../api/src/platform/testing/fixtures.js';
import { eventually } from '../support/processes.js';
import { shopperApi } from '../support/shopper-api.js';
import { type SupervisedShop, startSupervisedShop } from '../support/supervised-shop.js';

/**
 * A second shop (a staging copy) under npm start's supervisor on a PORT of its own, with no
 * SANDBOX_WEBHOOK_URL and a PUBLIC_URL left at .env.example's localhost:3000: the sandbox beside it
 * delivers the payment's webhook to this shop, which records the capture though nobody verifies it.
 */
describe('a shop on another port', () => {
  let shop: SupervisedShop;
  beforeAll(async () => {
    shop = await startSupervisedShop('webhook_port', { PUBLIC_URL: 'http://localhost:3000' });
  });
  afterAll(() => shop?.stop());

  it('hears the webhooks of its own payments', async () => {
    expect(new URL(shop.base).port).not.toBe('3000');
    const { call } = shopperApi(shop.base, shop.sandboxUrl);
    const email = `port-${randomBytes(4).toString('hex')}@example.in`;
    const { token } = await call('POST', '/auth/signup', {}, { firstName: 'Asha', lastName: 'Rao', email, password: 'Paws9' });
    const auth = { authorization: `Bearer ${token}` };
    const { address } = await call('POST', '/addresses', auth, { address: HOME_ADDRESS });
    const { products } = await call('GET', '/products?limit=100');
    const product = products.find((p: { stock: number }) => p.stock >= 5);
    const { data } = await call('POST', '/orders/create', auth, {
      totalAmount: product.price,
      currency: 'INR',
      shippingAddress: address[0]._id,
      products: [{ productId: product._id, quantity: 1, price: product.price }],
    });
    // Paid at the provider's checkout; the page never calls verify-payment, so only the webhook can tell the shop.
    const paying = await fetch(`${shop.sandboxUrl}/sandbox/orders/${data.razorpayOrderId}/pay`, { method: 'POST', body: '{"outcome":"success"}' });
    const paid = await paying.json();

    await eventually(async () => expect((await call('GET', `/orders/${data._id}`, auth)).data).toMatchObject({ paymentStatus: 'paid' }), 30_000, 100);
    // The webhook's handler records the delivery after it has applied it, and the order may show paid
    // in between (the projections runner applies the capture on its own): the record is waited for.
    await eventually(async () => {
      const { rows } = await shop.database.pool.query(
        `SELECT e.metadata -> 'actor' ->> 'role' AS role, p.event_id IS NOT NULL AS heard FROM events e
         LEFT JOIN provider_events p ON p.payload #>> '{payload,payment,entity,id}' = $2
         WHERE e.stream_id = $1 AND e.type = 'PaymentCaptured'`,
        [`order-${data._id}`, paid.razorpay_payment_id],
      );
      expect(rows).toContainEqual({ role: 'provider', heard: true });
    });
  });
});
