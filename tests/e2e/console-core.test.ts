import { randomBytes } from 'node:crypto';
import { crc32, deflateSync, gzipSync } from 'node:zlib';
import jwt from 'jsonwebtoken';
import type { Page } from 'playwright-core';
import { screenshots } from '../support/browser.js';
import { browserSuite, DESKTOP } from '../support/browser-suite.js';
import { eventually } from '../support/processes.js';
import { shopperApi } from '../support/shopper-api.js';
import { startSupervisedShop, type SupervisedShop } from '../support/supervised-shop.js';

const JWT_SECRET = 'console-core-e2e-secret';
const ADMIN = { email: 'admin@petshop.local', password: 'Admin123' };
/** The login page's JavaScript budget (gzip): sign-in must stay quick on a phone's connection. */
const LOGIN_JS_BUDGET = 400 * 1024;
/** The longer walks (screenshots at two widths, a worker refund) on a shared 2-core machine: a bound, not a measurement. */
const LONG_WALK = 180_000;

// biome-ignore lint/suspicious/noExplicitAny: the API's answers, read as a client reads JSON; the API's own specs check their shapes.
type Json = Record<string, any>;

// The staff console against the built shop under its supervisor (sandbox payments, worker refunds):
// access, the dashboard, returns from approval to refund, and a product created with an image.
describe('staff console: access, dashboard, returns and products', () => {
  let shop: SupervisedShop;
  let page: Page;
  let admin: { token: string; _id: string };

  /** An API call as a client makes it; answers the status and the parsed body. */
  async function api(path: string, options: { method?: string; token?: string; body?: unknown } = {}): Promise<{ status: number; body: Json }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${shop.base}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as Json };
  }

  async function ok(path: string, options: Parameters<typeof api>[1] = {}): Promise<Json> {
    const { status, body } = await api(path, options);
    if (status >= 300) throw new Error(`${options.method ?? 'GET'} ${path} answered ${status}: ${JSON.stringify(body)}`);
    return body;
  }

  async function customer(): Promise<{ email: string; password: string; token: string }> {
    const account = { firstName: 'Meera', lastName: 'Iyer', email: `meera-${randomBytes(3).toString('hex')}@example.in`, password: 'Paws9' };
    const { token } = await ok('/api/auth/signup', { method: 'POST', body: account });
    return { ...account, token };
  }

  /** A customer's paid order of one unit, delivered by staff, and their request to return it for a refund. */
  async function refundReturn(): Promise<{ returnNumber: string; orderId: string; orderNumber: string }> {
    const shopper = await customer();
    const placed = await shopperApi(shop.base, shop.sandboxUrl).paidOrderToNewAddress({ authorization: `Bearer ${shopper.token}` }, 5);
    for (const orderStatus of ['processing', 'shipped', 'delivered']) {
      await ok(`/api/orders/${placed.orderId}/status`, { method: 'PATCH', token: admin.token, body: { orderStatus } });
    }
    const { data } = await ok('/api/returns', {
      method: 'POST',
      token: shopper.token,
      body: {
        orders: [{ orderID: placed.orderId, products: [{ id: placed.productId }] }],
        reasonToReturn: { question1: 'Why are you returning this?', answer1: 'Defective or damaged', question2: 'Condition of the product', answer2: 'Sealed' },
        methodForReturning: 'In-store pickup - Free',
        returnPaymentMethod: 'refund',
      },
    });
    return { returnNumber: data.returnNumber, orderId: placed.orderId, orderNumber: data.orders[0].orderNumber };
  }

  async function logIn(email: string, password: string) {
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  browserSuite(
    () => startSupervisedShop('e2e_console_core', { JWT_SECRET }),
    (suite) => ({ shop, page } = suite),
    { viewport: DESKTOP },
  );
  beforeAll(async () => {
    const { token, user } = await ok('/api/auth/login', { method: 'POST', body: ADMIN });
    admin = { token, _id: user._id };
  });

  it(`keeps the login page's JavaScript within ${LOGIN_JS_BUDGET / 1024} KB gzipped`, async () => {
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.set(new URL(response.url()).pathname, gzipSync(await response.body()).length);
    });
    await page.goto(`${shop.base}/admin/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.waitForLoadState('networkidle');
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    console.info(`/admin/login loads ${scripts.size} scripts, ${(total / 1024).toFixed(1)} KB gzipped:`, Object.fromEntries(scripts));
    expect(total).toBeLessThanOrEqual(LOGIN_JS_BUDGET);
  });

  it('refuses a customer with a message on the login page, and logs staff in and out', async () => {
    const shopper = await customer();
    await page.goto(`${shop.base}/admin/login`);
    await look(page, 'console-login');
    await logIn(shopper.email, shopper.password);
    await page.getByRole('alert').filter({ hasText: 'This account has no access to the staff console' }).waitFor();

    await logIn(ADMIN.email, ADMIN.password);
    await page.getByText('Welcome').waitFor();
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await expect(page.getByText('Session expired').count()).resolves.toBe(0);
  });

  it("sends an expired session back to the login page saying 'Session expired'", async () => {
    const expired = jwt.sign({ role: 'admin', exp: Math.floor(Date.now() / 1000) - 60 }, JWT_SECRET, { algorithm: 'HS256', subject: admin._id });
    expect((await api('/api/admin/dashboard', { token: expired })).body.message).toBe('Token expired');
    await page.goto(`${shop.base}/admin/login`);
    await page.evaluate(
      ([token, user]) => {
        localStorage.setItem('staffToken', token);
        localStorage.setItem('staffUser', user);
      },
      [expired, JSON.stringify({ _id: admin._id, firstName: 'Admin', lastName: '', email: ADMIN.email, role: 'admin' })] as const,
    );
    await page.goto(`${shop.base}/admin/`);
    await page.getByText('Session expired').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await logIn(ADMIN.email, ADMIN.password);
    await page.getByText('Welcome').waitFor();
  });

  it(
    'takes a refund return from approval to refunded, and the order is refunded at the provider',
    async () => {
      const { returnNumber, orderId, orderNumber } = await refundReturn();
      await page.goto(`${shop.base}/admin/login`);
      await logIn(ADMIN.email, ADMIN.password);
      await page.getByText('Welcome').waitFor();

      // The dashboard: its chart, and the latest order linking to its page.
      await page.getByRole('heading', { name: 'Revenue, last 30 days' }).waitFor();
      await page.getByRole('button', { name: /Job queues \(\d+ failed\)/ }).waitFor();
      await look(page, 'console-dashboard-chart');
      await page.getByRole('link', { name: `Order ${orderNumber}` }).click();
      await page.waitForURL(`**/admin/orders/${orderId}/show`);

      await page.goto(`${shop.base}/admin/returns`);
      await page.getByRole('tab', { name: 'Requested', selected: true }).waitFor();
      await page.getByRole('cell', { name: returnNumber }).waitFor();
      await look(page, 'console-returns');
      await page.getByRole('cell', { name: returnNumber }).click();
      await page.getByRole('heading', { name: 'Summary' }).waitFor();
      // Only the moves a requested return allows.
      await expect(page.getByRole('button', { name: 'Mark received' }).count()).resolves.toBe(0);

      for (const [action, note] of [
        ['Approve', 'Photos show a torn seam'],
        ['Mark received', 'Parcel checked at the store'],
        ['Refund', 'Refund to the original payment'],
      ] as const) {
        await page.getByRole('button', { name: action, exact: true }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('Note').fill(note);
        await dialog.getByRole('button', { name: action, exact: true }).click();
        await dialog.waitFor({ state: 'detached' });
        await page.getByRole('list', { name: 'Return history' }).getByText(`“${note}”`).waitFor();
      }
      const history = page.getByRole('list', { name: 'Return history' });
      await history.getByText(/received → refunded/i).waitFor();
      await expect(history.getByText(`by ${ADMIN.email} (admin)`, { exact: false }).count()).resolves.toBe(3);
      await expect(page.getByRole('button', { name: 'Refund', exact: true }).count()).resolves.toBe(0);

      // The worker takes the refund to the provider; the order then shows its payment refunded.
      await eventually(
        async () => {
          await page.reload();
          await page.getByText('Payment: refunded').waitFor({ timeout: 2_000 });
        },
        30_000,
        500,
      );
      await look(page, 'console-return-show');
    },
    LONG_WALK,
  );

  it(
    'adds a product with an uploaded image, which the storefront catalogue then lists, and deletes it after confirmation',
    async () => {
      const title = `Reflective Dog Harness ${randomBytes(2).toString('hex').toUpperCase()}`;
      await page.goto(`${shop.base}/admin/login`);
      await logIn(ADMIN.email, ADMIN.password);
      await page.getByText('Welcome').waitFor();
      await page.goto(`${shop.base}/admin/products`);
      await page.getByRole('cell', { name: 'Available' }).first().waitFor();
      await look(page, 'console-products');

      await page.getByRole('link', { name: 'Add product' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      for (const message of ['Title is required', 'Price is required', 'Category is required', 'SKU is required', 'Description is required']) {
        await page.getByText(message).first().waitFor();
      }

      await page.getByLabel('Title').fill(title);
      await expect(page.getByLabel('Slug').inputValue()).resolves.toBe(title.toLowerCase().replace(/ /g, '-'));
      await page.getByLabel('Price (₹)').fill('1299.5');
      await page.getByRole('combobox', { name: 'Category' }).click();
      await page.getByRole('option', { name: 'Clothing' }).click();
      await page.getByLabel('SKU').fill(`HAR-${randomBytes(3).toString('hex')}`);
      await page.getByLabel('Description').fill('A padded harness with reflective piping, for evening walks.');
      await page.getByLabel('Quantity').fill('12');
      await page.getByRole('checkbox', { name: 'orange' }).check();
      await page.getByRole('checkbox', { name: 'M', exact: true }).check();
      await page.getByLabel('Upload images').setInputFiles({ name: 'harness.png', mimeType: 'image/png', buffer: tinyPng() });
      await page.getByRole('img', { name: 'Preview 1 of 1' }).waitFor();
      await look(page, 'console-product-create');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Product added successfully!').waitFor();

      const { products } = await ok(`/api/products?q=${encodeURIComponent(title)}`);
      expect(products).toHaveLength(1);
      expect(products[0]).toMatchObject({
        name: title,
        price: 1299.5,
        category: 'clothing',
        stock: 12,
        sizes: ['M'],
        colors: [{ name: 'orange', value: 'orange' }],
      });
      expect(products[0].images).toEqual([expect.stringMatching(/^\/media\/uploads\/.+\.png$/)]);
      const image = await fetch(`${shop.base}${products[0].images[0]}`);
      expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
      // Kept with the variants the storefront offers phones, and offered by its card.
      const variant = await fetch(`${shop.base}${products[0].images[0].replace(/\.png$/, '-320w.webp')}`);
      expect([variant.status, variant.headers.get('content-type')]).toEqual([200, 'image/webp']);
      const shopper = await page.context().browser()!.newPage();
      try {
        await shopper.goto(`${shop.base}/products?q=${encodeURIComponent(title)}`);
        const picture = shopper.getByRole('img', { name: title });
        await expect(picture.getAttribute('srcset')).resolves.toContain(products[0].images[0].replace(/\.png$/, '-640w.webp 640w'));
        // The browser drew the variant it chose.
        await expect(picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc.endsWith('.webp'))).resolves.toBe(true);
      } finally {
        await shopper.close();
      }

      // Its edit page lists who added it.
      await page.getByPlaceholder('Name, SKU or category').fill(title);
      await page.getByRole('cell', { name: title }).click();
      await page.getByRole('heading', { name: 'Changes' }).waitFor();
      await page.getByText(`by ${ADMIN.email}`, { exact: false }).first().waitFor();
      await look(page, 'console-product-edit');

      // Deleting asks first, then takes it out of the catalogue.
      await page.getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this product?' });
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('Element deleted').waitFor();
      expect((await ok(`/api/products?q=${encodeURIComponent(title)}`)).products).toEqual([]);
    },
    LONG_WALK,
  );
});

/** Screenshots at both widths, then back to the desktop width the steps are written for. */
async function look(page: Page, name: string) {
  await screenshots(page, name);
  await page.setViewportSize(DESKTOP);
}

/** An 8×8 orange PNG, made here rather than shipped. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: 8 }, () => [0xe5, 0x8a, 0x4b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: 8 }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
