import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { startShop, type RunningShop } from '../support/shop.js';

// One origin: the storefront at /, the staff console at /admin, the API at /api, in a real browser.
describe('storefront and console from one origin', () => {
  let shop: RunningShop;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [shop, browser] = await Promise.all([startShop('e2e_origin'), launchBrowser()]);
  });
  beforeEach(async () => {
    page = await browser.newPage();
  });
  afterEach(() => page.close());
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('serves the storefront home page, and a client route on reload', async () => {
    await page.goto(`${shop.base}/`);
    await expect(page.title()).resolves.toMatch(/Pet supplies/i);
    await page.getByRole('link', { name: 'Products' }).first().waitFor();
    await page.goto(`${shop.base}/about-us`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });

  it('lets staff sign in to the console with the first-start admin account', async () => {
    await page.goto(`${shop.base}/admin`);
    await page.getByLabel(/email|username/i).fill('admin@petshop.local');
    await page.locator('input[name="password"]').fill('Admin123');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.getByText(/welcome/i).first().waitFor({ timeout: 15_000 });
    expect(page.url()).toMatch(/\/admin/);
  });

  it('keeps a customer out of the console', async () => {
    const signup = await fetch(`${shop.base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Asha', lastName: 'Rao', email: 'asha@example.in', password: 'Paws9' }),
    });
    expect(signup.status).toBe(201);
    await page.goto(`${shop.base}/admin`);
    await page.getByLabel(/email|username/i).fill('asha@example.in');
    await page.locator('input[name="password"]').fill('Paws9');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.getByText('This account has no access to the staff console').waitFor();
  });
});
