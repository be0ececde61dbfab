import type { Page } from 'playwright-core';
import { heldBackMessage } from '../../api/src/platform/event-store/held-transactions.js';
import { screenshots } from '../support/browser.js';
import { browserSuite, DESKTOP } from '../support/browser-suite.js';
import { eventually } from '../support/processes.js';
import { shopperApi } from '../support/shopper-api.js';
import { startSupervisedShop, type SupervisedShop } from '../support/supervised-shop.js';

const ADMIN = { email: 'admin@petshop.local', password: 'Admin123' };
const STAFF = { firstName: 'Kiran', lastName: 'Das', email: 'kiran.ops@petshop.local', password: 'Desk42A', role: 'staff' };
/** Screenshots at two widths of two views on a shared 2-core machine: a bound, not a measurement. */
const LONG_WALK = 180_000;
const PSQL_LEFT_OPEN = {
  pid: 4242,
  transactionId: '991',
  applicationName: 'psql',
  clientAddress: '10.0.0.7',
  state: 'idle in transaction',
  ageSeconds: 45,
  query: "UPDATE products SET stock = 0 WHERE slug = 'kibble'",
};

// biome-ignore lint/suspicious/noExplicitAny: the API's answers, read as a client reads JSON; the API's own specs check their shapes.
type Json = Record<string, any>;

// The operations page against the built shop under its supervisor: after a paid checkout an admin
// sees it counted among the figures now and in the hour's and the day's charts; staff have no entry.
describe('staff console: operations page', () => {
  let shop: SupervisedShop;
  let page: Page;
  let admin: string;

  async function ok(path: string, options: { method?: string; token?: string; body?: unknown } = {}): Promise<Json> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${shop.base}${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const body = (await response.json().catch(() => ({}))) as Json;
    if (response.status >= 300) throw new Error(`${options.method ?? 'GET'} ${path} answered ${response.status}: ${JSON.stringify(body)}`);
    return body;
  }

  /** A shopper's checkout of one unit, paid in the sandbox and verified, as the storefront does it. */
  async function paidCheckout(): Promise<void> {
    const { shopperWithCart, paidOrder } = shopperApi(shop.base, shop.sandboxUrl);
    await paidOrder(await shopperWithCart(true));
  }

  async function logIn({ email, password }: { email: string; password: string }) {
    await page.goto(`${shop.base}/admin/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The dashboard, where the login lands: a click before it has landed would be taken back there.
    await page.getByRole('heading', { name: /^Welcome/ }).waitFor();
  }

  const tile = (name: string) => page.getByRole('group', { name, exact: true });

  browserSuite(
    () => startSupervisedShop('e2e_console_operations'),
    (suite) => ({ shop, page } = suite),
    { viewport: DESKTOP },
  );
  beforeAll(async () => {
    admin = (await ok('/api/auth/login', { body: ADMIN })).token;
    await ok('/api/admin/staff', { token: admin, body: STAFF });
  });

  it(
    'shows an admin the checkout counted, the figures now with an open alert coloured, and the hour and day charts',
    async () => {
      await paidCheckout();
      await shop.database.pool.query(`INSERT INTO alerts (key, kind, order_id, message) VALUES ('refund:ops-e2e', 'refund', null, 'Gateway timeout')`);
      // As the workers word one while a psql session holds the shop's events back (held-transaction-alerts.ts).
      const held = heldBackMessage({ heldForSeconds: 42, transactions: [PSQL_LEFT_OPEN] });
      await shop.database.pool.query(`INSERT INTO alerts (key, kind, message) VALUES ('transaction:4242:991', 'transaction', $1)`, [held]);
      // The API writes its latencies every 10 s and the worker samples once a minute: the page shows both once they are in.
      await eventually(
        async () => {
          const { current } = await ok('/api/admin/operations?window=hour', { token: admin });
          const value = (key: string) => current.find((figure: Json) => figure.key === key)?.value;
          expect(value('createP50Ms')).not.toBeNull();
          expect(value('queueDepth')).not.toBeNull();
        },
        90_000,
        1_000,
      );

      await logIn(ADMIN);
      await page.getByRole('menuitem', { name: 'Operations' }).click();
      await page.getByRole('heading', { name: 'Operations', level: 1 }).waitFor();
      await tile('Checkouts placed').getByText('1', { exact: true }).waitFor();
      await tile('Payments through').getByText('1', { exact: true }).waitFor();
      await expect(tile('Place order p50').getByText('—').count()).resolves.toBe(0);
      await tile('Open alerts').getByText('Warning', { exact: true }).waitFor();
      await expect(tile('Checkouts placed').getByText('Warning', { exact: true }).count()).resolves.toBe(0);
      for (const chart of [
        'Checkouts and revenue: 1 checkout placed',
        'Payment outcomes: 1 paid',
        'Checkout latency: p50 and p99 of 1 place-order and 1 verify-payment',
      ])
        await page.getByRole('figure', { name: new RegExp(`^${chart}`) }).waitFor();
      await page.getByRole('figure', { name: /^Projection lag/ }).waitFor();
      await page.getByRole('figure', { name: /^Job queues: payments/ }).waitFor();
      await page.getByRole('button', { name: /^Job queues/ }).waitFor();
      await screenshots(page, 'console-operations-hour');

      await page.setViewportSize(DESKTOP);
      await page.getByRole('button', { name: 'Last day' }).click();
      await page.getByRole('figure', { name: /^Checkouts and revenue: 1 checkout placed, .* per 15 minutes$/ }).waitFor();
      await screenshots(page, 'console-operations-day');

      await page.setViewportSize(DESKTOP);
      await page
        .getByRole('link', { name: /^Alerts/ })
        .first()
        .click();
      await page.waitForURL(/\/admin\/alerts/);
      await page.getByText('Gateway timeout').waitFor();
      // A kind reads as words, and the open transaction's alert says what holds the shop back and how to end it. No
      // such transaction runs, so the workers have resolved it: it shows among the resolved ones.
      await page.getByLabel('Open only').uncheck();
      const transaction = page.getByRole('row').filter({ hasText: 'pid 4242' });
      await transaction.getByRole('cell', { name: 'Open transaction', exact: true }).waitFor();
      await transaction.getByRole('cell', { name: held, exact: true }).waitFor();
      await transaction.getByText('Resolved', { exact: true }).waitFor();
      await page.getByRole('row').filter({ hasText: 'Gateway timeout' }).getByRole('cell', { name: 'Refund', exact: true }).waitFor();
      await screenshots(page, 'console-alerts');
    },
    LONG_WALK,
  );

  it('gives staff no Operations entry, and refuses them the page and its figures', async () => {
    await logIn(STAFF);
    await page.getByRole('menuitem', { name: 'Customers' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Operations' }).count()).toBe(0);
    await page.goto(`${shop.base}/admin/operations`);
    await page.getByText('The operations page is for admins.').waitFor();
    const { token } = await ok('/api/auth/login', { body: { email: STAFF.email, password: STAFF.password } });
    const refused = await fetch(`${shop.base}/api/admin/operations`, { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status).toBe(403);
  });
});
