import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DOCUMENT_TITLE, SHOP_NAME } from '../../contract/src/brand.js';
import { ARTIFACTS, openWatchedPage, SIZES, screenshots } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';
import { startShop, type RunningShop } from '../support/shop.js';

const HERO_HEADING = 'Everything your pet needs, delivered to your door';
const HERO_PICTURE = 'A happy dog and a cat sitting side by side';

// The home page arrives drawn (storefront/prerender.mjs) and the browser hydrates it. The HTML the
// server sends, then the hydration, logged out and logged in, on a phone and a desktop: React reports
// a mismatch as a recoverable error, which reaches the page's console and its page errors.
describe('storefront home page: prerendered, then hydrated', () => {
  let shop: RunningShop;
  let browser: Browser;
  let token: string;
  let productId: string;

  browserSuite(
    () => startShop('e2e_home'),
    (suite) => ({ shop, browser } = suite),
    { pages: 'none' },
  );
  beforeAll(async () => {
    const call = async (url: string, body: unknown, bearer?: string) => {
      const response = await fetch(`${shop.base}/api${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
        body: JSON.stringify(body),
      });
      expect(response.status).toBeLessThan(300);
      return (await response.json()) as { token: string };
    };
    token = (await call('/auth/signup', { firstName: 'Kavya', lastName: 'Menon', email: 'kavya@example.in', password: 'Paws9' })).token;
    const { products } = (await (await fetch(`${shop.base}/api/products?limit=1`)).json()) as { products: { _id: string }[] };
    productId = products[0]!._id;
    await call('/cart/add', { productId, quantity: 3 }, token);
  });

  const openPage = (size: keyof typeof SIZES, options?: { userToken?: string; javaScript?: boolean }) => openWatchedPage(browser, size, options);

  it('sends the home page drawn, with its title, and pages without a first answer as the empty shell', async () => {
    const home = await fetch(`${shop.base}/`);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    const html = await home.text();
    expect(html).toContain(`<title>${DOCUMENT_TITLE}</title>`);
    expect(html).toContain(HERO_HEADING);
    expect(html).toMatch(new RegExp(`<img[^>]*src="data:image/svg\\+xml[^"]*"[^>]*alt="${HERO_PICTURE}"`));
    // Its first screen is plain elements styled by the page's own stylesheet, in the page: no emotion styles,
    // and no stylesheet to wait for.
    expect(html).not.toContain('data-emotion');
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
    expect(html).toMatch(/<style>[^<]*--shop-primary/);

    // The list and a product page are drawn by the API (storefront-drawn-pages.test.ts).
    for (const route of ['/about-us', '/cartitems']) {
      const answer = await fetch(`${shop.base}${route}`);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      const shell = await answer.text();
      expect(shell).toContain('<div id="root"></div>');
      expect(shell).not.toContain(HERO_HEADING);
    }
  });

  it('draws the first screen without JavaScript', async () => {
    for (const size of ['mobile', 'desktop'] as const) {
      const { page, close } = await openPage(size, { javaScript: false });
      try {
        await page.goto(`${shop.base}/`);
        await page.getByRole('heading', { level: 1, name: HERO_HEADING }).waitFor();
        await page.getByRole('img', { name: HERO_PICTURE }).waitFor();
        await page.getByRole('link', { name: 'View Collection' }).waitFor();
        await page.screenshot({ path: path.join(ARTIFACTS, `storefront-home-prerendered-${size}-first-screen.png`) });
      } finally {
        await close();
      }
    }
  });

  it('paints the page before asking for the app, whose chunks its only script names', async () => {
    const html = await (await fetch(`${shop.base}/`)).text();
    const scripts = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"[^>]*>/g)];
    expect(scripts).toHaveLength(1);
    const modules = /data-app="([^"]+)"/.exec(scripts[0]![0])?.[1]?.split(' ') ?? [];
    expect(modules.at(-1)).toMatch(/^\/assets\/app-[\w-]+\.js$/);
    expect(modules.some((module) => /^\/assets\/react-dom-[\w-]+\.js$/.test(module))).toBe(true);
    expect(html).not.toContain('rel="modulepreload"');
    // The page's script is the loader alone; the app is chunks of their own.
    const loader = await (await fetch(`${shop.base}${scripts[0]![1]}`)).text();
    expect(loader.length).toBeLessThan(4_096);
    expect(loader).not.toMatch(/from\s*["']/);

    const { page, errors, close } = await openPage('mobile');
    try {
      await page.goto(`${shop.base}/`);
      await hydrated(page);
      const { paintedAt, askedAt } = await page.evaluate((paths) => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        const fetched = performance.getEntriesByType('resource');
        return { paintedAt: paint?.startTime, askedAt: paths.map((path) => fetched.find((entry) => new URL(entry.name).pathname === path)?.startTime) };
      }, modules);
      expect(paintedAt).toEqual(expect.any(Number));
      for (const at of askedAt) expect(at).toBeGreaterThanOrEqual(paintedAt!);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('hydrates without a mismatch in a later year than the build, then shows that year', async () => {
    const later = new Date().getFullYear() + 5;
    const { page, errors, close } = await openPage('desktop');
    try {
      // The browser's clock only: the page's HTML was drawn in the build's year. (The footer, with its year, is
      // drawn once near the screen, after hydration: were it part of the first screen, its year would mismatch.)
      await page.clock.setFixedTime(new Date(`${later}-01-05T10:00:00+05:30`));
      await page.goto(`${shop.base}/`);
      await hydrated(page);
      await page.getByText(`© ${later} ${SHOP_NAME}`, { exact: false }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  for (const size of ['mobile', 'desktop'] as const) {
    it(`hydrates without a mismatch for a logged-out shopper (${size}); View Collection and the search then work`, async () => {
      const { page, errors, close } = await openPage(size);
      try {
        await page.goto(`${shop.base}/`);
        await hydrated(page);
        await page.getByRole('link', { name: 'Cart (0 items)' }).waitFor();
        expect(errors).toEqual([]);
        // The first screen draws without emotion; what draws with MUI later (the sections below it) uses the
        // cache keyed as the server's renders are, and writes no rule twice.
        const styles = await emotionStyles(page);
        expect(styles.keys.filter((key) => key !== 'shop')).toEqual([]);
        expect(styles.writtenTwice).toEqual([]);
        await page.getByRole('link', { name: 'View Collection' }).click();
        await page.waitForURL(/\/products$/);
        await page.getByRole('heading', { name: 'All products' }).waitFor();

        await page.goto(`${shop.base}/`);
        await hydrated(page);
        await page.getByRole('searchbox', { name: 'Search products' }).fill('raincoat');
        await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
        await page.waitForURL(/\/products\?q=raincoat$/);
        await page.getByRole('heading', { name: 'Results for “raincoat”' }).waitFor();
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });

    it(`hydrates without a mismatch for a logged-in shopper (${size}), then shows their cart's count`, async () => {
      const { page, errors, close } = await openPage(size, { userToken: token });
      try {
        await page.goto(`${shop.base}/`);
        await hydrated(page);
        await page.getByRole('link', { name: 'Cart (3 items)' }).waitFor();
        expect(errors).toEqual([]);
        // Both sizes in one go (the phone's and the desktop's), to set beside the prerendered first screens.
        if (size === 'desktop') await screenshots(page, 'storefront-home-hydrated');
        await page.getByRole('link', { name: 'Cart (3 items)' }).click();
        await page.waitForURL(/\/cartitems$/);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});

/** Hydrated, and its effects have run: the best sellers, asked for by an effect, are listed. */
async function hydrated(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'Best selling' }).getByRole('list', { name: 'Products' }).waitFor();
}

/**
 * Emotion's style tags in the page, by cache key, and the rules they hold twice: the browser's emotion
 * (the prerender's key) takes over the style tags the page arrived with instead of writing them again.
 */
function emotionStyles(page: Page): Promise<{ keys: string[]; writtenTwice: string[] }> {
  return page.evaluate(() => {
    const keys = new Set<string>();
    const seen = new Set<string>();
    const writtenTwice: string[] = [];
    for (const sheet of Array.from(document.styleSheets)) {
      const key = sheet.ownerNode instanceof HTMLStyleElement ? sheet.ownerNode.dataset.emotion?.split(' ')[0] : undefined;
      if (!key) continue;
      keys.add(key);
      for (const rule of Array.from(sheet.cssRules)) {
        if (seen.has(rule.cssText)) writtenTwice.push(rule.cssText.slice(0, 80));
        seen.add(rule.cssText);
      }
    }
    return { keys: [...keys].sort(), writtenTwice };
  });
}
