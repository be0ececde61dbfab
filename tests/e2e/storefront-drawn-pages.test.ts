import path from 'node:path';
import type { Browser } from 'playwright-core';
import { SHOP_NAME } from '../../contract/src/brand.js';
import { ARTIFACTS, drawnPageHydrated, openWatchedPage, SIZES, screenshots } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';
import { startShop, type RunningShop } from '../support/shop.js';

interface Card {
  _id: string;
  name: string;
  category: string;
}

// The list and a product page arrive drawn by the API with the catalogue answer their first screen
// shows (api/src/catalog/http/storefront-pages.ts), that answer riding along as JSON; the browser
// hydrates them without asking for it again. React reports a hydration mismatch as a recoverable
// error, which reaches the page's console and its page errors.
describe('storefront list and product pages: drawn by the API, then hydrated', () => {
  let shop: RunningShop;
  let browser: Browser;
  let token: string;
  let product: Card;
  /** The products page's first page of `product`'s category, as the storefront asks for it, and its path there. */
  let listApiPath: string;
  let listPage: string;
  let listed: Card[];

  browserSuite(
    () => startShop('e2e_drawn'),
    (suite) => ({ shop, browser } = suite),
    { pages: 'none' },
  );

  async function call<T>(method: string, url: string, body?: unknown, bearer?: string): Promise<T> {
    const response = await fetch(`${shop.base}/api${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status).toBeLessThan(300);
    return (await response.json()) as T;
  }

  beforeAll(async () => {
    token = (await call<{ token: string }>('POST', '/auth/signup', { firstName: 'Kavya', lastName: 'Menon', email: 'kavya@example.in', password: 'Paws9' }))
      .token;
    [product] = (await call<{ products: Card[] }>('GET', '/products?limit=1')).products as [Card];
    await call('POST', '/cart/add', { productId: product._id, quantity: 3 }, token);
    listPage = `/products?category=${product.category}`;
    listApiPath = `/products?category=${product.category}&page=1&limit=9&sort=newest&view=card`;
    listed = (await call<{ products: Card[] }>('GET', listApiPath)).products;
    expect(listed.length).toBeGreaterThan(0);
  });

  /**
   * Drawn without MUI: plain elements whose CSS-module classes are all in the stylesheet the page carries (the server's
   * build names them as the browser's does), and no emotion styles.
   */
  function expectPlainAndStyled(html: string) {
    expect(html).not.toContain('data-emotion');
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
    expect(styles).toContain('--shop-primary:');
    const classes = new Set([...html.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1]!.split(' ')));
    expect(classes.size).toBeGreaterThan(10);
    for (const name of classes) if (name !== 'active') expect(styles).toContain(`.${name}`);
  }

  /** The page at `route` as a browser first gets it, and the answer it carries. */
  async function drawn(route: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${shop.base}${route}`, { headers });
    const html = await response.text();
    const carried = /<script type="application\/json" id="first-answer">(.*?)<\/script>/s.exec(html)?.[1];
    return { response, html, first: carried === undefined ? undefined : (JSON.parse(carried) as { key: string; body: unknown }) };
  }

  it('sends the list drawn, with the answer it was drawn with beside it, compressed, and a 304 to a revalidation', async () => {
    const { response, html, first } = await drawn(listPage, { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(html).toContain(`<title>Products – ${SHOP_NAME}</title>`);
    for (const { name } of listed) expect(html).toContain(`>${name}</h3>`);
    expect(first?.body).toEqual(await call('GET', listApiPath));
    expectPlainAndStyled(html);

    const again = await fetch(`${shop.base}${listPage}`, { headers: { 'if-none-match': response.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it("sends a product's page drawn, titled with its name; a product that does not exist, a search the API refuses and other pages get the shell", async () => {
    const { response, html, first } = await drawn(`/product-details/${product._id}`);
    expect(response.status).toBe(200);
    expect(html).toContain(`<title>${product.name} – ${SHOP_NAME}</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(product.name)}</h1>`));
    expect(first?.body).toEqual(await call('GET', `/products/${product._id}`));
    expectPlainAndStyled(html);

    for (const route of [
      '/product-details/00000000-0000-4000-8000-000000000000',
      '/product-details/not-an-id',
      '/about-us',
      `/products?q=${'long'.repeat(30)}`,
    ]) {
      const shell = await drawn(route);
      expect(shell.response.headers.get('cache-control')).toBe('no-cache');
      expect(shell.html).toContain('<div id="root"></div>');
      expect(shell.first).toBeUndefined();
    }
  });

  it('draws the list and a product page without JavaScript', async () => {
    for (const size of ['mobile', 'desktop'] as const) {
      const { page, close } = await openPage(size, { javaScript: false });
      try {
        await page.goto(`${shop.base}${listPage}`);
        const cards = page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 3 });
        expect(await cards.allTextContents()).toEqual(listed.map(({ name }) => name));
        await page.screenshot({ path: path.join(ARTIFACTS, `storefront-list-drawn-${size}-first-screen.png`) });
        await page.goto(`${shop.base}/product-details/${product._id}`);
        await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
        await page.screenshot({ path: path.join(ARTIFACTS, `storefront-product-drawn-${size}-first-screen.png`) });
        if (size === 'desktop') {
          // The header's search is a form of its own before the app starts: the API draws the results.
          await page.getByRole('searchbox', { name: 'Search products' }).fill(product.name);
          await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
          await page.waitForURL(`${shop.base}/products?q=${encodeURIComponent(product.name).replaceAll('%20', '+')}`);
          await page.getByRole('heading', { name: `Results for “${product.name}”` }).waitFor();
          await page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 3, name: product.name }).waitFor();
        }
      } finally {
        await close();
      }
    }
  });

  for (const size of ['mobile', 'desktop'] as const) {
    it(`hydrates the list without a mismatch or asking for its page again (${size}); its sort then works, and coming back asks afresh`, async () => {
      const { page, errors, asked, close } = await openPage(size);
      try {
        await page.goto(`${shop.base}${listPage}`);
        await drawnPageHydrated(page);
        await page.getByRole('link', { name: 'Cart (0 items)' }).waitFor();
        expect(errors).toEqual([]);
        expect(asked(listApiPath)).toBe(0);

        const sortedPath = listApiPath.replace('sort=newest', 'sort=price_asc');
        const sorted = page.waitForResponse(`${shop.base}/api${sortedPath}`);
        await page.getByLabel('Sort by').selectOption('price_asc');
        await sorted;
        await page.waitForURL(/sort=price_asc/);

        // The answer the page was drawn with is for its first address only: back there, the list is asked for.
        const askedAfresh = page.waitForResponse(`${shop.base}/api${listApiPath}`);
        await page.goBack();
        await askedAfresh;
        expect([asked(listApiPath), asked(sortedPath)]).toEqual([1, 1]);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });

    it(`hydrates a product page without a mismatch for a logged-in shopper (${size}), then shows their cart and opens its reviews`, async () => {
      const { page, errors, asked, close } = await openPage(size, { userToken: token });
      try {
        await page.goto(`${shop.base}/product-details/${product._id}`);
        await drawnPageHydrated(page);
        // The buy box, drawn for nobody in particular, offers this shopper their cart, which holds the product.
        await Promise.all([page.getByRole('link', { name: 'Cart (3 items)' }).waitFor(), page.getByRole('link', { name: 'Go To Cart' }).waitFor()]);
        expect({ errors, askedForTheProduct: asked(`/products/${product._id}`) }).toEqual({ errors: [], askedForTheProduct: 0 });
        if (size === 'desktop') await screenshots(page, 'storefront-product-drawn-hydrated');

        // A tab is the page's own state: it answers once hydrated, and its reviews are asked for then.
        await page.getByRole('tab', { name: /Reviews/ }).click();
        await page.getByRole('button', { name: 'Write a review' }).waitFor();
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it('draws a page again once staff change what it shows, and nothing in a name can close the answer it carries', async () => {
    const before = await drawn(`/product-details/${product._id}`);
    const admin = await call<{ token: string }>('POST', '/auth/login', { email: 'admin@petshop.local', password: 'Admin123' });
    const name = 'Collar </script><script>document.title="taken"</script>';
    await call('PUT', `/admin/products/${product._id}`, { name }, admin.token);

    const after = await drawn(`/product-details/${product._id}`);
    expect(after.response.headers.get('etag')).not.toBe(before.response.headers.get('etag'));
    expect(after.first?.body).toMatchObject({ product: { name } });
    expect(after.html).toContain('<title>Collar &lt;/script&gt;&lt;script&gt;document.title=&quot;taken&quot;&lt;/script&gt; – ');

    const { page, errors, close } = await openPage('desktop');
    try {
      await page.goto(`${shop.base}/product-details/${product._id}`);
      await drawnPageHydrated(page);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      expect(await page.title()).toBe(`${name} – ${SHOP_NAME}`);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('leaves a page the shopper scrolled before the app started where it is, and takes the next page to its top', async () => {
    const { page, errors, close } = await openPage('mobile');
    try {
      // The app's code is held back until the page has been scrolled: a phone on a slow network.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${shop.base}${listPage}`);
      await page.mouse.wheel(0, 600);
      await page.waitForFunction(() => window.scrollY >= 300);
      const scrolled = await page.evaluate(() => window.scrollY);
      release();
      await drawnPageHydrated(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

      await page.getByRole('list', { name: 'Products' }).getByRole('link').first().click();
      await page.waitForURL(/\/product-details\//);
      await page.waitForFunction(() => window.scrollY === 0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  /** A watched page (openWatchedPage) that also counts its calls to the API by path and query. */
  async function openPage(size: keyof typeof SIZES, options?: { userToken?: string; javaScript?: boolean }) {
    const watched = await openWatchedPage(browser, size, options);
    const asked = (apiPath: string) => watched.requests.filter((url) => url === `${shop.base}/api${apiPath}`).length;
    return { ...watched, asked };
  }
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
