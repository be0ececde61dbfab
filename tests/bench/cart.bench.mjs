// `npm run bench:cart`: what a cart add (POST /api/cart/add, through the API) costs a loyal shopper, one with 2,000
// earlier cart events, against a new shopper's first, on the built shop run as npm start runs it. The loyal shopper's
// history is made through the API too (adds and removes, never a checkout: the case that grows one cart for ever
// unless its sessions are bounded). Adds are timed one at a time, loyal and new in turn, so that both meet the same
// machine; each loyal add is followed by an untimed remove, each new add is a new shopper's first. Prints both
// medians and their ratio; exits non-zero when the ratio is above 1.5 (the cart's cost must not grow with history).
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { exitUnlessBuilt, machineLine, startShop } from './built-shop.mjs';
import { call, createCustomers, signUp, stockUp } from './shoppers.mjs';

exitUnlessBuilt();
const HISTORY = Number(process.env.BENCH_CART_HISTORY ?? 2_000);
const ROUNDS = Number(process.env.BENCH_CART_ROUNDS ?? 300);
const WARM_UP = 50;
const CEILING = 1.5;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const ms = (value) => `${value.toFixed(2)} ms`;

async function timed(run) {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

console.log(`${machineLine()}; ${HISTORY} earlier cart events, ${ROUNDS} timed adds each`);
const shop = await startShop('cart');
console.log(`The shop runs as npm start runs it (its log in ${shop.logFile}); besides: ${shop.differences.join(', ') || 'nothing'}`);
const db = new pg.Client({ connectionString: shop.databaseUrl });
let ratio = Number.NaN;
try {
  await db.connect();
  const [kept, churned, measured] = await stockUp(shop, db);
  if (!measured) throw new Error('The bench needs three products in stock');
  const loyal = await signUp(shop, 'cart-loyal');
  const cart = (method, path, token, body) => call(method, `${shop.base}/api/cart${path}`, { token, body });
  const addOne = (token, product) => cart('POST', '/add', token, { productId: product._id, quantity: 1 });

  const historyStarted = performance.now();
  await addOne(loyal.token, kept);
  for (let event = 1; event < HISTORY; event += 2) {
    await addOne(loyal.token, churned);
    await cart('DELETE', `/remove/${churned._id}`, loyal.token);
  }
  console.log(`Loyal shopper's ${HISTORY} cart events made through the API in ${((performance.now() - historyStarted) / 1000).toFixed(1)} s`);

  const {
    rows: [{ hash }],
  } = await db.query(`SELECT password_hash AS hash FROM users WHERE role = 'customer' ORDER BY created_at DESC LIMIT 1`);
  const newcomers = await createCustomers(db, WARM_UP + ROUNDS, 'cart', hash);
  const times = { loyal: [], new: [] };
  for (let round = 0; round < WARM_UP + ROUNDS; round++) {
    const loyalAdd = await timed(() => addOne(loyal.token, measured));
    await cart('DELETE', `/remove/${measured._id}`, loyal.token);
    const newAdd = await timed(() => addOne(newcomers[round].token, measured));
    if (round < WARM_UP) continue;
    times.loyal.push(loyalAdd);
    times.new.push(newAdd);
  }
  const answer = await cart('GET', '', loyal.token);
  if (answer.cart.items.length !== 1 || answer.cart.items[0]._id !== kept._id)
    throw new Error(`The loyal shopper's cart is not what was left in it: ${JSON.stringify(answer.cart)}`);

  const [loyalMedian, newMedian] = [median(times.loyal), median(times.new)];
  ratio = loyalMedian / newMedian;
  console.log(`  new shopper's first add:            median ${ms(newMedian)}`);
  console.log(`  add with ${HISTORY}-${HISTORY + 2 * ROUNDS + 2 * WARM_UP} earlier events: median ${ms(loyalMedian)}`);
  console.log(`  ratio ${ratio.toFixed(2)} (ceiling ${CEILING}): ${ratio <= CEILING ? 'MET' : 'NOT MET'}`);
} finally {
  await db.end().catch(() => undefined);
  await shop.stop();
}
if (!(ratio <= CEILING)) process.exitCode = 1;
