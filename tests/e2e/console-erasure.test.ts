import { readFile } from 'node:fs/promises';
import type { PersonalDataExport } from '@petshop/contract';
import type { Browser, Page } from 'playwright-core';
import { HOME_ADDRESS } from '../../api/src/platform/testing/fixtures.js';
import { screenshots } from '../support/browser.js';
import { browserSuite, DESKTOP } from '../support/browser-suite.js';
import { ADMIN, signInToConsole } from '../support/console.js';
import { eventually } from '../support/processes.js';
import { shopperApi } from '../support/shopper-api.js';
import { startSupervisedShop, type SupervisedShop } from '../support/supervised-shop.js';

// Personal data in the browser (docs/privacy.md): a shopper downloads what the shop holds about them from their profile;
// an admin erases them from the console (staff cannot), after which the shopper's next page load is
// logged out and staff see their paid order as "erased customer". The supervised shop (sandbox,
// projections, worker) because the order is paid in the sandbox and the pages read projected models.
const SHOPPER = { firstName: 'Kavya', lastName: 'Nair', email: 'kavya.nair@example.in', password: 'Paws9' };
const STAFF = { firstName: 'Lata', lastName: 'Menon', email: 'lata.menon@petshop.local', password: 'Till7B', role: 'staff' };
const REASON = 'Asked by email to be forgotten (DPDP), 26 Nov 2026';

