import type { Page } from 'playwright-core';
import { screenshots } from '../support/browser.js';
import { browserSuite, DESKTOP } from '../support/browser-suite.js';
import { eventually } from '../support/processes.js';
import { shopperApi } from '../support/shopper-api.js';
import { startSupervisedShop, type SupervisedShop } from '../support/supervised-shop.js';

// A customer's mails on their console page, against the built shop under npm start's supervisor:
// the worker mails the order confirmation when the payment is captured, the dev mailbox receives
// it, and staff send it again (and a password-reset code) from the console.
const ADMIN = { email: 'admin@petshop.local', password: 'Admin123' };
const CUSTOMER = { firstName: 'Kavya', lastName: 'Nair', email: 'kavya.nair@example.in', password: 'Paws9' };

interface MessageSummary {
  id: string;
  to: string[];
  subject: string;
}

describe('console: a customer’s mails', () => {
  let shop: SupervisedShop;
  let page: Page;
  let customerId: string;
  let orderNumber: string;

  const api = async (path: string, init: { token?: string; body?: unknown } = {}) => {
    const response = await fetch(`${shop.base}${path}`, {
      method: init.body ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const body = await response.json();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    return body;
  };

  /** What the dev mailbox received for the customer with this subject. */
  const inbox = async (subject: string | RegExp): Promise<MessageSummary[]> => {
    const response = await fetch(`${shop.mailboxUrl}/api/messages?to=${encodeURIComponent(CUSTOMER.email)}`);
    const { items } = (await response.json()) as { items: MessageSummary[] };
    return items.filter((message) => (typeof subject === 'string' ? message.subject === subject : subject.test(message.subject)));
  };

  /** The customer signs up, orders one unit and pays it in the sandbox. */
  async function paidOrder(): Promise<{ customerId: string; orderNumber: string }> {
    const { token, user } = await api('/api/auth/signup', { body: CUSTOMER });
    const { orderNumber } = await shopperApi(shop.base, shop.sandboxUrl).paidOrderToNewAddress({ authorization: `Bearer ${token}` }, 2);
    return { customerId: user._id, orderNumber };
  }

  async function logIn() {
    await page.goto(`${shop.base}/admin`);
    await page.getByLabel(/email|username/i).fill(ADMIN.email);
    await page.getByLabel(/^Password/).fill(ADMIN.password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.getByRole('menuitem', { name: 'Customers' }).waitFor({ timeout: 15_000 });
  }

  browserSuite(
    () => startSupervisedShop('e2e_mails'),
    (suite) => ({ shop, page } = suite),
    { viewport: DESKTOP },
  );
  beforeAll(async () => {
    ({ customerId, orderNumber } = await paidOrder());
  });

  it('lists the order confirmation as delivered, and Resend sends it again to the mailbox after a confirmation', async () => {
    const subject = `Order ${orderNumber} confirmed`;
    await eventually(async () => expect(await inbox(subject)).toHaveLength(1), 30_000, 250);

    await logIn();
    await page.goto(`${shop.base}/admin/customers/${customerId}/show`);
    await page.getByRole('heading', { name: 'Mails' }).waitFor();
    const rows = page.getByRole('row').filter({ hasText: subject });
    await rows.getByRole('cell', { name: 'Delivered to the mail server' }).waitFor();
    expect(await rows.count()).toBe(1);

    await rows.getByRole('button', { name: 'Resend' }).click();
    const dialog = page.getByRole('dialog', { name: `Send “${subject}” again?` });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`A copy goes to ${CUSTOMER.email} now.`);
    await dialog.getByRole('button', { name: 'Resend' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `Mail queued to be sent again to ${CUSTOMER.email}` })
      .waitFor();

    // It arrives again: two of them in the inbox, and the list shows the copy, delivered, beside the first.
    await eventually(async () => expect(await inbox(subject)).toHaveLength(2), 30_000, 250);
    await eventually(async () => expect(await rows.count()).toBe(2), 10_000, 200);
    const copy = rows.filter({ hasText: 'Sent again by staff' });
    await copy.getByRole('cell', { name: 'Delivered to the mail server' }).waitFor({ timeout: 15_000 });
    await screenshots(page, 'console-customer-mails');
  });

  it('sends the customer a password-reset code after a confirmation, which the mailbox receives', async () => {
    const before = (await inbox('Your password reset code')).length;
    await logIn();
    await page.goto(`${shop.base}/admin/customers/${customerId}/show`);
    await page.getByRole('button', { name: 'Send password reset code' }).click();
    const dialog = page.getByRole('dialog', { name: `Send ${CUSTOMER.firstName} ${CUSTOMER.lastName} a password reset code?` });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`A 4-digit code, valid for 10 minutes, goes to ${CUSTOMER.email}.`);
    await screenshots(page, 'console-customer-reset-code');
    await page.setViewportSize({ width: 1366, height: 900 });
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `A password reset code was sent to ${CUSTOMER.email}` })
      .waitFor();
    await eventually(async () => expect(await inbox('Your password reset code')).toHaveLength(before + 1), 30_000, 250);

    // The code's mail is listed too, and is never resent: staff send a new code instead.
    const row = page.getByRole('row').filter({ hasText: 'Your password reset code' });
    await row.getByRole('cell', { name: 'Delivered to the mail server' }).waitFor({ timeout: 15_000 });
    await expect(row.getByRole('button', { name: 'Resend' }).isDisabled()).resolves.toBe(true);
  });
});
