import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runInNewContext } from 'node:vm';
import { chromium, type Browser, type Page } from 'playwright-core';
import type Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils.js';
import { checkoutScript } from './checkout-script.js';
import { startSandbox, type RunningSandbox } from './server.js';
import { KEY_ID, KEY_SECRET, sdkFor } from './testing/sdk-harness.js';

describe('checkout.js (evaluated without a browser)', () => {
  function load(src: string) {
    const window: Record<string, any> = {};
    const document = { currentScript: { src }, querySelector: () => null };
    runInNewContext(checkoutScript, { window, document });
    return window.Razorpay as new (
      options: object,
    ) => { on(event: string, cb: () => void): unknown };
  }

  it('defines the window.Razorpay widget constructor', () => {
    const Widget = load('http://127.0.0.1:3999/checkout.js');
    expect(typeof Widget).toBe('function');
    const rzp = new Widget({ key: KEY_ID, amount: 100, order_id: 'order_x' });
    expect(rzp.on('payment.failed', () => undefined)).toBe(rzp);
    expect(typeof (rzp as { open?: unknown }).open).toBe('function');
  });

  it('insists on a key, as Razorpay checkout does', () => {
    const Widget = load('http://127.0.0.1:3999/v1/checkout.js');
    expect(() => new Widget({ amount: 100 })).toThrow(/key/);
  });
});

// Drives the real widget in Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium), which
// `npm test` installs when it is missing.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

describe('checkout.js in a browser, on a shop page of another origin', () => {
  jest.setTimeout(30_000);
  let sandbox: RunningSandbox;
  let shop: Server;
  let shopUrl: string;
  let browser: Browser;
  let page: Page;
  let rzp: Razorpay;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: 'w', webhookUrl: '' });
    rzp = sdkFor(sandbox.url);
    // A different port is a different origin, so the driver calls exercise CORS for real.
    shop = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(`<!doctype html><html><head><script src="${sandbox.url}/checkout.js"></script></head><body><button id="buy">Buy</button></body></html>`);
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    shopUrl = `http://localhost:${(shop.address() as AddressInfo).port}/`;
    browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => shop.close(() => resolve()));
    await sandbox.close();
  });

  beforeEach(async () => {
    page = await browser.newPage();
    await page.goto(shopUrl);
  });

  afterEach(() => page.close());

  /** Opens the widget the way the storefront will, recording callbacks on window. */
  async function openCheckout(orderId: string, amount: number): Promise<void> {
    await page.evaluate(
      ({ key, orderId, amount }) => {
        const w = window as any;
        w.events = [];
        const widget = new w.Razorpay({
          key,
          amount,
          currency: 'INR',
          name: 'Pawsome Pets',
          description: 'Order #42',
          order_id: orderId,
          prefill: { email: 'asha@example.in', contact: '9876543210' },
          theme: { color: '#0f766e' },
          handler: (response: unknown) => w.events.push(['handler', response]),
          modal: { ondismiss: () => w.events.push(['dismiss']) },
        });
        widget.on('payment.failed', (response: unknown) => w.events.push(['payment.failed', response]));
        widget.open();
      },
      { key: KEY_ID, orderId, amount },
    );
  }

  const recorded = () => page.evaluate(() => (window as any).events as Array<[string, any?]>);

  it('opens an accessible modal showing the amount, focused on Pay', async () => {
    const order = await rzp.orders.create({ amount: 129_900, currency: 'INR' });
    await openCheckout(order.id, order.amount as number);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getAttribute('aria-label')).resolves.toBe('Pawsome Pets payment');
    await expect(page.getByTestId('sandbox-pay').textContent()).resolves.toBe('Pay ₹1299.00');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).resolves.toBe('sandbox-pay');
    await expect(page.getByTestId('sandbox-fail').isVisible()).resolves.toBe(true);
  });

  it('fails, reports payment.failed and stays open; then pays and hands a verifiable response to handler', async () => {
    const order = await rzp.orders.create({ amount: 49_900, currency: 'INR' });
    await openCheckout(order.id, order.amount as number);

    await page.getByTestId('sandbox-fail').click();
    await page.getByTestId('sandbox-error').getByText('Payment failed').waitFor();
    const [failed] = await recorded();
    expect(failed?.[0]).toBe('payment.failed');
    expect(failed?.[1]).toMatchObject({ error: { code: 'BAD_REQUEST_ERROR', reason: 'payment_failed', metadata: { order_id: order.id } } });

    await page.getByTestId('sandbox-pay').click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const [, [name, response]] = (await recorded()) as [unknown, [string, any]];
    expect(name).toBe('handler');
    expect(response.razorpay_order_id).toBe(order.id);
    expect(validatePaymentVerification({ order_id: order.id, payment_id: response.razorpay_payment_id }, response.razorpay_signature, KEY_SECRET)).toBe(true);
    expect(await rzp.payments.fetch(response.razorpay_payment_id)).toMatchObject({ status: 'captured', email: 'asha@example.in' });
  });

  it('calls modal.ondismiss when closed', async () => {
    const order = await rzp.orders.create({ amount: 10_000, currency: 'INR' });
    await openCheckout(order.id, order.amount as number);
    await page.getByTestId('sandbox-dismiss').click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await recorded()).toEqual([['dismiss']]);
    expect((await rzp.orders.fetch(order.id)).status).toBe('created');
  });
});
