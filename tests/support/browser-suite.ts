import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.js';

/** The width the console's and the checkout's steps are written for. */
export const DESKTOP = { width: 1366, height: 900 } as const;

export interface BrowserSuite<Shop> {
  shop: Shop;
  browser: Browser;
  /** Undefined with `pages: 'none'`. */
  page: Page;
}

interface Options {
  /** A new page for each test (the default), one page the tests walk on through, or none (the suite opens its own). */
  pages?: 'each' | 'one' | 'none';
  /** Chromium's default (1280×720) unless given. */
  viewport?: { width: number; height: number };
}

/** A bound for starting a shop and Chromium side by side on a shared 2-core machine, not a measurement. */
const START_TIMEOUT = 120_000;

/**
 * A browser test's bound: above one screenshot's own (120 s, see screenshots), which a full-page capture
 * of a long page at two sizes on a busy CI machine has needed more than jest's 60 s for. Only a hung
 * browser or page reaches it.
 */
const BROWSER_TEST_TIMEOUT = 180_000;

/**
 * The hooks of a browser suite: its shop (`start`) and Chromium start side by side before the first
 * test and stop after the last, and the tests get their pages. `into` is given them as they change,
 * for the suite's own `shop`, `browser` and `page` variables.
 */
export function browserSuite<Shop extends { stop(): Promise<void> }>(
  start: () => Promise<Shop>,
  into: (suite: BrowserSuite<Shop>) => void,
  { pages = 'each', viewport }: Options = {},
): void {
  let suite: BrowserSuite<Shop> | undefined;
  jest.setTimeout(BROWSER_TEST_TIMEOUT);
  const newPage = () => suite!.browser.newPage(viewport ? { viewport } : {});

  beforeAll(async () => {
    const [shop, browser] = await Promise.allSettled([start(), launchBrowser()]);
    if (shop.status === 'rejected' || browser.status === 'rejected') {
      // Whichever did start is stopped here: afterAll has no suite to stop.
      if (browser.status === 'fulfilled') await browser.value.close();
      if (shop.status === 'fulfilled') await shop.value.stop();
      throw shop.status === 'rejected' ? shop.reason : (browser as PromiseRejectedResult).reason;
    }
    suite = { shop: shop.value, browser: browser.value, page: undefined as unknown as Page };
    if (pages === 'one') suite.page = await newPage();
    into(suite);
  }, START_TIMEOUT);
  if (pages === 'each') {
    beforeEach(async () => {
      if (!suite) return; // beforeAll failed, and jest reports that for every test
      suite.page = await newPage();
      into(suite);
    });
    afterEach(() => suite?.page?.close());
  }
  afterAll(async () => {
    await suite?.browser.close();
    await suite?.shop.stop();
  });
}
