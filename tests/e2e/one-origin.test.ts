import type { Browser, Page } from 'playwright-core';
import { screenshots } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';
import { signInToConsole } from '../support/console.js';
import { startShop, type RunningShop } from '../support/shop.js';

// One origin: the storefront at /, the staff console at /admin, the API at /api, in a real browser.
describe('storefront and console from one origin', () => {
  let shop: RunningShop;
  let page: Page;
  browserSuite(
    () => startShop('e2e_origin'),
    (suite) => ({ shop, page } = suite),
  );

  it('renders the storefront, the console and the API docs without a Content-Security-Policy violation', async () => {
    const violations = watchPolicyViolations(page);
    const home = await page.goto(`${shop.base}/`);
    expect(home?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
    await page.getByRole('link', { name: 'Products' }).first().waitFor();
    await page.goto(`${shop.base}/admin`);
    await page.getByRole('button', { name: /sign in/i }).waitFor();
    await page.goto(`${shop.base}/api/docs`);
    await page.getByRole('heading', { name: /Pet-supplies shop API/ }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  it('serves the storefront home page, and a client route on reload', async () => {
    await page.goto(`${shop.base}/`);
    await expect(page.title()).resolves.toMatch(/Pet supplies/i);
    await page.getByRole('link', { name: 'Products' }).first().waitFor();
    await screenshots(page, 'storefront-home');
    await page.goto(`${shop.base}/about-us`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });

  it('lets staff sign in to the console with the first-start admin account', async () => {
    await signInToConsole(page, shop.base, { email: 'admin@petshop.local', password: 'Admin123' });
    expect(page.url()).toMatch(/\/admin/);
    // The dashboard's figures come from the API: a fresh shop shows zeros, not dashes.
    await page.getByText('Payments pending').waitFor();
    await page.getByRole('menuitem', { name: 'Staff', exact: true }).waitFor();
    await screenshots(page, 'console-dashboard');
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

describe('API docs in production', () => {
  let shop: RunningShop;
  let browser: Browser;
  const production = { NODE_ENV: 'production', JWT_SECRET: 'an-e2e-secret-long-enough', ADMIN_PASSWORD: 'Str0ngPass' };
  browserSuite(
    () => startShop('e2e_docs', production),
    (suite) => ({ shop, browser } = suite),
    { pages: 'none' },
  );

  it("shows staff the document with the console's sign-in, and nobody else", async () => {
    const page = await browser.newPage();
    const violations = watchPolicyViolations(page);
    page.on('dialog', (dialog) => void dialog.dismiss()); // the token prompt, for a reader not signed in
    await page.goto(`${shop.base}/api/docs`);
    await page.getByText(/Failed to load API definition/i).waitFor();
    await signInToConsole(page, shop.base, { email: 'admin@petshop.local', password: 'Str0ngPass' });
    await page.goto(`${shop.base}/api/docs`);
    await page.getByRole('heading', { name: /Pet-supplies shop API/ }).waitFor();
    expect(violations).toEqual([]);
    await page.close();
  });
});

/** Chromium reports each refusal of the Content-Security-Policy on the console. */
function watchPolicyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
