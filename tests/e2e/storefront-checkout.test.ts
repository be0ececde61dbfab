import type { Page } from 'playwright-core';
import { rupees } from '../../api/src/mail/templates/format.js';
import { HOME_ADDRESS } from '../../api/src/platform/testing/fixtures.js';
import { pdfText } from '../../api/src/platform/testing/pdf-text.js';
import { screenshots } from '../support/browser.js';
import { browserSuite, DESKTOP } from '../support/browser-suite.js';
import { eventually } from '../support/processes.js';
import { type Shopper, shopperApi } from '../support/shopper-api.js';
import { fillAddressForm } from '../support/storefront.js';
import { startSupervisedShop, type SupervisedShop } from '../support/supervised-shop.js';

interface ShopOrder {
  _id: string;
  orderNumber: string;
  totalAmount: number;
  orderStatus: string;
  paymentStatus: string;
  paymentDetails: { razorpayOrderId: string };
  voucher?: { code: string; amount: number };
  products: { productId: { _id: string; name: string } }[];
  invoice: { number: string } | null;
}

// A shopper's checkout, payment outcomes and return wizard, in Chromium against the built shop with the
// Razorpay sandbox serving checkout.js and its widget (startSupervisedShop: sandbox, API, projections, worker).
describe('storefront checkout, order results and the profile', () => {
  let shop: SupervisedShop;
  let page: Page;

  browserSuite(
    () => startSupervisedShop('e2e_store_checkout'),
    (suite) => ({ shop, page } = suite),
    { viewport: DESKTOP },
  );

  const api = () => shopperApi(shop.base, shop.sandboxUrl);
  const call: ReturnType<typeof shopperApi>['call'] = (...args) => api().call(...args);
  const shopperWithCart = (withAddress: boolean) => api().shopperWithCart(withAddress);

  /** Opens the storefront logged in as the shopper (the token where the storefront keeps it). */
  const logIn = async ({ token }: Shopper, path: string) => {
    await page.goto(`${shop.base}/`);
    await page.evaluate((value) => localStorage.setItem('userToken', value), token);
    await page.goto(`${shop.base}${path}`);
  };

  const shoot = (name: string) => screenshots(page, name);

  const latestOrder = async (shopper: Shopper): Promise<ShopOrder> => (await call('GET', '/orders/user-orders', shopper.auth)).data[0];

  /** From a cart and a saved address to the sandbox widget, open. */
  const openWidget = async () => {
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('button', { name: 'Place Order' }).click();
    return page.getByRole('dialog', { name: /payment/i });
  };

  it('adds an address with its validation messages, pays in the sandbox widget and shows the paid order in the profile', async () => {
    const shopper = await shopperWithCart(false);
    await logIn(shopper, '/checkout');
    for (const step of ['Address', 'Payment Method', 'Review']) await page.getByText(step, { exact: true }).first().waitFor();
    await expect(page.getByRole('button', { name: 'Place Order' }).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByText('Please select a delivery address').waitFor();
    await page.getByRole('button', { name: 'Save address' }).click();
    for (const message of [
      'Name is required',
      'Mobile number is required',
      'Address is required',
      'Area is required',
      'City is required',
      'State is required',
      'Zip code is required',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await fillAddressForm(page);
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.getByText('Address added successfully').waitFor();
    expect(await page.getByRole('radio', { name: new RegExp(HOME_ADDRESS.name) }).isChecked()).toBe(true);
    await shoot('storefront-checkout');

    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('heading', { name: 'Payment Method' }).waitFor();
    await shoot('storefront-checkout-payment');
    await page.getByRole('button', { name: 'Place Order' }).click();
    const widget = page.getByRole('dialog', { name: /payment/i });
    await widget.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL(`${shop.base}/order-success`, { timeout: 20_000 });
    await page.getByText('Payment successful! Order placed.').waitFor();
    await page.getByRole('heading', { name: 'Thank you! Your order is placed' }).waitFor();
    await shoot('storefront-order-success');
    expect((await call('GET', '/cart', shopper.auth)).cart.items).toEqual([]);

    await page.getByRole('link', { name: 'Go to my account' }).click();
    await page.waitForURL(`${shop.base}/profile`);
    const order = await latestOrder(shopper);
    expect(order.paymentStatus).toBe('paid');
    const card = page.getByRole('article', { name: `Order #${order._id.slice(-9)}` });
    await card.getByText('Payment: Paid').waitFor();
    await card.getByText('Order: Placed').waitFor();
    await card.getByRole('link', { name: /View item/ }).waitFor();
    await shoot('storefront-profile-orders');

    await page.getByRole('link', { name: 'Shipping Address' }).click();
    await page.getByRole('button', { name: new RegExp(`^Remove address of ${HOME_ADDRESS.name}`) }).waitFor();
    await page.getByRole('link', { name: 'Vouchers' }).click();
    await page.getByText(/You have no store vouchers/).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Logged out successfully').waitFor();
    await page.waitForURL(`${shop.base}/`);
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();

    // The worker mailed the confirmation: the shopper finds it in the dev mailbox's inbox page.
    const { user } = await call('GET', '/auth/me', shopper.auth);
    const subject = `Order ${order.orderNumber} confirmed`;
    await eventually(
      async () => {
        await page.goto(`${shop.mailboxUrl}/?to=${encodeURIComponent(user.email)}`);
        await page.getByRole('link', { name: subject }).waitFor({ timeout: 1_000 });
      },
      30_000,
      500,
    );
    expect(await page.getByRole('link', { name: subject }).count()).toBe(1);
    await page.getByRole('link', { name: subject }).click();
    await page.getByRole('heading', { name: new RegExp(subject) }).waitFor();
    const text = page.locator('pre');
    await text.getByText(`Hello ${user.firstName}, we have your payment for order ${order.orderNumber}`).waitFor();
    await text.getByText(HOME_ADDRESS.area).waitFor();
    expect(await text.textContent()).toMatch(new RegExp(`Total\\s+${rupees(order.totalAmount).replace(/[.]/g, '\\.')}`));
    await page.frameLocator('iframe[title="The mail as HTML"]').getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    // The mail as rendered, on its own, at desktop and 375 px: its HTML from the mailbox's JSON API (the
    // inbox serves it under a sandboxing CSP, in which the screenshots' scrolling script cannot run).
    const [mail] = (await (await fetch(`${shop.mailboxUrl}/api/messages?to=${encodeURIComponent(user.email)}`)).json()).items;
    const { html } = await (await fetch(`${shop.mailboxUrl}/api/messages/${mail.id}`)).json();
    await page.setContent(html);
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    await shoot('mail-order-confirmation');
    // A bound for a slow machine: eleven screenshots, a payment and a mail.
  }, 120_000);

  it('cancels the order when the shopper closes the widget, and lands on /order-failed', async () => {
    const shopper = await shopperWithCart(true);
    await logIn(shopper, '/checkout');
    const widget = await openWidget();
    await widget.getByRole('button', { name: 'Close payment window' }).click();
    await page.waitForURL(`${shop.base}/order-failed`);
    await page.getByText('Order cancelled due to payment modal dismissal').waitFor();
    await page.getByRole('link', { name: 'Reorder' }).waitFor();
    await eventually(async () => expect((await latestOrder(shopper)).orderStatus).toBe('cancelled'), 15_000, 200);
    // The cart is kept for another try.
    expect((await call('GET', '/cart', shopper.auth)).cart.items).toHaveLength(1);
  });

  it('cancels the order when the payment fails, and lands on /order-failed', async () => {
    const shopper = await shopperWithCart(true);
    await logIn(shopper, '/checkout');
    const widget = await openWidget();
    await widget.getByRole('button', { name: 'Fail payment' }).click();
    await page.waitForURL(`${shop.base}/order-failed`);
    await page.getByText(/^Payment failed/).waitFor();
    await eventually(async () => expect((await latestOrder(shopper)).orderStatus).toBe('cancelled'), 15_000, 200);
  });

  it('cancels the order with reason sdk_missing when checkout.js cannot be loaded', async () => {
    const shopper = await shopperWithCart(true);
    await page.route('**/checkout.js', (route) => route.abort());
    await logIn(shopper, '/checkout');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(`${shop.base}/order-failed`);
    await page.getByText(/payment SDK could not be loaded/).waitFor();
    const { _id } = await latestOrder(shopper);
    const history = await eventually(
      async () => {
        const { data } = await call('GET', `/orders/${_id}/history`, shopper.auth);
        expect(data.at(-1)).toMatchObject({ field: 'orderStatus', to: 'cancelled' });
        return data;
      },
      15_000,
      200,
    );
    expect(history.at(-1).reason).toMatch(/sdk_missing/);
  });

  it('lands on /order-success when verification fails but the provider was paid: the cancel is refused', async () => {
    const shopper = await shopperWithCart(true);
    await page.route('**/api/orders/verify-payment', (route) =>
      route.fulfill({ status: 400, json: { status: false, message: 'Payment verification failed' } }),
    );
    await logIn(shopper, '/checkout');
    const widget = await openWidget();
    await widget.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL(`${shop.base}/order-success`, { timeout: 20_000 });
    await eventually(async () => expect((await latestOrder(shopper)).paymentStatus).toBe('paid'), 15_000, 200);
    expect(await api().cartLines(shopper)).toEqual([]);
  });

  it('sends a create whose answer was lost again with the same Idempotency-Key, and pays the one order it placed', async () => {
    const shopper = await shopperWithCart(true);
    const keys: (string | undefined)[] = [];
    // The first create reaches the shop, which places the order; its answer is lost on the way back.
    await page.route('**/api/orders/create', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      if (keys.length > 1) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await logIn(shopper, '/checkout');
    const widget = await openWidget();
    await widget.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL(`${shop.base}/order-success`, { timeout: 20_000 });

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    const orders: ShopOrder[] = (await call('GET', '/orders/user-orders', shopper.auth)).data;
    expect(orders.map((order) => order.paymentStatus)).toEqual(['paid']);
  });

  it("shows the shopper each parcel of an order with its carrier's tracking link", async () => {
    const shopper = await shopperWithCart(true);
    const { orderId, line } = await api().paidOrder(shopper);
    const staff = await api().staffAuth();
    await call('PATCH', `/orders/${orderId}/status`, staff, { orderStatus: 'processing' });
    await call('POST', `/orders/${orderId}/shipments`, staff, { carrier: 'delhivery', trackingNumber: 'DLV-E2E-1' });
    // The worker issues the invoice once the payment is captured, off the checkout's path.
    const invoiced = await eventually(async () => {
      const { data } = await call('GET', `/orders/${orderId}`, shopper.auth);
      expect(data.invoice).not.toBeNull();
      return data.invoice as { number: string };
    });

    await logIn(shopper, '/profile?tab=orders');
    const parcels = page.getByRole('region', { name: /Parcels of order/ });
    await parcels.getByRole('heading', { name: 'Parcel · On its way' }).waitFor();
    await parcels.getByText(`1 × ${line.product.name}`).waitFor();
    const tracking = parcels.getByRole('link', { name: 'DLV-E2E-1' });
    expect(await tracking.getAttribute('href')).toBe('https://www.delhivery.com/track/package/DLV-E2E-1');
    await shoot('storefront-order-parcels');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Download invoice ${invoiced.number}` }).click()]);
    expect(download.suggestedFilename()).toBe(`invoice-${invoiced.number.replaceAll('/', '-')}.pdf`);
    const text = await pdfText(await download.path());
    expect(text).toContain(`Invoice number: ${invoiced.number}`);
    // The item's name, which a long one wraps in its column.
    expect(text).toContain(line.product.name.split(' ').slice(0, 2).join(' '));
  });

  it("walks the return wizard's steps with their messages and submits a return", async () => {
    const shopper = await shopperWithCart(true);
    const { line } = await api().deliveredOrder(shopper);

    await logIn(shopper, '/profile?tab=return');
    const next = page.getByRole('button', { name: 'Next' });
    const refusal = (text: string) => page.getByRole('alert').filter({ hasText: text }).waitFor();
    // An answer is clicked as a person clicks it, and shown picked once the wizard's state has it
    // (Playwright's check() looks once, straight after its click: beside the other suites in CI it
    // once looked before the page had re-rendered). A click that did not land (the refusal above
    // moved the answers as it appeared, on a machine at load 10) is clicked again, as a person
    // would; the bound is one only a page that never picks the answer reaches.
    const choose = async (name: string | RegExp) => {
      const answer = page.getByRole('radio', { name });
      await eventually(
        async () => {
          if (!(await answer.isChecked())) await answer.click();
          expect(await answer.isChecked()).toBe(true);
        },
        60_000,
        250,
      );
    };
    await page.getByRole('table', { name: 'Products you can return' }).waitFor();
    await next.click();
    await refusal("Please Select product's you want to return.");
    await page.getByRole('checkbox', { name: new RegExp(`^Return ${line.product.name}`) }).check();
    await shoot('storefront-return-wizard-products');
    await next.click();
    await next.click();
    await refusal('Please select the reason for your return.');
    await choose('Ordered by mistake');
    await choose('Unsatisfactory quality');
    await next.click();
    await next.click();
    await refusal('Please Choose the method for returning the product.');
    await choose(/Standard Shipping - ₹40/);
    await next.click();
    await next.click();
    await refusal('Please Choose the method for receiving payment');
    await choose(/Store voucher/);
    await next.click();
    await page.getByRole('heading', { name: 'Review & Submit', level: 4 }).waitFor();
    await expect(page.getByRole('button', { name: 'Next' }).count()).resolves.toBe(0);
    await shoot('storefront-return-wizard');

    await page.getByRole('button', { name: 'Submit return request' }).click();
    await page.getByText('Your return request has been received and is under review.').waitFor();
    await page.getByText('Requested, under review').waitFor();
    await eventually(async () => expect((await latestOrder(shopper)).orderStatus).toBe('return'), 10_000, 200);
  });

  it('spends a store voucher from a voucher-reimbursed return: shown in the profile, checked at checkout, paying the whole order without the widget', async () => {
    const shopper = await shopperWithCart(true);
    const { line } = await api().deliveredOrder(shopper);
    const [returnable] = (await call('GET', '/orders/returnable', shopper.auth)).data;
    const { data: requested } = await call('POST', '/returns', shopper.auth, {
      orders: [{ orderID: returnable._id, products: returnable.products }],
      reasonToReturn: { question1: 'Why?', answer1: 'Ordered by mistake', question2: 'What?', answer2: 'Changed my mind or not as expected' },
      methodForReturning: 'In-store pickup - Free',
      returnPaymentMethod: 'store voucher',
    });
    await api().reimburseReturn(requested._id);
    const voucher = await eventually(
      async () => {
        const { data } = await call('GET', '/vouchers', shopper.auth);
        expect(data).toHaveLength(1);
        return data[0];
      },
      15_000,
      200,
    );
    await call('POST', '/cart/add', shopper.auth, { productId: line.product._id, quantity: 1 });

    await logIn(shopper, '/profile?tab=vouchers');
    await page.getByRole('article', { name: `Voucher ${voucher.code}` }).waitFor();
    await shoot('storefront-profile-vouchers');

    await page.goto(`${shop.base}/checkout`);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    const code = page.getByLabel('Store voucher code');
    await code.fill('PSV-NOTMINE000');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Voucher not found').waitFor();
    await code.fill(voucher.code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(new RegExp(`Voucher ${voucher.code} takes ₹`)).waitFor();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(`${shop.base}/order-success`);
    await page.getByText('Payment successful! Order placed.').waitFor();
    const order = await latestOrder(shopper);
    expect(order).toMatchObject({ paymentStatus: 'paid', voucher: { code: voucher.code, amount: line.price } });
    expect(await api().cartLines(shopper)).toEqual([]);

    // What the shop told the shopper on the way, one mail each, in the dev mailbox.
    const { user } = await call('GET', '/auth/me', shopper.auth);
    const orders: ShopOrder[] = (await call('GET', '/orders/user-orders', shopper.auth)).data;
    const first = orders.find((placed) => placed._id !== order._id)!.orderNumber;
    const expected = [
      `Order ${first} confirmed`,
      `Your order ${first} is on its way`,
      `Your order ${first} was delivered`,
      `We received your return request ${requested.returnNumber}`,
      `Your return ${requested.returnNumber} was approved`,
      `Your store voucher of ${rupees(line.price)}`,
      `Order ${order.orderNumber} confirmed`,
    ];
    await eventually(
      async () => {
        const { items } = await (await fetch(`${shop.mailboxUrl}/api/messages?to=${encodeURIComponent(user.email)}`)).json();
        expect(items.map((mail: { subject: string }) => mail.subject).sort()).toEqual([...expected].sort());
      },
      30_000,
      250,
    );
    // The confirmation carries the order's invoice.
    const { items } = await (await fetch(`${shop.mailboxUrl}/api/messages?to=${encodeURIComponent(user.email)}`)).json();
    const confirmation = items.find((mail: { subject: string }) => mail.subject === `Order ${order.orderNumber} confirmed`);
    const opened = await (await fetch(`${shop.mailboxUrl}/api/messages/${confirmation.id}`)).json();
    const { invoice } = await latestOrder(shopper);
    expect(opened.attachments).toEqual([
      { filename: `invoice-${invoice!.number.replaceAll('/', '-')}.pdf`, contentType: 'application/pdf', size: expect.any(Number) },
    ]);
    expect(opened.text).toContain(`Your invoice ${invoice!.number} is attached to this mail`);
  });
});
