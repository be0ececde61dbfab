import type { Page } from 'playwright-core';
import { screenshots } from '../support/browser.js';
import { browserSuite, DESKTOP } from '../support/browser-suite.js';
import { signInToConsole } from '../support/console.js';
import { eventually } from '../support/processes.js';
import { shopperApi } from '../support/shopper-api.js';
import { startSupervisedShop, type SupervisedShop } from '../support/supervised-shop.js';

// The console's people pages against the built shop. The supervised shop (sandbox, projections,
// worker) because a customer's figures and orders come from the orders read model and a paid order.
const ADMIN = { email: 'admin@petshop.local', password: 'Admin123' };
const CUSTOMER = { firstName: 'Meera', lastName: 'Iyer', email: 'meera.iyer@example.in', password: 'Paws9' };
const REVIEW_TEXT = 'My beagle finishes every bowl of this, and asks for more.';

interface Seeded {
  productId: string;
  orderNumber: string;
}

describe('console: customers, reviews, settings and staff', () => {
  let shop: SupervisedShop;
  let page: Page;
  let seeded: Seeded;

  const api = async (path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
    const response = await fetch(`${shop.base}${path}`, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const body = await response.json();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    return body;
  };

  /** A customer with a saved address, one paid order and a review of the product they bought. */
  async function seed(): Promise<Seeded> {
    const { token } = await api('/api/auth/signup', { body: CUSTOMER });
    const { productId, orderNumber } = await shopperApi(shop.base, shop.sandboxUrl).paidOrderToNewAddress({ authorization: `Bearer ${token}` }, 2);
    await api('/api/reviews', {
      token,
      body: { email: CUSTOMER.email, fullName: `${CUSTOMER.firstName} ${CUSTOMER.lastName}`, review: REVIEW_TEXT, rating: 5, productId },
    });
    return { productId, orderNumber };
  }

  const storefrontProduct = async () => (await api(`/api/products/${seeded.productId}`)).product as { reviewsCount: number; reviews: { review: string }[] };

  const logIn = (account: { email: string; password: string }) => signInToConsole(page, shop.base, account);

  browserSuite(
    () => startSupervisedShop('e2e_people'),
    (suite) => ({ shop, page } = suite),
    { viewport: DESKTOP },
  );
  beforeAll(async () => {
    seeded = await seed();
  });

  it("lists customers with their figures, and a customer's page lists their orders, each opening the order", async () => {
    await logIn(ADMIN);
    await page.goto(`${shop.base}/admin/customers`);
    await page.getByPlaceholder('Name or email').fill('meera');
    const row = page.getByRole('row').filter({ hasText: CUSTOMER.email });
    // The figures come from the orders read model, which the projections runner keeps.
    await eventually(
      async () => {
        await page.reload();
        await row.getByText('Meera Iyer').waitFor({ timeout: 3_000 });
        await row.getByText('₹').first().waitFor({ timeout: 1_000 });
      },
      30_000,
      500,
    );
    await screenshots(page, 'console-customers');
    await page.setViewportSize({ width: 1366, height: 900 });
    await row.getByText('Meera Iyer').click();
    await page.getByRole('heading', { name: 'Orders' }).waitFor();
    // The orders list's own rows: the order's name above its number.
    const orderCell = page.getByRole('cell', { name: new RegExp(`${seeded.orderNumber}$`) });
    await orderCell.waitFor();
    await screenshots(page, 'console-customer-show');
    await page.setViewportSize({ width: 1366, height: 900 });
    await orderCell.click();
    await page.waitForURL(/\/admin\/orders\/[^/]+\/show$/);
  });

  it('hides a review, which leaves the storefront and its count, and shows it again', async () => {
    const before = await storefrontProduct();
    expect(before.reviews.map((review) => review.review)).toContain(REVIEW_TEXT);
    await logIn(ADMIN);
    await page.goto(`${shop.base}/admin/reviews`);
    const row = page.getByRole('row').filter({ hasText: 'Meera Iyer' });
    await row.getByRole('button', { name: 'Hide the review by Meera Iyer' }).click();
    await row.getByText('Hidden').waitFor();
    const author = row.getByRole('cell', { name: 'Meera Iyer', exact: true });
    await author.click(); // the row expands to the whole review and its changes
    await page
      .getByRole('region', { name: 'Changes' })
      .getByText(/hidden: visible yes → no/)
      .waitFor();
    await author.click();
    const hidden = await storefrontProduct();
    expect(hidden.reviewsCount).toBe(before.reviewsCount - 1);
    expect(hidden.reviews.map((review) => review.review)).not.toContain(REVIEW_TEXT);

    await page.getByRole('combobox', { name: 'Visibility' }).click();
    await page.getByRole('option', { name: 'Visible' }).click();
    await row.waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'Visibility' }).click();
    await page.getByRole('option', { name: 'Hidden' }).click();
    await row.getByText('Hidden').waitFor();
    await screenshots(page, 'console-reviews');
    await page.setViewportSize({ width: 1366, height: 900 });
    await row.getByRole('button', { name: 'Show the review by Meera Iyer' }).click();
    await row.getByText('Visible').waitFor();
    const shown = await storefrontProduct();
    expect(shown.reviewsCount).toBe(before.reviewsCount);
    expect(shown.reviews.map((review) => review.review)).toContain(REVIEW_TEXT);
  });

  it('saves the store settings, refusing a goal that is not a positive whole number', async () => {
    await logIn(ADMIN);
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL(/\/admin\/settings$/);
    const goal = page.getByRole('spinbutton', { name: 'Monthly order goal', exact: true });
    await goal.fill('0');
    await page.getByLabel('Site name').fill('Paws & Whiskers');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Monthly order goal must be a whole number of 1 or more').waitFor();
    await goal.fill('250');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Settings saved successfully!').waitFor();
    await page.getByRole('region', { name: 'Changes' }).getByText('Changed by admin@petshop.local').first().waitFor();
    const { token } = await api('/api/auth/login', { body: ADMIN });
    expect(await api('/api/admin/settings/store', { token })).toMatchObject({ siteName: 'Paws & Whiskers', monthlyOrderGoal: 250 });
    await screenshots(page, 'console-settings');
  });

  it("saves the seller's details for invoices and a new carrier, refusing a GSTIN of the wrong shape", async () => {
    await logIn(ADMIN);
    await page.goto(`${shop.base}/admin/settings`);
    await page.getByRole('tab', { name: 'Invoices' }).click();
    await page.getByLabel('Legal name').fill('Pawsome Supplies Pvt Ltd');
    await page.getByLabel('Address').fill('12 MG Road, Bengaluru, Karnataka 560001');
    const gstin = page.getByLabel('GSTIN');
    await gstin.fill('29ABCDE1234');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('GSTIN must be 15 characters, as 29ABCDE1234F1Z5').waitFor();
    await gstin.fill('29ABCDE1234F1Z5');
    await screenshots(page, 'console-settings-invoices');

    await page.getByRole('tab', { name: 'Carriers' }).click();
    await page.getByRole('button', { name: 'Add' }).click();
    const added = page
      .getByRole('listitem')
      .filter({ has: page.getByLabel('Code') })
      .last();
    await added.getByLabel('Code').fill('shadowfax');
    await added.getByLabel('Carrier').fill('Shadowfax');
    await added.getByLabel('Tracking URL').fill('https://tracker.shadowfax.in/track?awb={trackingNumber}');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Settings saved successfully!').waitFor();
    await screenshots(page, 'console-settings-carriers');

    const { token } = await api('/api/auth/login', { body: ADMIN });
    const saved = await api('/api/admin/settings/store', { token });
    expect(saved).toMatchObject({ legalName: 'Pawsome Supplies Pvt Ltd', gstin: '29ABCDE1234F1Z5', hsnCodes: { 'dog-food': '2309' } });
    expect(saved.carriers.at(-1)).toEqual({
      code: 'shadowfax',
      name: 'Shadowfax',
      trackingUrlTemplate: 'https://tracker.shadowfax.in/track?awb={trackingNumber}',
    });
    expect(saved.carriers.map((carrier: { code: string }) => carrier.code)).toContain('delhivery');
  });

  it('lets an admin open a staff account, which then has no Staff entry and only reads the settings', async () => {
    const member = { firstName: 'Ravi', lastName: 'Kumar', email: 'ravi.kumar@petshop.local', password: 'Desk42A' };
    await logIn(ADMIN);
    await page.getByRole('menuitem', { name: 'Staff', exact: true }).click();
    await page.getByRole('link', { name: 'New account' }).click();
    await page.getByLabel('First name').fill(member.firstName);
    await page.getByLabel('Last name').fill(member.lastName);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Password must contain at least one uppercase letter and one number').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('An account with this email already exists').waitFor();
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Staff account created').waitFor();
    await page.getByRole('row').filter({ hasText: member.email }).waitFor();
    await screenshots(page, 'console-staff');

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('button', { name: /sign in/i }).waitFor();
    await logIn(member);
    await page.getByRole('menuitem', { name: 'Customers' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Staff', exact: true }).count()).toBe(0);
    const refused = await api('/api/auth/login', { body: { email: member.email, password: member.password } }).then(({ token }) =>
      fetch(`${shop.base}/api/admin/staff`, { headers: { authorization: `Bearer ${token}` } }),
    );
    expect(refused.status).toBe(403);
    await page.goto(`${shop.base}/admin/staff`);
    await page.getByText('Not Found').waitFor();
    expect(await page.getByRole('row').filter({ hasText: member.email }).count()).toBe(0);
    await page.goto(`${shop.base}/admin/settings`);
    await page.getByText('Only admins can change the store settings.').waitFor();
    await expect(page.getByLabel('Site name').isDisabled()).resolves.toBe(true);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
  });

  it('lets an admin disable a staff account after confirming, not their own, and the account can no longer log in', async () => {
    const member = { firstName: 'Lata', lastName: 'Menon', email: 'lata.menon@petshop.local', password: 'Till7B', role: 'staff' };
    const { token } = await api('/api/auth/login', { body: ADMIN });
    const created = await api('/api/admin/staff', { token, body: member });
    await logIn(ADMIN);
    await page.getByRole('menuitem', { name: 'Staff', exact: true }).click();
    await page.getByRole('row').filter({ hasText: ADMIN.email }).click();
    await expect(page.getByRole('button', { name: 'Disable account' }).isDisabled()).resolves.toBe(true);
    await page.getByText('You cannot change your own role').waitFor();

    await page.goBack();
    await page.getByRole('row').filter({ hasText: member.email }).click();
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Admin' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').getByText(`Make ${member.email} an admin?`).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Change role' }).click();
    await eventually(async () => expect(await api(`/api/admin/staff/${created.id}`, { token })).toMatchObject({ role: 'admin' }), 10_000, 200);
    await page
      .getByRole('region', { name: 'Changes' })
      .getByText(/role staff → admin/)
      .waitFor();
    await page.getByRole('button', { name: 'Disable account' }).click();
    await page.getByRole('dialog').getByText('Disable Lata Menon?').waitFor();
    await screenshots(page, 'console-staff-edit');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
    await page.getByText('Account disabled').waitFor();
    await page.getByRole('button', { name: 'Enable account' }).waitFor();
    const refused = await fetch(`${shop.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: member.email, password: member.password }),
    });
    expect(refused.ok).toBe(false);
  });
});
