// `npm run bench:api`: GET /api/products (a page of 24) and GET /api/products/:id under 50 connections for
// BENCH_SECONDS (default 10) each, against the built shop run as npm start runs it, asking as a phone's browser
// does (Accept-Encoding: br, gzip). First the bytes on the wire of one answer and of its revalidation
// (If-None-Match), the page of 24 both as the contract's default answer (whole products) and as the
// storefront's lists ask for it (view=card): the 4 KB target is judged on the cards' page, the one a
// shopper's phone downloads. Then, for the default page, the cards' page and a product: the rate on a quiet
// shop (at rest: what the last phase's checkouts left behind done), beside a bare node:http server
// answering the same bytes with the same headers from memory in the same run; the rate while 32 shoppers
// check out (shoppers.mjs), as a share of the quiet rate; and the latency of phones' paced reads while 32
// shoppers check out (PACED), whose p99 is the figure to meet.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { ACCEPT_ENCODING, bareServer, onTheWire } from './bare-server.mjs';
import { atRest, exitUnlessBuilt, machineLine, percentile, ROOT, SECONDS, startShop } from './built-shop.mjs';
import { checkout, createCustomers, goShopping, ORDERS_PER_CUSTOMER, reasonOf, signUp, stockUp } from './shoppers.mjs';

exitUnlessBuilt();
const CONNECTIONS = 50;
const SHOPPERS = 32;
/**
 * #38's figures. The closed-loop rate while shoppers check out is printed beside them as a share of the
 * quiet rate, with no target: the issue judges the catalogue under checkouts by the paced readers' p99.
 */
const TARGET = { ofBare: 0.6, pageBytes: 4096, pacedP99Ms: 50 };
/**
 * The paced readers while shoppers check out: browsing phones ask at their own pace, so their latency
 * is the shop's, not the queue a closed loop of 50 connections builds in front of it (autocannon -R,
 * which also corrects for coordinated omission). Three times as long as the other phases: a p99 of
 * 1,000 reads is decided by its ten slowest and swung from 32 to 97 ms between two runs; of 3,000, by 30.
 */
const PACED = { connections: 10, rate: 100, seconds: 3 * SECONDS };
/**
 * Quiet phases per read (BENCH_ROUNDS, default 1), each beside a bare server's run of its own: the
 * share of bare is each round's own, and the figure their median. On a host whose speed moves from one
 * run to the next (a bare answer's CPU seen at 23–37 µs within minutes), a share from runs taken side by
 * side is steadier than one from two rates taken apart.
 */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
const PAGE = '/api/products?limit=24';
/** The page of 24 as the storefront's lists ask for it (storefront/src/api/products.ts): product cards. */
const CARD_PAGE = '/api/products?limit=24&view=card';

/**
 * autocannon's readers, in a process of their own: in this one they would share an event loop with the
 * shoppers, and the shop would be measured through its load generator's bottleneck.
 */
