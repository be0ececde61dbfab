import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { screenshots } from '../support/browser.js';
import { browserSuite, DESKTOP } from '../support/browser-suite.js';
import { signInToConsole } from '../support/console.js';
import { HOME_ADDRESS } from '../../api/src/platform/testing/fixtures.js';
import { keepForLooking, pdfText } from '../../api/src/platform/testing/pdf-text.js';
import { eventually } from '../support/processes.js';
import { type Auth, shopperApi } from '../support/shopper-api.js';
import { startSupervisedShop, type SupervisedShop } from '../support/supervised-shop.js';

// The console's orders, as support uses them: find an order by its status, move it on, and see who
// moved it and why, how it stood before, and that the payment provider agrees with the shop.
describe('console orders', () => {
  let shop: SupervisedShop;
  let browser: Browser;
  let page: Page;
  let paid: { orderId: string; orderNumber: string };
  let unpaid: { orderId: string };
  let twoUnits: { orderId: string; orderNumber: string };
  let meera: Auth;

  browserSuite(
    () => startSupervisedShop('e2e_console_orders'),
    (suite) => ({ shop, browser, page } = suite),
    { pages: 'one', viewport: DESKTOP },
  );
  beforeAll(async () => {
    const api = shopperApi(shop.base, shop.sandboxUrl);
    paid = await api.paidOrderToNewAddress(await signUp(api, 'asha.orders@example.in'), 1);
    unpaid = await unpaidOrder(api, await signUp(api, 'vikram.orders@example.in'));
    meera = await signUp(api, 'meera.parcels@example.in');
    twoUnits = await api.paidOrderToNewAddress(meera, 3, 2);
    await signInToConsole(page, shop.base);
  });

  it('lists orders under status tabs', async () => {
    await page.goto(`${shop.base}/admin/orders`);
    const row = page.getByRole('row').filter({ hasText: paid.orderNumber });
    await row.waitFor({ timeout: 15_000 });
    await expect(row.getByText('₹').count()).resolves.toBeGreaterThan(0);
    await page.getByRole('tab', { name: /^delivered/i }).click();
    await page.getByText(/no orders found/i).waitFor();
    await page.getByRole('tab', { name: /^placed/i }).click();
    await row.waitFor();
    await screenshots(page, 'console-orders');
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it("offers an unpaid order only the moves the API gives it, and shows why the table's others wait", async () => {
    await page.goto(`${shop.base}/admin/orders/${unpaid.orderId}/show`);
    await page.getByText('An unpaid order can only be cancelled: not processing yet.').waitFor();
    await page.getByRole('combobox', { name: 'New status' }).click();
    await expect(page.getByRole('option').allTextContents()).resolves.toEqual(['cancelled']);
    await page.keyboard.press('Escape');
  });

  it('moves the order on, and the timeline says who moved it and why', async () => {
    await page.goto(`${shop.base}/admin/orders/${paid.orderId}/show`);
    await page.getByText(`Order ${paid.orderNumber}`).first().waitFor();
    await page.getByRole('combobox', { name: 'New status' }).click();
    // A paid, placed order may be processed or cancelled, and nothing else (the state machine).
    await expect(page.getByRole('option').allTextContents()).resolves.toEqual(['processing', 'cancelled']);
    await page.getByRole('option', { name: 'processing' }).click();
    await page.getByLabel('Reason (optional)').fill('Packed at the Bengaluru warehouse');
    await page.getByRole('button', { name: 'Update status' }).click();
    await page.getByText('Order status updated successfully.').waitFor();
    await screenshots(page, 'console-order-show');
    await page.setViewportSize({ width: 1366, height: 900 });

    // An admin may force any other status, with a reason.
    await page.getByRole('checkbox', { name: /force/i }).check();
    await page.getByRole('combobox', { name: 'New status' }).click();
    await page.getByRole('option', { name: 'delivered' }).click();
    await page.getByRole('button', { name: 'Update status' }).click();
    await page.getByText('A reason is required to force a status change').waitFor();
    await page.getByRole('checkbox', { name: /force/i }).uncheck();

    await page.getByRole('tab', { name: 'Timeline' }).click();
    const entry = page.getByRole('listitem').filter({ hasText: 'Order status: placed → processing' });
    await entry.getByText(/by admin@petshop\.local \(admin\)/).waitFor();
    await entry.getByText('Reason: Packed at the Bengaluru warehouse').waitFor();
  });

  it('shows the raw events, each with its data', async () => {
    await page.getByRole('tab', { name: 'Events' }).click();
    const placed = page.getByRole('row').filter({ hasText: 'OrderPlaced' });
    await placed.getByRole('button', { name: /data of revision/i }).click();
    await page
      .getByText(/"orderNumber": /)
      .first()
      .waitFor();
    await page.getByRole('row').filter({ hasText: 'OrderStatusChanged' }).waitFor();
  });

  it('steps back through the replay to the order as it was placed', async () => {
    await page.getByRole('tab', { name: 'Replay' }).click();
    const status = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Status', exact: true }) });
    // The last step is the status change: processing, highlighted as changed.
    await status.getByText('processing').waitFor();
    await status.getByText('changed').waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    await status.getByText('placed').waitFor();
    await page.getByRole('tab', { name: /OrderPlaced/ }).click();
    await page.getByText(/Step 1 of/).waitFor();
    await status.getByText('placed').waitFor();
    await screenshots(page, 'console-order-replay');
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it("shows the provider's view agreeing with the shop for the paid order", async () => {
    await page.getByRole('tab', { name: 'Provider' }).click();
    await page.getByText("The provider agrees with the shop's record.").waitFor({ timeout: 15_000 });
    await page.getByRole('table', { name: "Provider's payments" }).getByText('captured').first().waitFor();
    await screenshots(page, 'console-order-provider');
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  // Hard to bring about for real in a browser test (the API's spec covers how they arise): the page's
  // answer to an unreachable provider and to a disagreement, with the provider's answer stubbed.
  it('says when the provider cannot be reached, and flags a disagreement', async () => {
    const route = `${shop.base}/api/admin/orders/${paid.orderId}/provider`;
    await page.route(route, (request) =>
      request.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ status: false, message: 'Service unavailable' }) }),
    );
    await page.getByRole('button', { name: 'Ask again' }).click();
    await page.getByText('The payment provider could not be reached').waitFor();
    await page.unroute(route);
    const actual = await (await page.request.get(route, { headers: { authorization: `Bearer ${await staffToken(page)}` } })).json();
    const message = 'The shop records this order as paid, but the provider shows no captured payment for it.';
    await page.route(route, (request) =>
      request.fulfill({ json: { ...actual, disagreements: [{ field: 'payment', shop: 'paid', provider: null, message }] } }),
    );
    await page.getByRole('button', { name: 'Ask again' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'The provider and the shop disagree' });
    await alert.getByText(message).waitFor();
    await page.unroute(route);
  });

  it('ships an order in two parcels from the console and marks them delivered, one by one', async () => {
    const api = shopperApi(shop.base, shop.sandboxUrl);
    const staff = await api.staffAuth();
    await api.call('PATCH', `/orders/${twoUnits.orderId}/status`, staff, { orderStatus: 'processing' });
    // The worker issues the invoice once the payment is captured.
    const invoice = await eventually(async () => {
      const { data } = await api.call('GET', `/orders/${twoUnits.orderId}`, staff);
      expect(data.invoice).not.toBeNull();
      return data.invoice as { number: string };
    });
    await page.goto(`${shop.base}/admin/orders/${twoUnits.orderId}/show`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Download invoice ${invoice.number}` }).click()]);
    expect(await pdfText(await download.path())).toContain(`Invoice number: ${invoice.number}`);
    const parcels = page.getByRole('region', { name: 'Parcels' });
    await parcels.getByText('Nothing shipped yet.').waitFor();

    // The first parcel takes one of the two units, with Blue Dart.
    await parcels.getByRole('button', { name: 'Ship' }).click();
    const dialog = page.getByRole('dialog', { name: `Ship a parcel of ${twoUnits.orderNumber}` });
    await dialog.getByRole('button', { name: 'Ship parcel' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Tracking number is required' }).waitFor();
    const quantity = dialog.getByRole('spinbutton', { name: /^Quantity of / });
    await expect(quantity.inputValue()).resolves.toBe('2');
    await quantity.fill('1');
    await dialog.getByRole('combobox', { name: 'Carrier' }).click();
    await page.getByRole('option', { name: 'Blue Dart' }).click();
    await dialog.getByRole('textbox', { name: 'Tracking number' }).fill('BD-E2E-1');
    await screenshots(page, 'console-ship-dialog');
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: 'Ship parcel' }).click();
    await page.getByText('Shipment recorded').waitFor();
    const first = parcels.getByRole('article', { name: 'Parcel 1' });
    await first.getByRole('link', { name: 'BD-E2E-1' }).waitFor();

    // The second takes what is left (its default), and the order moves to shipped.
    await parcels.getByRole('button', { name: 'Ship' }).click();
    await expect(dialog.getByRole('spinbutton', { name: /^Quantity of / }).inputValue()).resolves.toBe('1');
    await dialog.getByRole('textbox', { name: 'Tracking number' }).fill('DLV-E2E-2');
    await dialog.getByRole('button', { name: 'Ship parcel' }).click();
    const second = parcels.getByRole('article', { name: 'Parcel 2' });
    await second.getByRole('link', { name: 'DLV-E2E-2' }).waitFor();
    await expect(parcels.getByRole('button', { name: 'Ship' }).count()).resolves.toBe(0);

    await first.getByRole('button', { name: 'Mark delivered' }).click();
    await first.getByText(/^Delivered /).waitFor();
    await second.getByRole('button', { name: 'Mark delivered' }).click();
    await second.getByText(/^Delivered /).waitFor();
    await screenshots(page, 'console-order-parcels');
    await page.setViewportSize(DESKTOP);

    const { data } = await api.call('GET', `/orders/${twoUnits.orderId}`, await api.staffAuth());
    expect(data).toMatchObject({ orderStatus: 'delivered', fulfilment: 'delivered' });
    expect(data.shipments.map((parcel: { trackingUrl: string }) => parcel.trackingUrl)).toEqual([
      expect.stringContaining('BD-E2E-1'),
      'https://www.delhivery.com/track/package/DLV-E2E-2',
    ]);
    await page.getByRole('tab', { name: 'Timeline' }).click();
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Order status: processing → shipped' })
      .getByText(/by admin@petshop\.local/)
      .waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Order status: shipped → delivered' }).waitFor();
  });

  it('shows the shopper both parcels staff shipped, each with its tracking link, and the invoice to download', async () => {
    // The shopper's own browser: a context of its own, signed in to the storefront, not the console.
    const shopper = await browser.newPage({ viewport: DESKTOP });
    try {
      await shopper.goto(`${shop.base}/`);
      await shopper.evaluate((token) => localStorage.setItem('userToken', token), (meera.authorization ?? '').replace('Bearer ', ''));
      await shopper.goto(`${shop.base}/profile?tab=orders`);
      // The card names the order as its mails, the console and the invoice do.
      await shopper
        .getByRole('article', { name: `Order #${twoUnits.orderId.slice(-9)}` })
        .getByText(`· ${twoUnits.orderNumber}`)
        .waitFor();
      const parcels = shopper.getByRole('region', { name: `Parcels of order ${twoUnits.orderNumber}` });
      await parcels.getByRole('heading', { name: /^Parcel 1 of 2 · Delivered on / }).waitFor();
      await parcels.getByRole('heading', { name: /^Parcel 2 of 2 · Delivered on / }).waitFor();
      expect(await parcels.getByRole('link', { name: 'BD-E2E-1' }).getAttribute('href')).toContain('BD-E2E-1');
      expect(await parcels.getByRole('link', { name: 'DLV-E2E-2' }).getAttribute('href')).toBe('https://www.delhivery.com/track/package/DLV-E2E-2');
      await screenshots(shopper, 'storefront-order-two-parcels');

      const { data } = await shopperApi(shop.base, shop.sandboxUrl).call('GET', `/orders/${twoUnits.orderId}`, meera);
      const [download] = await Promise.all([
        shopper.waitForEvent('download'),
        shopper.getByRole('button', { name: `Download invoice ${data.invoice.number}` }).click(),
      ]);
      const pdf = await readFile((await download.path())!);
      expect(await pdfText(pdf)).toContain(`Invoice number: ${data.invoice.number}`);
      await keepForLooking(pdf, 'invoice-of-two-parcels');
    } finally {
      await shopper.close();
    }
  });

  it("lists this financial year's invoices for the accountant, each linking to its order, and exports them as CSV", async () => {
    const api = shopperApi(shop.base, shop.sandboxUrl);
    const { data } = await api.call('GET', `/orders/${twoUnits.orderId}`, await api.staffAuth());
    await page.goto(`${shop.base}/admin/invoices`);
    await page.getByRole('combobox', { name: 'Financial year' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: data.invoice.number });
    await row.getByText(twoUnits.orderNumber).waitFor();
    await screenshots(page, 'console-invoices');
    await page.setViewportSize(DESKTOP);
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(csv.suggestedFilename()).toBe('invoices.csv');
    expect(await readFile((await csv.path())!, 'utf8')).toContain(data.invoice.number);
    await row.getByRole('link', { name: twoUnits.orderNumber }).click();
    await page.waitForURL(new RegExp(`/admin/orders/${twoUnits.orderId}/show$`));
  });
});

const staffToken = (page: Page) => page.evaluate(() => localStorage.getItem('staffToken'));

type ShopperApi = ReturnType<typeof shopperApi>;

async function signUp(api: ShopperApi, email: string) {
  const { token } = await api.call('POST', '/auth/signup', {}, { firstName: 'Asha', lastName: 'Rao', email, password: 'Paws9' });
  return { authorization: `Bearer ${token}` };
}

/** A shopper's order of one unit to their new home address, placed as the storefront does it and not paid. */
async function unpaidOrder(api: ShopperApi, auth: Auth) {
  const { address } = await api.call('POST', '/addresses', auth, { address: HOME_ADDRESS });
  const { products } = await api.call('GET', '/products?limit=100');
  const product = products.find((candidate: { stock: number; stockStatus: string }) => candidate.stock > 0 && candidate.stockStatus === 'in-stock');
  const { data } = await api.call('POST', '/orders/create', auth, {
    totalAmount: product.price,
    currency: 'INR',
    shippingAddress: address[0]._id,
    products: [{ productId: product._id, quantity: 1, price: product.price }],
  });
  return { orderId: data._id as string };
}
