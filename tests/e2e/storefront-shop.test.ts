import type { Page } from 'playwright-core';
import { drawnPageHydrated, screenshots } from '../support/browser.js';
import { browserSuite, DESKTOP } from '../support/browser-suite.js';
import { startShop, type RunningShop } from '../support/shop.js';
import { eventually } from '../support/processes.js';

/** The parts of the API's answers this test reads (the API's own specs check the shapes). */
interface Answer {
  token: string;
  products: ShopProduct[];
  items: { _id: string }[];
  cart: { items: { quantity: number; product: { _id: string } }[] };
}

interface ShopProduct {
  _id: string;
  name: string;
  price: number;
  stock: number;
  category: string;
}

// The storefront's shop screens, as a shopper uses them: header search, filters and sorts,
// the wishlist heart, the product page, the cart and the wishlist.
describe('storefront shop: products, product page, cart and wishlist', () => {
  let shop: RunningShop;
  let page: Page;
  let token: string;

  const call = async (method: string, path: string, body?: unknown, bearer = token) => {
    const response = await fetch(`${shop.base}/api${path}`, {
      method,
      // No content type without a body: the API refuses an empty JSON body.
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer };
  };
  const products = async (query = ''): Promise<ShopProduct[]> => (await call('GET', `/products?limit=100${query}`)).body.products;
  /** The shopper's token in the browser, as login leaves it. */
  const logIn = async () => {
    await page.goto(`${shop.base}/`);
    await page.evaluate((value) => window.localStorage.setItem('userToken', value), token);
  };

  browserSuite(
    () => startShop('e2e_shop'),
    (suite) => ({ shop, page } = suite),
    { viewport: DESKTOP },
  );
  beforeAll(async () => {
    const signup = await call('POST', '/auth/signup', { firstName: 'Meera', lastName: 'Iyer', email: 'meera@example.in', password: 'Paws9' }, '');
    expect(signup.status).toBe(201);
    token = signup.body.token;
  });

  it('searches from the header, filters by category, sorts by price and pages through the rest', async () => {
    const all = await products();
    const target = all.find((product) => product.name.includes('Raincoat'))!;

    await page.goto(`${shop.base}/`);
    await drawnPageHydrated(page);
    await page.getByRole('searchbox', { name: 'Search products' }).fill('raincoat');
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await page.waitForURL(/\/products\?q=raincoat$/);
    await page.getByRole('heading', { name: 'Results for “raincoat”' }).waitFor();
    await page.getByRole('heading', { name: target.name }).waitFor();

    await page.getByRole('searchbox', { name: 'Search products' }).fill('unicorn saddle');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No products match “unicorn saddle”').waitFor();
    await page.getByRole('button', { name: 'Show all products' }).click();
    await page.getByRole('heading', { name: 'All products' }).waitFor();
    await page.getByText(`Showing 1–9 of ${all.length} products`).waitFor();
    await screenshots(page, 'storefront-products');

    await page.getByLabel('Category').selectOption('cat-food');
    await page.getByLabel('Sort by').selectOption('price_asc');
    await page.waitForURL(/category=cat-food&sort=price_asc/);
    const catFood = (await products('&category=cat-food&sort=price_asc')).slice(0, 9);
    // The list shown before (category alone) may hold the same products in another order until the sorted one arrives.
    const names = page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 3 });
    await eventually(async () => expect(await names.allTextContents()).toEqual(catFood.map((product) => product.name)));
    const prices = catFood.map((product) => product.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page.goto(`${shop.base}/products`);
    await drawnPageHydrated(page);
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await page.waitForURL(/page=2/);
    await page.getByText(`Showing 10–18 of ${all.length} products`).waitFor();
    await page.getByRole('heading', { name: all[9]!.name }).waitFor();
  });

  it('opens a list straight from its address with one request for its page when it comes as the shell, its first row of pictures fetched first', async () => {
    const sorted = (await products('&category=cat-food&sort=price_asc')).slice(0, 9);
    const address = `${shop.base}/products?category=cat-food&sort=price_asc`;
    const asked: string[] = [];
    const listen = (request: { url(): string }) => {
      if (new URL(request.url()).pathname === '/api/products') asked.push(request.url());
    };
    // The API draws the list with its page (storefront-drawn-pages.test.ts) unless it is drawing two others
    // already: then it sends the shell, as it does for /about-us. That shell, in place of the drawn page.
    const shell = await (await fetch(`${shop.base}/about-us`)).text();
    await page.route(address, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: shell }));
    page.on('request', listen);
    try {
      // The page's list is asked for while the page's code still loads, and the page takes that answer.
      await page.goto(address);
      const names = page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 3 });
      await eventually(async () => expect(await names.allTextContents()).toEqual(sorted.map((product) => product.name)));
    } finally {
      page.off('request', listen);
      await page.unroute(address);
    }
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(new URL(asked[0]!).searchParams)).toEqual({ category: 'cat-food', page: '1', limit: '9', sort: 'price_asc', view: 'card' });

    // The first row's pictures are the page's largest paint: fetched at once and first; the rest when scrolled near.
    const pictures = page.getByRole('list', { name: 'Products' }).getByRole('img');
    const loading = await pictures.evaluateAll((images) => images.map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')]));
    expect(loading.slice(0, 3)).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['eager', 'high'],
    ]);
    expect(loading.slice(3).every(([lazy, priority]) => lazy === 'lazy' && priority === null)).toBe(true);
  });

  it('shows the last search made, however late an earlier search answers', async () => {
    const [first, last] = await Promise.all([products('&q=whiskerly'), products('&q=tailtown')]);
    expect(first.length).toBeGreaterThan(0);
    expect(last.length).toBeGreaterThan(0);
    // The first search's answer is held back until the second one is on screen, then let through.
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    await page.route(/\/api\/products\?.*q=whiskerly/, async (route) => {
      await firstHeld;
      await route.continue().catch(() => undefined); // the page may have given up on it by then
    });

    await page.goto(`${shop.base}/`);
    await drawnPageHydrated(page);
    const search = page.getByRole('searchbox', { name: 'Search products' });
    const firstSent = page.waitForRequest(/\/api\/products\?.*q=whiskerly/);
    await search.fill('whiskerly');
    await search.press('Enter');
    const firstRequest = await firstSent;
    // The lists ask for product cards, not whole products (GET /api/products?view=card).
    expect(new URL(firstRequest.url()).searchParams.get('view')).toBe('card');
    const firstOver = new Promise<void>((resolve) => {
      const over = (request: unknown) => request === firstRequest && resolve();
      page.on('requestfinished', over);
      page.on('requestfailed', over);
    });
    await search.fill('tailtown');
    await search.press('Enter');
    const names = page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 3 });
    const lastNames = last.slice(0, 9).map((product) => product.name);
    await eventually(async () => expect(await names.allTextContents()).toEqual(lastNames));

    releaseFirst();
    await firstOver;
    // Two frames after the first answer's end: time for the page to draw it, had it kept it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.getByRole('heading', { name: 'Results for “tailtown”' }).waitFor();
    expect(await names.allTextContents()).toEqual(lastNames);
    await page.getByText(`Showing 1–${lastNames.length} of ${last.length} products`).waitFor();
  });

  it('fills the heart when the server has saved the wish, and leaves it empty when the server refuses', async () => {
    const product = (await products())[1]!;
    expect((await call('DELETE', `/wishlist/${product._id}`)).status).toBe(200);
    await logIn();
    await page.goto(`${shop.base}/products`);
    await drawnPageHydrated(page);
    const heart = page.getByRole('button', { name: `Add ${product.name} to wishlist` });
    await page.route('**/api/wishlist', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ status: false, message: 'Try again later' }) })
        : route.fallback(),
    );
    await heart.click();
    await page.getByText('Could not update your wishlist. Please try again.').waitFor();
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('link', { name: 'Wishlist (0 items)' }).waitFor();

    await page.unroute('**/api/wishlist');
    await heart.click();
    await page.getByRole('button', { name: `Remove ${product.name} from wishlist`, pressed: true }).waitFor();
    await page.getByRole('link', { name: 'Wishlist (1 item)' }).waitFor();
    await expect(call('GET', '/wishlist').then((answer) => answer.body.items.map((item) => item._id))).resolves.toEqual([product._id]);
    expect((await call('DELETE', `/wishlist/${product._id}`)).status).toBe(200);
  });

  it("asks a logged-out shopper to log in, and toggles a logged-in shopper's server wishlist from a card", async () => {
    const first = (await products())[0]!;
    await page.goto(`${shop.base}/products`);
    await drawnPageHydrated(page);
    await page.getByRole('button', { name: `Add ${first.name} to wishlist` }).click();
    await page.getByText('Please Login').waitFor();
    await page.waitForURL(/\/login$/);

    await logIn();
    await page.goto(`${shop.base}/products`);
    await drawnPageHydrated(page);
    await page.getByRole('button', { name: `Add ${first.name} to wishlist` }).click();
    await page.getByRole('button', { name: `Remove ${first.name} from wishlist`, pressed: true }).waitFor();
    await page.getByRole('link', { name: 'Wishlist (1 item)' }).waitFor();
    await expect(call('GET', '/wishlist').then((answer) => answer.body.items.map((item) => item._id))).resolves.toEqual([first._id]);

    await page.getByRole('button', { name: `Remove ${first.name} from wishlist` }).click();
    await page.getByRole('link', { name: 'Wishlist (0 items)' }).waitFor();
    await expect(call('GET', '/wishlist').then((answer) => answer.body.items)).resolves.toEqual([]);
  });

  it('shows a product: carousel dots and drag, copy link, review validation and a saved review, Add to cart turning into Go To Cart', async () => {
    const product = (await products()).find((candidate) => candidate.stock > 3)!;
    await giveThreePictures(product._id);
    await logIn();
    await page.goto(`${shop.base}/product-details/${product._id}`);
    await drawnPageHydrated(page);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByText('Available', { exact: true }).waitFor();
    await page.getByText('FREE SHIPPING ON ORDERS ₹100+').waitFor();

    await page.getByRole('button', { name: 'Show picture 2 of 3' }).click();
    await page.getByRole('button', { name: 'Show picture 2 of 3', exact: true }).and(page.locator('[aria-current="true"]')).waitFor();
    await dragCarousel(page, -1);
    await page.getByRole('button', { name: 'Show picture 3 of 3' }).and(page.locator('[aria-current="true"]')).waitFor();
    await dragCarousel(page, 1);
    await page.getByRole('button', { name: 'Show picture 2 of 3' }).and(page.locator('[aria-current="true"]')).waitFor();

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.base });
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('dialog', { name: 'Share this product' }).getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link copied').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(`${shop.base}/product-details/${product._id}`);
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: /Reviews/ }).click();
    await page.getByRole('button', { name: 'Write a review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Write a review' });
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    for (const message of ['Email is required', 'Full name is required', 'Review cannot be empty']) await dialog.getByText(message).waitFor();
    await dialog.getByLabel('Email').fill('meera@example.in');
    await dialog.getByLabel('Full name').fill('Meera Iyer');
    await dialog.getByLabel('Review').fill('Bruno wears it on every monsoon walk.');
    await dialog.getByRole('button', { name: '4 stars' }).click();
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await page.getByText('Review submitted successfully!').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('listitem').filter({ hasText: 'Bruno wears it on every monsoon walk.' }).getByRole('heading', { name: 'Meera Iyer' }).waitFor();
    await page.getByRole('tab', { name: 'Reviews (1)' }).waitFor();

    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('product item added in the cart successfull').waitFor();
    await page.getByRole('link', { name: 'Go To Cart' }).waitFor();
    await page.getByRole('link', { name: 'Cart (2 items)' }).waitFor();
    await page.getByRole('heading', { name: 'You might also like' }).waitFor();
    await screenshots(page, 'storefront-product');
  });

  it('shows a not-found state for an unknown product', async () => {
    await page.goto(`${shop.base}/product-details/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { level: 1, name: 'Product not found' }).waitFor();
  });

  it('lists the cart with its Order Summary, removes a line, and shows the empty cart', async () => {
    const product = (await products()).find((candidate) => candidate.stock > 0)!;
    expect((await call('DELETE', '/cart')).status).toBe(200);
    expect((await call('POST', '/cart/add', { productId: product._id, quantity: 2 })).status).toBe(200);
    await logIn();
    await page.goto(`${shop.base}/cartitems`);
    const line = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
    await line.getByRole('heading', { name: product.name }).waitFor();
    const total = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(product.price * 2);
    await page.getByRole('region', { name: 'Order Summary' }).getByText(total).first().waitFor();
    await page.getByRole('region', { name: 'Order Summary' }).getByText('Free').waitFor();
    await screenshots(page, 'storefront-cart');

    await line.getByRole('button', { name: 'Decrease quantity' }).click();
    await line.getByText('1', { exact: true }).waitFor();
    await expect(call('GET', '/cart').then((answer) => answer.body.cart.items[0]?.quantity)).resolves.toBe(1);

    await line.getByRole('button', { name: `Remove ${product.name}` }).click();
    await page.getByText('Item removed from cart').waitFor();
    await page.getByText('Your cart is empty').waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'Checkout' }).getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('status').filter({ hasText: 'Your cart is empty' }).getByRole('link', { name: 'Products' }).click();
    await page.waitForURL(/\/products$/);
  });

  it('lists the wishlist with stock status, adds to the cart from it, removes an item and shows the empty state', async () => {
    const all = await products();
    const inStock = all.find((candidate) => candidate.stock > 0)!;
    const soldOut = all.find((candidate) => candidate.stock === 0)!;
    for (const product of [soldOut, inStock]) expect((await call('POST', '/wishlist', { productId: product._id })).status).toBe(200);
    expect((await call('DELETE', '/cart')).status).toBe(200);
    await logIn();
    await page.goto(`${shop.base}/wishlist`);
    await page.getByRole('heading', { name: 'Saved items (2)' }).waitFor();
    const wished = page.getByRole('list', { name: 'Wishlist' });
    await wished.getByRole('listitem').filter({ hasText: soldOut.name }).getByText('Out of stock').waitFor();
    await wished.getByRole('listitem').filter({ hasText: inStock.name }).getByText('In stock').waitFor();
    await screenshots(page, 'storefront-wishlist');

    await page.getByRole('button', { name: `Add to cart ${inStock.name}` }).click();
    await page.getByText('product item added in the cart successfull').waitFor();
    await expect(call('GET', '/cart').then((answer) => answer.body.cart.items.map((item) => item.product._id))).resolves.toEqual([inStock._id]);

    for (const product of [inStock, soldOut]) await page.getByRole('button', { name: `Remove Item ${product.name}` }).click();
    await page.getByText('Your wishlist is empty').waitFor();
    await page.getByRole('status').filter({ hasText: 'Your wishlist is empty' }).getByRole('link', { name: 'Products' }).waitFor();
  });

  /** Three pictures, as staff would upload them: the starting catalogue has one a product. */
  async function giveThreePictures(productId: string) {
    const admin = await call('POST', '/auth/login', { email: 'admin@petshop.local', password: 'Admin123' }, '');
    const images = ['/media/products/accessory-collar.svg', '/media/products/accessory-leash.svg', '/media/products/accessory-harness.svg'];
    const update = await call('PUT', `/admin/products/${productId}`, { images }, admin.body.token);
    expect(update.status).toBe(200);
  }
});

/** Drags the carousel's picture a third of its width with the mouse: -1 towards the next picture, 1 back. */
async function dragCarousel(page: Page, direction: -1 | 1) {
  const box = (await page.getByRole('region', { name: /^Pictures of/ }).boundingBox())!;
  // High on the square picture, clear of the arrow buttons at its middle.
  const y = box.y + box.width * 0.3;
  const from = box.x + box.width * (direction < 0 ? 0.8 : 0.2);
  await page.mouse.move(from, y);
  await page.mouse.down();
  await page.mouse.move(from + (direction * box.width) / 3, y, { steps: 8 });
  await page.mouse.up();
}
