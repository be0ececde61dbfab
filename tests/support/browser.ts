import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { SHOP_NAME } from '../../contract/src/brand.js';

/** Debian's Chromium, which `npm test` installs when missing; never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A page the server drew (the list, a product) is hydrated: its footer, which the browser draws once React has
 * taken over the page, shows. The storefront hydrates a drawn page in one pass once its code is here
 * (storefront/src/start.tsx, which the page starts after its first paint); until then a tap on it does nothing, as on any page before its script has run.
 */
export async function drawnPageHydrated(page: Page): Promise<void> {
  await page.getByText(`© ${new Date().getFullYear()} ${SHOP_NAME}`, { exact: false }).waitFor();
}

export interface WatchedPage {
  page: Page;
  /** Its console errors and page errors, React's hydration reports among them (a mismatch is a recoverable error). */
  errors: string[];
  /** Every URL it asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** A page in a context of its own at `size`, whose errors and requests are kept; logged in as the storefront's shopper when given a token. */
export async function openWatchedPage(
  browser: Browser,
  size: keyof typeof SIZES,
  { userToken, javaScript = true }: { userToken?: string; javaScript?: boolean } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: SIZES[size], javaScriptEnabled: javaScript });
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => requests.push(request.url()));
  if (userToken) await page.addInitScript((value) => window.localStorage.setItem('userToken', value), userToken);
  return { page, errors, requests, close: () => context.close() };
}

export const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');
export const SIZES = { desktop: { width: 1366, height: 900 }, mobile: { width: 375, height: 812 } } as const;

/**
 * A full-page capture of a long page at 375 px can take Chromium many seconds on a busy 2-core machine
 * (CI has failed on Playwright's 30 s default there): one generous bound that only a hung browser reaches.
 */
const SHOT_TIMEOUT_MS = 120_000;

/** Two animation frames: whatever the last scroll or resize made the page do has been laid out and painted. */
function painted(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Saves what a person sees, at desktop width and at 375 px, as tests/artifacts/<name>-<size>.png
 * (the whole page) and <name>-<size>-first-screen.png (not committed): a page is looked at before its work is called done.
 * Leaves the page at the size it found it.
 */
export async function screenshots(page: Page, name: string): Promise<void> {
  await mkdir(ARTIFACTS, { recursive: true });
  const viewport = page.viewportSize();
  for (const [size, shotViewport] of Object.entries(SIZES)) {
    await page.setViewportSize(shotViewport);
    // Scrolled through first, as a person would: images below the fold load lazily when they are painted near the screen.
    await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await frame();
        await frame();
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    // Back at the top, a header that hid on the way down slides back in: the capture fast-forwards
    // such finite transitions to their end ('disabled'), so it shows the page at rest.
    await painted(page);
    const shot = { animations: 'disabled', timeout: SHOT_TIMEOUT_MS } as const;
    await page.screenshot({ ...shot, path: path.join(ARTIFACTS, `${name}-${size}.png`), fullPage: true });
    await page.screenshot({ ...shot, path: path.join(ARTIFACTS, `${name}-${size}-first-screen.png`) });
  }
  // Back at the test's own size, and laid out again before it goes on (a media query re-renders the
  // page, a stepper comes back above a form): a click right after lands where it aims.
  if (viewport) await page.setViewportSize(viewport);
  await painted(page);
}
