import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

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

const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');
const SIZES = { desktop: { width: 1366, height: 900 }, mobile: { width: 375, height: 812 } } as const;

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
    // Scrolled through first, as a person would: images below the fold load lazily.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(600); // headers that hide on scroll settle back, as for a person who scrolled up
    await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${size}.png`), fullPage: true });
    await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${size}-first-screen.png`) });
  }
  // Back at the test's own size, and laid out again before it goes on (a media query re-renders the
  // page, a stepper comes back above a form): a click right after lands where it aims.
  if (viewport) await page.setViewportSize(viewport);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