async function load(url, { connections = CONNECTIONS, rate, seconds = SECONDS } = {}) {
  const cli = path.join(ROOT, 'node_modules/autocannon/autocannon.js');
  const pace = rate ? ['-R', String(rate)] : [];
  const args = [cli, '--json', '-c', String(connections), '-d', String(seconds), ...pace, '-H', `accept-encoding=${ACCEPT_ENCODING}`, url];
  const { stdout } = await promisify(execFile)(process.execPath, args, {
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout);
}

/** What an answer's headers and body weigh: the status line and headers as sent, and the body. */
const weight = ({ status, headers, bytes }) =>
  `HTTP/1.1 ${status} OK\r\n`.length + Object.entries(headers).reduce((sum, [name, value]) => sum + `${name}: ${value}\r\n`.length, 2) + bytes.length;

/** A page's bytes on the wire, and its revalidation's (304 with no body when the shop sends an ETag). */
async function wireFigures(url) {
  const answer = await onTheWire(url);
  const etag = answer.headers.etag;
  const again = etag ? await onTheWire(url, { 'if-none-match': etag }) : undefined;
  return { answer, again };
}

/** Reads `url` (as `reading` says, for BENCH_SECONDS unless it says otherwise) while SHOPPERS shoppers check out; answers the reads and the checkouts. */
async function whileShopping(shop, url, customers, products, reading) {
  let checkouts = 0;
  const errors = new Map();
  const seconds = reading?.seconds ?? SECONDS;
  const stopAt = Date.now() + seconds * 1_000;
  const [reads] = await Promise.all([
    load(url, reading),
    goShopping(shop, {
      shoppers: SHOPPERS,
      customers,
      products,
      stopAt,
      done: () => checkouts++,
      failed: (error) => errors.set(reasonOf(error), (errors.get(reasonOf(error)) ?? 0) + 1),
    }),
  ]);
  return { reads, checkoutsPerSecond: checkouts / seconds, errors };
}

const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const rate = (result) => Math.round(result.requests.average).toLocaleString('en-US').padStart(7);
const failures = (result) => (result.non2xx || result.errors ? ` (${result.non2xx} non-2xx, ${result.errors} errors!)` : '');

console.log(`${machineLine()}; ${CONNECTIONS} connections, ${SECONDS}s each`);
const shop = await startShop('api');
console.log(`The shop runs as npm start runs it (its log in ${shop.logFile}); besides: ${shop.differences.join(', ') || 'nothing'}`);
const db = new pg.Client({ connectionString: shop.databaseUrl });
let bare;
let failed = false;
try {
  await db.connect();
  const products = await stockUp(shop, db);
  const warmUp = await signUp(shop, 'warm-up');
  await checkout(shop, warmUp, products);
  const {
    rows: [{ hash }],
  } = await db.query(`SELECT password_hash AS hash FROM users WHERE role = 'customer' ORDER BY created_at DESC LIMIT 1`);
  const listBody = await (await fetch(`${shop.base}${PAGE}`)).text();
  const cardsBody = await (await fetch(`${shop.base}${CARD_PAGE}`)).text();
  const id = JSON.parse(listBody).products[0]._id;
  const list = await wireFigures(`${shop.base}${PAGE}`);
  const cards = await wireFigures(`${shop.base}${CARD_PAGE}`);
  const detail = await wireFigures(`${shop.base}/api/products/${id}`);
  const barePort = new URL(shop.base).port - 0 + 1;
  bare = await bareServer(barePort, { list: list.answer, cards: cards.answer, detail: detail.answer });

  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `\nOn the wire (Accept-Encoding: ${ACCEPT_ENCODING}; the page is ${kb(Buffer.byteLength(listBody))} as JSON, ` +
      `${kb(Buffer.byteLength(cardsBody))} as cards), body and all with headers:`,
  );
  for (const [what, { answer, again }] of [
    ['GET /api/products (24), the default', list],
    ['GET /api/products?view=card (24), the storefront’s', cards],
    ['GET /api/products/:id', detail],
  ]) {
    const encoding = answer.headers['content-encoding'] ?? 'none';
    console.log(`  ${what}: body ${kb(answer.bytes.length)} (${encoding}), ${kb(weight(answer))} in all`);
    console.log(
      again
        ? `    revalidated (If-None-Match): ${again.status}, body ${again.bytes.length} B, ${kb(weight(again))} in all`
        : '    revalidated: no ETag, so a revalidation is the whole answer again',
    );
  }
  const pageMet = cards.answer.bytes.length <= TARGET.pageBytes && cards.again?.status === 304 && cards.again.bytes.length === 0;
  if (!pageMet) failed = true;
  console.log(`  the storefront’s page (cards) body ≤ ${kb(TARGET.pageBytes)} and a 304 with no body on revalidation: ${pageMet ? 'MET' : 'NOT MET'}`);

  for (const [what, pathAndQuery] of [
    ['GET /api/products (24)', PAGE],
    ['GET /api/products?view=card (24)', CARD_PAGE],
    ['GET /api/products/:id', `/api/products/${id}`],
  ]) {
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      const rest = await atRest(shop);
      const quiet = await load(`${shop.base}${pathAndQuery}`);
      await atRest(shop);
      const reference = await load(`http://127.0.0.1:${barePort}${pathAndQuery}`);
      rounds.push({ rest, quiet, reference, share: quiet.requests.average / reference.requests.average });
    }
    const customersFor = (seconds = SECONDS) => createCustomers(db, SHOPPERS + Math.ceil((seconds * 300) / ORDERS_PER_CUSTOMER), 'api', hash);
    const busy = await whileShopping(shop, `${shop.base}${pathAndQuery}`, await customersFor(), products);
    const paced = await whileShopping(shop, `${shop.base}${pathAndQuery}`, await customersFor(PACED.seconds), products, PACED);
    const ofBare = median(rounds.map(({ share }) => share));
    const quietRate = median(rounds.map(({ quiet }) => quiet.requests.average));
    const whileShopped = busy.reads.requests.average / quietRate;
    const pacedMet = paced.reads.latency.p99 < TARGET.pacedP99Ms && !paced.reads.non2xx && !paced.reads.errors;
    const met = ofBare >= TARGET.ofBare && pacedMet && rounds.every(({ quiet }) => !quiet.non2xx) && !busy.reads.non2xx;
    if (!met) failed = true;
    console.log(`\n${what}`);
    for (const { rest, quiet, reference, share } of rounds) {
      console.log(`  quiet (the shop ${rest}): api ${rate(quiet)} req/s p99 ${String(quiet.latency.p99).padStart(4)} ms${failures(quiet)}`);
      console.log(
        `  bare node:http:       ${rate(reference)} req/s p99 ${String(reference.latency.p99).padStart(4)} ms; the shop ${(share * 100).toFixed(0)}% of it`,
      );
    }
    console.log(
      `  while ${SHOPPERS} shoppers check out (${busy.checkoutsPerSecond.toFixed(1)} checkouts/s): api ${rate(busy.reads)} req/s p99 ${String(busy.reads.latency.p99).padStart(4)} ms${failures(busy.reads)}`,
    );
    console.log(
      `  paced, ${PACED.rate}/s over ${PACED.connections} connections for ${PACED.seconds} s while ${SHOPPERS} shoppers check out (${paced.checkoutsPerSecond.toFixed(1)} checkouts/s): ` +
        `p50 ${paced.reads.latency.p50} p99 ${paced.reads.latency.p99} ms (target p99 < ${TARGET.pacedP99Ms} ms)${failures(paced.reads)}`,
    );
    for (const [reason, count] of new Map([...busy.errors, ...paced.errors])) console.log(`  checkout error ×${count}: ${reason}`);
    console.log(
      `  quiet ${(ofBare * 100).toFixed(0)}% of bare node:http${ROUNDS > 1 ? ` (the median of ${ROUNDS} rounds)` : ''} (target ≥ ${TARGET.ofBare * 100}%), paced p99 as above: ${met ? 'MET' : 'NOT MET'}; ` +
        `while shopping ${(whileShopped * 100).toFixed(0)}% of quiet`,
    );
  }
} finally {
  bare?.kill('SIGTERM');
  await db.end().catch(() => undefined);
  await shop.stop();
}
if (failed) process.exitCode = 1;
