import { randomBytes, randomUUID } from 'node:crypto';
import { ABANDONED_AFTER_SECONDS } from '../../api/src/platform/http/idempotency.interceptor.js';
import { HOME_ADDRESS } from '../../api/src/platform/testing/fixtures.js';
import type { TestDatabase } from '../../api/src/platform/testing/test-database.js';
import { eventually } from '../support/processes.js';
import { isAlive, startSupervisedShop, type SupervisedShop } from '../support/supervised-shop.js';

// The API SIGKILLed in the middle of a checkout, and the shopper's retry with the same
// Idempotency-Key. The kill lands where the test wants it by freezing (SIGSTOP) the process the API
// is waiting on: the projections runner, so the API has recorded the order and waits to read it
// back; or the sandbox, so the API has reserved the units and waits for the provider's order.
// Then the API killed over and over, as a crash loop would: the rest of the shop goes on.
describe('the API killed mid-checkout and in a crash loop', () => {
  let shop: SupervisedShop;
  let database: TestDatabase;
  let base: string;

  beforeAll(async () => {
    shop = await startSupervisedShop('crash_retry', {
      LOG_LEVEL: 'warn',
      RECONCILE_INTERVAL_SECONDS: '1',
      // The create waits this long for its read models: long enough for the test to kill it there.
      READ_YOUR_WRITES_TIMEOUT_MS: '30000',
      // The default numbers but shorter waits: restarts at most 2 s apart, a crash loop over after a 30 s
      // run. Not shorter: under CI's load an API takes up to 10 s to answer after it starts, and a loop
      // over before its first answer is never seen red.
      SUPERVISOR_POLICY: JSON.stringify({ maxDelayMs: 2_000, steadyAfterMs: 30_000 }),
    });
    ({ database, base } = shop);
    await eventually(async () => expect((await fetch(`${base}/api/health`)).status).toBe(200), 60_000, 200);
  }, 90_000);

  afterAll(() => shop?.stop());

  async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
    try {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(60_000),
      });
      return { status: response.status, body: await response.json() };
    } catch {
      return { status: 0, body: null }; // the API died under the request
    }
  }

  const used: string[] = [];
  /** A new shopper with an address, about to buy 2 of a product of its own with 10 units. */
  async function checkoutOf2() {
    const email = `retry-${randomBytes(3).toString('hex')}@example.in`;
    const signup = await post('/api/auth/signup', { firstName: 'Retry', lastName: 'Shopper', email, password: 'Tests1' });
    const auth = { authorization: `Bearer ${signup.body.token}` };
    const address = await post('/api/addresses', { address: HOME_ADDRESS }, auth);
    const {
      rows: [product],
    } = await database.pool.query<{ id: string; price: string }>(
      "UPDATE products SET stock = 10 WHERE id = (SELECT id FROM products WHERE stock_status = 'in-stock' AND NOT id = ANY($1) ORDER BY id LIMIT 1) RETURNING id, price",
      [used],
    );
    used.push(product!.id);
    await database.pool.query(`SELECT pg_notify('catalog_changed', 'faults')`);
    const price = Number(product!.price);
    const body = {
      totalAmount: price * 2,
      currency: 'INR',
      shippingAddress: address.body.address[0]._id,
      products: [{ productId: product!.id, quantity: 2, price }],
    };
    return { auth, customerId: signup.body.user._id as string, productId: product!.id, body };
  }

  const placements = async (customerId: string) =>
    (
      await database.pool.query<{ stream_id: string }>("SELECT stream_id FROM events WHERE type = 'OrderPlaced' AND data->'customer'->>'_id' = $1", [
        customerId,
      ])
    ).rows.map((row) => row.stream_id);
  const stockOf = async (productId: string) => (await database.pool.query('SELECT stock FROM products WHERE id = $1', [productId])).rows[0].stock;
  const live = async () => eventually(async () => expect((await fetch(`${base}/api/health/live`)).status).toBe(200), 60_000, 50);

  /** Runs the create until `reached` holds, SIGKILLs the API there (with `frozen` stopped meanwhile), and waits for its successor. */
  async function killDuring(create: Promise<{ status: number }>, frozen: string, reached: () => Promise<void>) {
    const frozenPid = shop.latestPid(frozen);
    process.kill(frozenPid, 'SIGSTOP');
    try {
      await eventually(reached, 30_000, 20);
      process.kill(shop.latestPid('api'), 'SIGKILL');
    } finally {
      process.kill(frozenPid, 'SIGCONT');
    }
    expect((await create).status).toBe(0);
    const killedAt = Date.now();
    await live();
    return killedAt;
  }

  it('answers the order the killed request recorded, at once, and never places a second', async () => {
    const { auth, customerId, productId, body } = await checkoutOf2();
    const key = randomUUID();

    const killedAt = await killDuring(post('/api/orders/create', body, { ...auth, 'idempotency-key': key }), 'projections', async () =>
      expect(await placements(customerId)).toHaveLength(1),
    );
    const retried = await post('/api/orders/create', body, { ...auth, 'idempotency-key': key });
    const answeredAfterMs = Date.now() - killedAt;

    expect(retried.status).toBe(201);
    expect(await placements(customerId)).toEqual([`order-${retried.body.data._id}`]);
    expect(await stockOf(productId)).toBe(8);
    // Not by waiting for the dead claim to go stale (the claim of a living process is waited for that long).
    expect(answeredAfterMs).toBeLessThan(ABANDONED_AFTER_SECONDS * 1_000);
    process.stdout.write(`crash retry: the retry after the kill answered the first order ${answeredAfterMs} ms after the kill\n`);
  }, 120_000);

  it('gives back the units of a create killed before it recorded its order as soon as it is known dead, and the retry places that order once', async () => {
    const { auth, customerId, productId, body } = await checkoutOf2();
    const key = randomUUID();

    const killedAt = await killDuring(post('/api/orders/create', body, { ...auth, 'idempotency-key': key }), 'sandbox', async () =>
      expect(await stockOf(productId)).toBe(8),
    );
    await eventually(async () => expect(await stockOf(productId)).toBe(10), 60_000, 200);
    const {
      rows: [reservation],
    } = await database.pool.query(
      `SELECT release_reason, extract(epoch FROM released_at - reserved_at) * 1000 AS held_ms FROM stock_reservations
       WHERE lines @> jsonb_build_array(jsonb_build_object('productId', $1::text))`,
      [productId],
    );
    // Given back because its process died, not by the two-minute bound that covers placements whose process lives.
    expect(reservation.release_reason).toBe('never_placed');
    expect(Number(reservation.held_ms)).toBeLessThan(120_000);
    process.stdout.write(`crash retry: the dead create's units went back ${Date.now() - killedAt} ms after the kill\n`);

    const retried = await post('/api/orders/create', body, { ...auth, 'idempotency-key': key });

    expect(retried.status).toBe(201);
    expect(await placements(customerId)).toEqual([`order-${retried.body.data._id}`]);
    expect(await stockOf(productId)).toBe(8);
  }, 120_000);

  it('keeps the rest of the shop serving while the API crash-loops, shows it red in health, and never gives the shop up', async () => {
    const others = ['sandbox', 'projections', 'worker'].map((name) => ({ name, pid: shop.latestPid(name) }));
    const health = async () => {
      const answer = await fetch(`${base}/api/health`).catch(() => null);
      return answer ? { status: answer.status, down: ((await answer.json()).down ?? []) as string[] } : { status: 0, down: [] };
    };

    // Seven kills, each as soon as the supervisor has started the API again (before it is ready).
    let victim = shop.latestPid('api');
    for (let kill = 1; kill <= 7; kill++) {
      process.kill(victim, 'SIGKILL');
      victim = await eventually(
        () => {
          expect(shop.latestPid('api')).not.toBe(victim);
          return shop.latestPid('api');
        },
        30_000,
        10,
      );
    }
    await eventually(async () => expect(await health()).toEqual({ status: 503, down: ['api'] }), 60_000, 100);

    expect(shop.supervisor.child.exitCode).toBeNull();
    expect(shop.output()).toMatch(/api .*CRASH-LOOPING/);
    for (const { name, pid } of others) {
      expect({ name, pid: shop.latestPid(name), alive: isAlive(pid) }).toEqual({ name, pid, alive: true });
    }
    expect((await fetch(`${shop.sandboxUrl}/v1/orders/none`)).status).not.toBe(0);
    // Once a run of the API has lasted, the loop is over and the shop is whole again.
    await eventually(async () => expect(await health()).toEqual({ status: 200, down: [] }), 90_000, 200);
  }, 200_000);
});
