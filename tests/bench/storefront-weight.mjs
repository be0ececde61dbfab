// `npm run bench:storefront`: builds the storefront, serves the built shop, and reports for the home
// page, the product list and a product page the gzip size of the JavaScript each loads (home and product
// page: budget 130 KB) and Lighthouse's performance and accessibility scores (target ≥ 95), largest
// contentful paint (≤ 1.5 s) and layout shift (≤ 0.05), the median of RUNS runs, with Debian's Chromium.
// Lighthouse's default run is a throttled mid-range phone (simulated 4G, 4× slower CPU).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { exitUnlessBuilt, machineLine, ROOT, startShop } from './built-shop.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Issue #38's targets. The list page has no JavaScript budget: its filters are its own. */
const JS_BUDGET_KB = { home: 130, list: Infinity, product: 130 };
const SCORE_TARGET = 95;
const LCP_TARGET_MS = 1500;
const CLS_TARGET = 0.05;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => Math.round(bytes / 102.4) / 10;

exitUnlessBuilt();
console.error('Building the storefront (vite build, then its prerender where it has one)');
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: `${ROOT}/storefront`, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
if (existsSync(`${ROOT}/storefront/prerender.mjs`)) {
  const prerender = spawnSync('node', ['prerender.mjs'], { cwd: `${ROOT}/storefront`, stdio: 'inherit' });
  if (prerender.status !== 0) process.exit(prerender.status ?? 1);
}

const shop = await startShop('storefront');
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const { products } = await (await fetch(`${shop.base}/api/products?limit=1`)).json();
  if (!products?.length) throw new Error('The catalogue is empty: no product page to measure');
  const pages = { home: `${shop.base}/`, list: `${shop.base}/products`, product: `${shop.base}/product-details/${products[0]._id}` };

  const rows = [];
  for (const [name, url] of Object.entries(pages)) {
    const runs = [await audit(url, chrome.port)];
    // Weighed at once: another build of the storefront would replace the hashed files this run loaded.
    const jsBytes = await gzippedScripts(runs[0].scripts);
    for (let run = 1; run < RUNS; run++) runs.push(await audit(url, chrome.port));
    rows.push({
      page: name,
      'JS gzip KB': kb(jsBytes),
      scripts: runs[0].scripts.length,
      performance: median(runs.map((r) => r.performance)),
      accessibility: median(runs.map((r) => r.accessibility)),
      'LCP ms': median(runs.map((r) => r.lcp)),
      'TBT ms': median(runs.map((r) => r.tbt)),
      CLS: median(runs.map((r) => r.cls)),
      // Lighthouse's own CPU yardstick, measured in each run: the scores scale with it on a busy machine.
      'CPU index': median(runs.map((r) => r.benchmarkIndex)),
      runs: runs.map((r) => `${r.performance}/${r.accessibility}`).join(' '),
    });
    for (const issue of runs[0].failing) console.log(`  ${name}: ${issue}`);
  }

  console.log(`\nStorefront weight and Lighthouse (median of ${RUNS}; runs as performance/accessibility)`);
  console.log(machineLine());
  console.table(rows);
  const misses = rows.flatMap((row) =>
    [
      row['JS gzip KB'] > JS_BUDGET_KB[row.page] && `${row.page}: ${row['JS gzip KB']} KB of JavaScript (budget ${JS_BUDGET_KB[row.page]})`,
      row.performance < SCORE_TARGET && `${row.page}: performance ${row.performance}`,
      row.accessibility < SCORE_TARGET && `${row.page}: accessibility ${row.accessibility}`,
      row['LCP ms'] > LCP_TARGET_MS && `${row.page}: LCP ${row['LCP ms']} ms`,
      row.CLS > CLS_TARGET && `${row.page}: CLS ${row.CLS}`,
    ].filter(Boolean),
  );
  console.log(
    misses.length
      ? `Under target: ${misses.join('; ')}`
      : `Every page on target: home and product page within ${JS_BUDGET_KB.home} KB, scores ${SCORE_TARGET} or more, LCP within ${LCP_TARGET_MS} ms, CLS within ${CLS_TARGET}.`,
  );
} finally {
  chrome.kill();
  await shop.stop();
}

/** One Lighthouse run: the two scores, their main metrics, the scripts loaded and what failed. */
async function audit(url, port) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  const score = (category) => Math.round((lhr.categories[category].score ?? 0) * 100);
  const requests = lhr.audits['network-requests'].details?.items ?? [];
  // A run Lighthouse could not score (performance 0) says why: its runtime error, or the metric that failed.
  const unscored = lhr.categories.performance.score === null || lhr.categories.performance.score === 0;
  const why = lhr.runtimeError?.message ?? Object.values(lhr.audits).find((a) => a.errorMessage && /paint|blocking|layout|speed/.test(a.id))?.errorMessage;
  if (unscored) console.error(`  ${url}: performance not scored: ${why ?? 'no reason given'}`);
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode))
    .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    scripts: [...new Set(requests.filter((r) => r.resourceType === 'Script').map((r) => r.url))],
    failing,
  };
}

/** What the scripts weigh gzipped (level 9, as a server would send them), whatever the server itself does. */
async function gzippedScripts(urls) {
  let total = 0;
  for (const url of urls) {
    const response = await fetch(url);
    if (!response.ok || !/javascript/.test(response.headers.get('content-type') ?? '')) {
      throw new Error(`${url} answered ${response.status} ${response.headers.get('content-type')}: was the storefront rebuilt meanwhile?`);
    }
    total += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
  }
  return total;
}
