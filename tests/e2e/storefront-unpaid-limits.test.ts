import type { Page } from 'playwright-core';
import { browserSuite, DESKTOP } from '../support/browser-suite.js';
import { screenshots } from '../support/browser.js';
import { type Shopper, shopperApi } from '../support/shopper-api.js';
import { startSupervisedShop, type SupervisedShop } from '../support/supervised-shop.js';

// What a shopper reads at checkout when the limits on unpaid orders refuse the order: the server's
// own words, on the way to /order-failed, with the cart kept for another try; and in the cart, what one
// order may take of a product.
describe('storefront checkout at the limits on unpaid orders', () => {
  let shop: SupervisedShop;
  let page: Page;

  browserSuite(
    () => startSupervisedShop('e2e_unpaid_limits', { UNPAID_ORDERS_PER_CUSTOMER: '1', UNITS_PER_PRODUCT_PER_ORDER: '5' }),
    (suite) => ({ shop, page } = suite),
    { viewport: DESKTOP },
  );

  const api = () => shopperApi(shop.base, shop.sandboxUrl);

  const logIn = async ({ token }: Shopper, path: string) => {
    await page.goto(`${shop.base}/`);
    await page.evaluate((value) => localStorage.setItem('userToken', value), token);
    await page.goto(`${shop.base}${path}`);
  };

  /** Places the cart's order from the checkout page and waits for the refusal's words. */
  const placeRefused = async (shopper: Shopper, message: string) => {
    await logIn(shopper, '/checkout');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(`${shop.base}/order-failed`);
    await page.getByText(message, { exact: true }).waitFor();
    expect((await api().call('GET', '/cart', shopper.auth)).cart.items).toHaveLength(1);
  };

  it('tells a shopper who already has an order awaiting payment to pay or cancel it', async () => {
    const shopper = await api().shopperWithCart(true);
    const [line] = await api().cartLines(shopper);
    const { address } = await api().call('GET', '/addresses/address', shopper.auth);
    await api().call('POST', '/orders/create', shopper.auth, {
      totalAmount: line!.price,
      currency: 'INR',
      shippingAddress: address[0]._id,
      products: [{ productId: line!.product._id, quantity: 1, price: line!.price }],
    });
    await placeRefused(shopper, 'You have 1 order awaiting payment: pay or cancel one before placing another');
  });

  it('tells a shopper in the cart how many of a product one order may take', async () => {
    const shopper = await api().shopperWithCart(true);
    const [line] = await api().cartLines(shopper);
    await api().call('PATCH', `/cart/items/${line!.product._id}`, shopper.auth, { quantity: 5 });
    await logIn(shopper, '/cartitems');
    const quantity = page.getByRole('group', { name: `Quantity of ${line!.product.name}` });
    await quantity.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByText(`You can order at most 5 of ${line!.product.name} in one order`).waitFor();
    await quantity.getByText('5', { exact: true }).waitFor();
    expect((await api().cartLines(shopper)).map((each) => each.quantity)).toEqual([5]);
    await screenshots(page, 'storefront-cart-limit-per-order');
  });
});