describe('console: erasing a customer, and the shopper downloading their data', () => {
  let shop: SupervisedShop;
  let browser: Browser;
  let page: Page;
  let customerId: string;
  let order: { orderId: string; orderNumber: string };

  const api = () => shopperApi(shop.base, shop.sandboxUrl);

  browserSuite(
    () => startSupervisedShop('e2e_erasure'),
    (suite) => ({ shop, browser, page } = suite),
    { viewport: DESKTOP },
  );
  beforeAll(async () => {
    const { token, user } = await api().call('POST', '/auth/signup', {}, SHOPPER);
    customerId = user._id;
    order = await api().paidOrderToNewAddress({ authorization: `Bearer ${token}` }, 1);
    await api().call('POST', '/admin/staff', await api().staffAuth(), STAFF);
  });

  /** A page of its own (its own storage), with the shopper logged in on the storefront's login page. */
  async function shopperPage(): Promise<Page> {
    const shopper = await browser.newPage({ viewport: DESKTOP });
    await shopper.goto(`${shop.base}/login`);
    await shopper.getByLabel('Email').fill(SHOPPER.email);
    await shopper.getByLabel(/^Password/).fill(SHOPPER.password);
    await shopper.getByRole('button', { name: 'Login' }).click();
    // The redirect home rather than the toast, which may come and go while a busy machine is looking away.
    await shopper.waitForURL(`${shop.base}/`);
    expect(await shopper.evaluate(() => localStorage.getItem('userToken'))).toBeTruthy();
    return shopper;
  }

  it('lets the shopper download their account, addresses and orders from the profile as a JSON file', async () => {
    const shopper = await shopperPage();
    // The orders in the export come from the orders read model, which the projections runner keeps.
    const token = await shopper.evaluate(() => localStorage.getItem('userToken'));
    await eventually(
      async () => {
        const { data } = await api().call('GET', '/auth/me/export', { authorization: `Bearer ${token}` });
        expect(data.orders.map((placed: { paymentStatus: string }) => placed.paymentStatus)).toEqual(['paid']);
      },
      30_000,
      500,
    );
    await shopper.goto(`${shop.base}/profile?tab=account`);
    const [download] = await Promise.all([
      shopper.waitForEvent('download'),
      shopper.getByRole('region', { name: 'Your data' }).getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('pawsome-supplies-my-data.json');
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as PersonalDataExport;

    expect(data.account).toMatchObject({ _id: customerId, firstName: SHOPPER.firstName, lastName: SHOPPER.lastName, email: SHOPPER.email, role: 'customer' });
    expect(data.addresses).toEqual([expect.objectContaining({ name: HOME_ADDRESS.name, address: HOME_ADDRESS.address, zip: HOME_ADDRESS.zip })]);
    expect(data.orders).toHaveLength(1);
    const [exported] = data.orders;
    expect(exported).toMatchObject({ _id: order.orderId, orderNumber: order.orderNumber, paymentStatus: 'paid' });
    expect(exported!.shippingAddress).toMatchObject({ address: HOME_ADDRESS.address, mobile: HOME_ADDRESS.mobile });
    expect(exported!.history.length).toBeGreaterThan(0);
    await screenshots(shopper, 'storefront-download-my-data');
    await shopper.close();
  });

  it('shows a staff member the customer without the erase button, and the API refuses them', async () => {
    await signInToConsole(page, shop.base, STAFF);
    await page.goto(`${shop.base}/admin/customers/${customerId}/show`);
    await page.getByRole('heading', { level: 2, name: `${SHOPPER.firstName} ${SHOPPER.lastName}` }).waitFor();
    await page.getByRole('button', { name: 'Send password reset code' }).waitFor();
    expect(await page.getByRole('button', { name: 'Erase personal data' }).count()).toBe(0);

    const staffAuth = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('staffToken'))}` };
    await expect(api().call('POST', `/admin/customers/${customerId}/erase`, staffAuth, { reason: REASON })).rejects.toThrow(/: 403 /);
  });

  it('lets an admin erase the customer after a confirmation naming what goes and what stays; the shopper is logged out and staff see "erased customer"', async () => {
    const shopper = await shopperPage();
    await shopper.goto(`${shop.base}/profile?tab=orders`);
    await shopper.getByRole('article', { name: `Order #${order.orderId.slice(-9)}` }).waitFor();

    await signInToConsole(page, shop.base, ADMIN);
    await page.goto(`${shop.base}/admin/customers/${customerId}/show`);
    // The order's confirmation is among their mails (the worker's), to be mailed again.
    await eventually(
      async () => {
        await page.reload();
        await page.getByRole('button', { name: /^Resend/ }).waitFor({ timeout: 3_000 });
      },
      30_000,
      500,
    );
    await page.getByRole('button', { name: 'Send password reset code' }).waitFor();
    await page.getByRole('button', { name: 'Erase personal data' }).click();
    const dialog = page.getByRole('dialog', { name: `Erase ${SHOPPER.firstName} ${SHOPPER.lastName}'s personal data?` });
    await dialog.getByText(/^Goes, for good: their name, email and phone, their addresses/).waitFor();
    await dialog.getByText(/They are signed out everywhere and cannot log in/).waitFor();
    await dialog.getByText(/^Stays: their orders, amounts, stock moves, refunds, vouchers and status history, shown as “erased customer”/).waitFor();
    await dialog.getByText(/The erasure itself is recorded with your name and the reason\.$/).waitFor();
    const erase = dialog.getByRole('button', { name: 'Erase', exact: true });
    await expect(erase.isDisabled()).resolves.toBe(true); // not without a reason
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
    await expect(erase.isEnabled()).resolves.toBe(true);
    await screenshots(page, 'console-customer-erase-dialog');
    await page.setViewportSize(DESKTOP);
    await erase.click();
    await page.getByText("The customer's personal data was erased").waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 2, name: 'erased customer' }).waitFor();
    // Nothing left to mail them: no reset code, no mail sent again.
    for (const name of ['Erase personal data', 'Send password reset code', /^Resend/]) expect(await page.getByRole('button', { name }).count()).toBe(0);
    expect(await page.getByText(SHOPPER.email).count()).toBe(0);
    await screenshots(page, 'console-customer-erased');

    // The shopper's next page load: their token is refused, so the storefront forgets it and asks them to log in.
    await shopper.reload();
    await shopper.waitForURL(`${shop.base}/login`);
    await shopper.getByRole('heading', { name: 'Login' }).waitFor();
    expect(await shopper.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
    await shopper.getByLabel('Email').fill(SHOPPER.email);
    await shopper.getByLabel(/^Password/).fill(SHOPPER.password);
    await shopper.getByRole('button', { name: 'Login' }).click();
    await shopper.getByText('Invalid email or password').waitFor();
    await screenshots(shopper, 'storefront-logged-out-after-erasure');
    await shopper.close();

    // Staff (not only the admin who erased) see the paid order kept, with nothing personal left on it.
    const staff = await browser.newPage({ viewport: DESKTOP });
    await signInToConsole(staff, shop.base, STAFF);
    await staff.goto(`${shop.base}/admin/orders/${order.orderId}/show`);
    await staff.getByText(`Order ${order.orderNumber}`).first().waitFor();
    await staff.getByText('erased customer', { exact: true }).waitFor();
    await staff.getByText(HOME_ADDRESS.state).first().waitFor(); // kept for tax
    for (const personal of [SHOPPER.firstName, SHOPPER.email, HOME_ADDRESS.name, HOME_ADDRESS.address, HOME_ADDRESS.mobile]) {
      expect(await staff.getByText(personal).count()).toBe(0);
    }
    await staff.getByText(/₹/).first().waitFor();
    await screenshots(staff, 'console-order-erased-customer');
    await staff.setViewportSize(DESKTOP);
    await staff.getByRole('tab', { name: 'Timeline' }).click();
    await staff
      .getByRole('list', { name: 'Timeline' })
      .getByText(/by erased customer \(customer\)/)
      .first()
      .waitFor();
    await staff.close();
  });
});
