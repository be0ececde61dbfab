import type pg from 'pg';
import type { Page } from 'playwright-core';
import { openWriteTransaction } from '../../api/src/platform/testing/open-writers.js';
import { TEST_POSTGRES_URL } from '../../api/src/platform/testing/test-database.js';
import { drawnPageHydrated, screenshots } from '../support/browser.js';
import { browserSuite, DESKTOP } from '../support/browser-suite.js';
import { eventually } from '../support/processes.js';
import { shopperApi } from '../support/shopper-api.js';
import { fillAddressForm } from '../support/storefront.js';
import { startSupervisedShop, type SupervisedShop } from '../support/supervised-shop.js';

interface CatalogueProduct {
  _id: string;
  name: string;
  price: number;
  stock: number;
}

// One shopper's whole journey through the built shop in Chromium, with the Razorpay sandbox as the provider:
// sign up, search, wishlist, cart, address, payment, the order in the profile; staff deliver it; the shopper
// returns it for a store voucher; staff refund the return; the voucher pays a second order. Once as npm
// start runs the shop by default, and once with two API instances (each request may reach either) and two
// workers, while another database of the same server keeps a write transaction open throughout, as another
// application sharing the server might: transaction ids are the server's, and the shop must not wait for it.
describe.each([
  ['one process of each', { label: 'e2e_store_journey', shots: 'storefront-journey', env: {}, neighbour: false }],
  [
    'two API instances and two workers, beside a long transaction in another database',
    {
      label: 'e2e_store_journey_instances',
      shots: 'storefront-journey-instances',
      env: { API_INSTANCES: '2', WORKER_INSTANCES: '2' },
      neighbour: true,
    },
  ],
])('a shopper’s whole journey through the storefront, %s', (_, { label, shots, env, neighbour }) => {
  let shop: SupervisedShop;
  let page: Page;
  let admin: Record<string, string>;
  let neighbourTransaction: pg.Client | undefined;

  beforeAll(async () => {
    if (!neighbour) return;
    neighbourTransaction = await openWriteTransaction(TEST_POSTGRES_URL);
  });
  afterAll(async () => {
    if (!neighbourTransaction) return;
    // Still open, so the journey ran beside it the whole time.
    expect((await neighbourTransaction.query('SELECT pg_current_xact_id_if_assigned() AS xid')).rows[0].xid).not.toBeNull();
    await neighbourTransaction.end();
  });

  browserSuite(
    () => startSupervisedShop(label, env),
    (suite) => ({ shop, page } = suite),
    { pages: 'one', viewport: DESKTOP },
  );
  beforeAll(async () => {
    const { token } = await call('POST', '/auth/login', {}, { email: 'admin@petshop.local', password: 'Admin123' });
    admin = { authorization: `Bearer ${token}` };
  });

  const call: ReturnType<typeof shopperApi>['call'] = (...args) => shopperApi(shop.base, shop.sandboxUrl).call(...args);

  /** The shopper's own token, read where the storefront keeps it, for what staff do through the API. */
  const shopperAuth = async () => ({ authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('userToken'))}` });

  const shoot = (name: string) => screenshots(page, `${shots}-${name}`);

  const widget = () => page.getByRole('dialog', { name: /payment/i });

  it('signs up, finds, wishes for, buys, returns for a voucher and spends it', async () => {
    const { products } = await call('GET', '/products?limit=100');
    const product: CatalogueProduct = products.find((p: CatalogueProduct) => p.stock >= 5);
    const searchTerm = product.name.split(' ').slice(0, 2).join(' ');

    // The account icon asks a visitor to log in; signing up brings them back to their account.
    await page.goto(`${shop.base}/`);
    await page.getByRole('link', { name: 'My account', exact: true }).click();
    await page.waitForURL(`${shop.base}/login`);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('First name').fill('Meera');
    await page.getByLabel('Last name').fill('Iyer');
    await page.getByLabel('Email').fill('meera.journey@example.in');
    await page.getByLabel(/^Password/).fill('Paws9');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Sign up successfully').waitFor();
    await page.waitForURL(`${shop.base}/profile`);

    // Search from the header, wish for the product, open it and add it to the cart.
    await page.getByRole('searchbox', { name: 'Search products' }).fill(searchTerm);
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await page.waitForURL(/\/products\?q=/);
    await page.getByRole('button', { name: `Add ${product.name} to wishlist` }).click();
    await page.getByRole('button', { name: `Remove ${product.name} from wishlist` }).waitFor();
    await page.getByRole('link', { name: 'Wishlist (1 item)' }).waitFor();
    await shoot('search');
    await page.getByRole('heading', { name: product.name }).click();
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('product item added in the cart successfull').waitFor();
    await shoot('product');
    await page.getByRole('link', { name: 'Go To Cart' }).click();
    await page.getByRole('heading', { name: product.name }).first().waitFor();
    await shoot('cart');
    await page.getByRole('main').getByRole('link', { name: 'Checkout', exact: true }).click();

    // An address, then the sandbox's widget.
    await page.waitForURL(`${shop.base}/checkout`);
    await fillAddressForm(page);
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.getByText('Address added successfully').waitFor();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await widget()
      .getByRole('button', { name: /^Pay ₹/ })
      .click();
    await page.waitForURL(`${shop.base}/order-success`, { timeout: 20_000 });
    await page.getByText('Payment successful! Order placed.').waitFor();

    await page.getByRole('link', { name: 'Go to my account' }).click();
    const auth = await shopperAuth();
    const [order] = (await call('GET', '/orders/user-orders', auth)).data;
    const card = page.getByRole('article', { name: `Order #${order._id.slice(-9)}` });
    await card.getByText('Payment: Paid').waitFor();
    await shoot('profile');

    // Staff deliver it.
    for (const orderStatus of ['processing', 'shipped', 'delivered']) await call('PATCH', `/orders/${order._id}/status`, admin, { orderStatus });

    // The shopper returns it through the wizard, for a store voucher.
    await page.goto(`${shop.base}/profile?tab=return`);
    const next = page.getByRole('button', { name: 'Next' });
    await page.getByRole('checkbox', { name: new RegExp(`^Return ${escapeRegExp(product.name)}`) }).check();
    await next.click();
    await page.getByRole('radio', { name: 'Defective or damaged' }).check();
    await page.getByRole('radio', { name: 'Unsatisfactory quality' }).check();
    await next.click();
    await page.getByRole('radio', { name: /In-store pickup - Free/ }).check();
    await next.click();
    await page.getByRole('radio', { name: /Store voucher/ }).check();
    await next.click();
    await page.getByRole('button', { name: 'Submit return request' }).click();
    await page.getByText('Your return request has been received and is under review.').waitFor();

    // Staff take the return to refunded: the reimbursement is a voucher worth the returned line.
    const [{ _id: returnId }] = (await call('GET', '/returns', auth)).data;
    for (const status of ['approved', 'received', 'refunded'])
      await call('PATCH', `/returns/${returnId}/status`, admin, { status, note: `journey: ${status}` });
    const voucher = await eventually(
      async () => {
        const [issued] = (await call('GET', '/vouchers', auth)).data;
        expect(issued).toMatchObject({ amount: product.price, balance: product.price, returnId });
        return issued as { code: string };
      },
      20_000,
      200,
    );
    await page.goto(`${shop.base}/profile?tab=vouchers`);
    await page.getByRole('article', { name: `Voucher ${voucher.code}` }).waitFor();
    await shoot('vouchers');

    // The voucher pays for the same product again, in full: no widget, straight to success.
    await page.goto(`${shop.base}/product-details/${product._id}`);
    await drawnPageHydrated(page);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('product item added in the cart successfull').waitFor();
    await page.goto(`${shop.base}/checkout`);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByLabel('Store voucher code').fill(voucher.code);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(`Voucher ${voucher.code} takes`).waitFor();
    await shoot('voucher-checkout');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(`${shop.base}/order-success`, { timeout: 20_000 });
    expect(await widget().count()).toBe(0);

    const [second] = (await call('GET', '/orders/user-orders', auth)).data;
    expect(second._id).not.toBe(order._id);
    expect(second.paymentStatus).toBe('paid');
    const [spent] = (await call('GET', '/vouchers', auth)).data;
    expect(spent).toMatchObject({ code: voucher.code, balance: 0, redemptions: [{ orderId: second._id, amount: product.price }] });
  }, 300_000);
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
