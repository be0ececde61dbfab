import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { HOME_ADDRESS } from '../../api/src/platform/testing/fixtures.js';
import type { TestDatabase } from '../../api/src/platform/testing/test-database.js';
import { eventually, ROOT, sleep } from '../support/processes.js';
import { startSupervisedShop, type SupervisedShop } from '../support/supervised-shop.js';

// The shop under `npm start`'s supervisor (scripts/serve.mjs) while shoppers check out and the
// projections runner, the worker and the API are SIGKILLed in turn; and again with two API instances
// and two workers, where an API instance, each worker and the whole API (the instances' primary) are
// killed. Afterwards: every checkout the shop acknowledged is paid and listed, nothing was taken or
// applied twice, stock adds up, no order is left waiting for its money past the payment timeout, and
// the read models match the events (the read-model check finds no difference). The recovery of each
// process and what /api/health said meanwhile are printed (figures, not assertions: timing belongs in benchmarks).

const SHOPPERS = 3;
const PAYMENT_TIMEOUT_MINUTES = 0.1; // 6 s: unpaid orders are settled while the test watches
const SANDBOX_AUTH = `Basic ${Buffer.from('rzp_test_sandbox:sandbox_secret').toString('base64')}`;
/** One of the API's instances (API_INSTANCES=2), killed under its primary, which forks another. */
const API_INSTANCE = 'api instance';

interface Answer {
  status: number;
  body: any;
}

interface Faults {
  env: Record<string, string>;
  /** Supervised processes by name (the API's primary is `api`), or API_INSTANCE: killed in this order. */
  victims: readonly string[];
  /** Frozen in turn (SIGSTOP): health must name each as down until it is back. */
  frozen: readonly string[];
}

describe.each<[string, Faults]>([
  ['one process of each', { env: {}, victims: ['projections', 'worker', 'api', 'projections', 'worker', 'api'], frozen: ['worker', 'projections'] }],
  [
    'two API instances and two workers',
    {
      env: { API_INSTANCES: '2', WORKER_INSTANCES: '2' },
      victims: [API_INSTANCE, 'worker-1', 'projections', 'worker-2', 'api', API_INSTANCE],
      // One frozen worker of two leaves the other taking the jobs: health stays 200.
      frozen: ['projections'],
    },
  ],
])('the shop through faults, %s', (label, { env, victims, frozen: freezing }) => {
  let shop: SupervisedShop;
  let database: TestDatabase;
  let base: string;
  let sandboxUrl: string;
  const latestPid = (name: string) => shop.latestPid(name);

  beforeAll(async () => {
    shop = await startSupervisedShop(`faults_${label.replaceAll(' ', '_')}`, {
      LOG_LEVEL: 'warn',
      PAYMENT_TIMEOUT_MINUTES: String(PAYMENT_TIMEOUT_MINUTES),
      RECONCILE_INTERVAL_SECONDS: '1',
      // A killed worker's jobs are taken up by its successor within a few seconds.
      JOB_LOCK_DURATION_MS: '4000',
      JOB_STALLED_INTERVAL_MS: '1000',
      ...env,
    });
    ({ database, base, sandboxUrl } = shop);
    await eventually(async () => expect((await fetch(`${base}/api/health`)).status).toBe(200), 60_000, 200);
  }, 90_000);

  afterAll(() => shop?.stop());

  async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    try {
      const response = await fetch(url, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    } catch {
      return { status: 0, body: null }; // no answer: the API is down or restarting
    }
  }

  /** Repeats a call while the shop cannot answer it (no answer, 5xx, or a twin still running), up to `forMs`. */
  async function persist(attempt: () => Promise<Answer>, forMs = 30_000): Promise<Answer> {
    const deadline = Date.now() + forMs;
    for (;;) {
      const answer = await attempt();
      const retryable = answer.status === 0 || answer.status >= 500 || answer.status === 409;
      if (!retryable || Date.now() > deadline) return answer;
      await sleep(200);
    }
  }

  async function newShopper(index: number) {
    const email = `faults-${index}-${randomBytes(3).toString('hex')}@example.in`;
    const signup = await persist(() => call('POST', `${base}/api/auth/signup`, { firstName: 'Fault', lastName: `Shopper${index}`, email, password: 'Tests1' }));
    expect(signup.status).toBe(201);
    const auth = { authorization: `Bearer ${signup.body.token}` };
    const address = await persist(() => call('POST', `${base}/api/addresses`, { address: HOME_ADDRESS }, auth));
    expect(address.status).toBe(201);
    return { auth, addressId: address.body.address[0]._id as string };
  }

  it('keeps every acknowledged checkout, doubles nothing and leaves nothing pending while processes are killed in turn', async () => {
    const { rows: products } = await database.pool.query<{ id: string; price: string }>(
      "SELECT id, price FROM products WHERE stock_status = 'in-stock' ORDER BY id LIMIT $1",
      [SHOPPERS],
    );
    await database.pool.query('UPDATE products SET stock = 1000 WHERE id = ANY($1)', [products.map((product) => product.id)]);
    await database.pool.query(`SELECT pg_notify('catalog_changed', 'faults')`);
    const shoppers = await Promise.all(products.map((_, index) => newShopper(index)));

    const acknowledged: { orderId: string; shopper: number }[] = [];
    let shopping = true;
    const checkout = async (index: number) => {
      const { auth, addressId } = shoppers[index]!;
      const product = products[index]!;
      const price = Number(product.price);
      const body = { totalAmount: price, currency: 'INR', shippingAddress: addressId, products: [{ productId: product.id, quantity: 1, price }] };
      // One key per checkout: a create retried after a lost answer finds the first order, never a second.
      const key = randomUUID();
      const created = await persist(() => call('POST', `${base}/api/orders/create`, body, { ...auth, 'idempotency-key': key }), 20_000);
      if (created.status !== 201) return;
      const { _id: orderId, razorpayOrderId } = created.body.data;
      const paid = await persist(() => call('POST', `${sandboxUrl}/sandbox/orders/${razorpayOrderId}/pay`, { outcome: 'success' }));
      if (paid.status !== 200) return;
      const verify = { paymentId: paid.body.razorpay_payment_id, razorpayOrderId, signature: paid.body.razorpay_signature, orderId };
      const verified = await persist(() => call('POST', `${base}/api/orders/verify-payment`, verify, auth));
      if (verified.status === 200) acknowledged.push({ orderId, shopper: index });
    };
    const shopping$ = shoppers.map(async (_, index) => {
      while (shopping) await checkout(index);
    });

    // Health as an operator polling it would have seen it.
    const seen: string[] = [];
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        const answer = await call('GET', `${base}/api/health`);
        const said = answer.status === 0 ? 'no answer' : `${answer.status}${answer.body?.down ? ` down: ${answer.body.down.join(', ')}` : ''}`;
        if (seen.at(-1)?.endsWith(said) !== true) seen.push(`${new Date().toISOString().slice(11, 23)} ${said}`);
        await sleep(100);
      }
    })();

    const recoveries: { victim: string; ms: number; health: string[] }[] = [];
    const beating = async (pid: number) =>
      (await database.pool.query("SELECT 1 FROM process_heartbeats WHERE pid = $1 AND beat_at > now() - interval '2 seconds'", [pid])).rowCount === 1;
    const apiInstances = async () =>
      (
        await database.pool.query<{ pid: number }>("SELECT pid FROM process_heartbeats WHERE process = 'api' AND beat_at > now() - interval '2 seconds'")
      ).rows.map(({ pid }) => pid);
    /** Kills the victim; resolves once it (or its successor) serves again. */
    const kill = async (victim: string) => {
      if (victim === API_INSTANCE) {
        const [killed, ...others] = await eventually(async () => {
          const pids = await apiInstances();
          expect(pids).toHaveLength(2);
          return pids;
        });
        process.kill(killed!, 'SIGKILL');
        // The other instance serves meanwhile; the primary forks a successor, which beats once it serves.
        await eventually(
          async () => {
            const pids = await apiInstances();
            expect(pids).not.toContain(killed);
            expect(pids).toEqual(expect.arrayContaining(others));
            expect(pids).toHaveLength(2);
          },
          60_000,
          25,
        );
        return;
      }
      const killed = latestPid(victim);
      process.kill(killed, 'SIGKILL');
      const successor = await eventually(
        () => {
          expect(latestPid(victim)).not.toBe(killed);
          return latestPid(victim);
        },
        60_000,
        25,
      );
      if (victim === 'api') await eventually(async () => expect((await call('GET', `${base}/api/health/live`)).status).toBe(200), 60_000, 25);
      else await eventually(async () => expect(await beating(successor)).toBe(true), 60_000, 25);
    };
    /** Resolves once the shop acknowledges another checkout: each kill falls among checkouts it serves. */
    const anotherCheckout = async () => {
      const before = acknowledged.length;
      await eventually(() => expect(acknowledged.length).toBeGreaterThan(before), 60_000, 100);
    };
    await anotherCheckout();
    for (const victim of victims) {
      const from = seen.length;
      const killedAt = Date.now();
      await kill(victim);
      recoveries.push({ victim, ms: Date.now() - killedAt, health: seen.slice(Math.max(0, from - 1)) });
      // Recovered means serving checkouts again, not only beating.
      await anotherCheckout();
    }

    // A process that hangs rather than dies (frozen with SIGSTOP): health must name it until it is back.
    const frozen: { victim: string; health: string[] }[] = [];
    for (const victim of freezing) {
      const pid = latestPid(victim);
      const from = seen.length;
      process.kill(pid, 'SIGSTOP');
      const frozenAt = Date.now();
      try {
        await eventually(
          async () => {
            const answer = await call('GET', `${base}/api/health`);
            expect({ status: answer.status, down: answer.body?.down }).toEqual({ status: 503, down: [victim] });
          },
          20_000,
          100,
        );
        seen.push(`${new Date().toISOString().slice(11, 23)} 503 down: ${victim} (${Date.now() - frozenAt} ms after it froze)`);
      } finally {
        process.kill(pid, 'SIGCONT');
      }
      await eventually(async () => expect((await call('GET', `${base}/api/health`)).status).toBe(200), 30_000, 100);
      frozen.push({ victim, health: seen.slice(Math.max(0, from - 1)) });
    }

    shopping = false;
    await Promise.all(shopping$);
    watching = false;
    await watcher;
    process.stdout.write(
      `faults (${label}): ${acknowledged.length} acknowledged checkouts from ${SHOPPERS} shoppers\n` +
        recoveries.map(({ victim, ms, health }) => `  ${victim.padEnd(11)} killed, back in ${ms} ms; health: ${health.join(' → ')}`).join('\n') +
        '\n' +
        frozen.map(({ victim, health }) => `  ${victim.padEnd(11)} frozen; health: ${health.join(' → ')}`).join('\n') +
        '\n',
    );
    // Every acknowledged checkout is paid and in its shopper's list.
    await eventually(
      async () => {
        for (const [index, { auth }] of shoppers.entries()) {
          const listed = await call('GET', `${base}/api/orders/user-orders`, undefined, auth);
          expect(listed.status).toBe(200);
          const paid = new Set(
            listed.body.data.filter((order: { paymentStatus: string }) => order.paymentStatus === 'paid').map((order: { _id: string }) => order._id),
          );
          for (const { orderId } of acknowledged.filter((ack) => ack.shopper === index)) expect(paid).toContain(orderId);
        }
      },
      60_000,
      500,
    );

    // Nothing doubled: one placement and at most one capture per order, in the shop and at the provider.
    const { rows: streams } = await database.pool.query<{ stream_id: string; placed: number; captured: number; refunds: number }>(
      `SELECT stream_id, count(*) FILTER (WHERE type = 'OrderPlaced')::int AS placed, count(*) FILTER (WHERE type = 'PaymentCaptured')::int AS captured,
              count(*) FILTER (WHERE type = 'RefundRequested')::int AS refunds
       FROM events WHERE stream_id LIKE 'order-%' GROUP BY stream_id`,
    );
    expect(streams.every((stream) => stream.placed === 1 && stream.captured <= 1 && stream.refunds === 0)).toBe(true);
    for (const { orderId } of acknowledged) {
      const [{ razorpay_order_id }] = (
        await database.pool.query("SELECT data->>'razorpayOrderId' AS razorpay_order_id FROM events WHERE stream_id = $1 AND type = 'OrderPlaced'", [
          `order-${orderId}`,
        ])
      ).rows;
      const payments = await call('GET', `${sandboxUrl}/v1/orders/${razorpay_order_id}/payments`, undefined, { authorization: SANDBOX_AUTH });
      expect(payments.body.items.filter((payment: { status: string }) => payment.status === 'captured')).toHaveLength(1);
    }

    // No order is left waiting for its money past the payment timeout, and stock adds up.
    await eventually(
      async () => {
        const { rows } = await database.pool.query(
          `SELECT o.id, o.payment_status, a.message AS alert, a.attempts FROM orders o LEFT JOIN alerts a ON a.key = 'reconcile:' || o.id
         WHERE o.status = 'placed' AND o.payment_status <> 'paid' AND o.created_at < now() - make_interval(secs => $1)`,
          [PAYMENT_TIMEOUT_MINUTES * 60 + 5],
        );
        expect(rows).toEqual([]);
      },
      60_000,
      500,
    );
    // A placement killed between reserving its units and recording the order leaves a reservation
    // without an order; reconciliation gives it back once its process is known dead.
    await eventually(
      async () => {
        for (const product of products) {
          const {
            rows: [counts],
          } = await database.pool.query(
            `SELECT (SELECT stock FROM products WHERE id = $1::uuid) AS stock,
                  (SELECT coalesce(sum((line->>'quantity')::int), 0) FROM orders o, jsonb_array_elements(o.view->'products') line
                   WHERE o.status <> 'cancelled' AND line->'productId'->>'_id' = $1::text)::int AS held`,
            [product.id],
          );
          // On a mismatch, the reservations that disagree with their orders say where the units went.
          const { rows: disagreeing } = await database.pool.query(
            `SELECT r.order_id, r.reserved_at, r.released_at, r.release_reason, o.status, o.payment_status, now() AS checked_at,
                  (SELECT string_agg(e.type, ',' ORDER BY e.revision) FROM events e WHERE e.stream_id = 'order-' || r.order_id) AS events,
                  (SELECT string_agg(c.name || '@' || c.commit_position || '/' || c.prepare_position, ',') FROM projection_checkpoints c) AS checkpoints
           FROM stock_reservations r LEFT JOIN orders o ON o.id = r.order_id
           WHERE r.lines @> jsonb_build_array(jsonb_build_object('productId', $1::text))
             AND ((r.released_at IS NULL) <> (o.status IS NOT NULL AND o.status <> 'cancelled'))`,
            [product.id],
          );
          const failedJobs = disagreeing.length
            ? shop
                .output()
                .split('\n')
                .filter((line) => line.includes('job failed') || line.includes('"level":50'))
                .slice(-5)
            : [];
          expect({ total: counts.stock + counts.held, disagreeing, failedJobs }).toEqual({ total: 1000, disagreeing: [], failedJobs: [] });
        }
      },
      120_000,
      1_000,
    );

    // And the read models the killed runner kept agree with the events: rebuilt from the first event
    // beside them (npm run check:read-models, while the shop still runs), they match row for row.
    const check = await promisify(execFile)(process.execPath, [path.join(ROOT, 'projections/dist/check-main.js')], {
      env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'warn' },
    }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: `${error.stdout}${error.stderr}` }),
    );
    expect(check).toEqual({ code: 0, stdout: expect.stringMatching(/^0 differences: /) });
    process.stdout.write(`faults (${label}): ${check.stdout}`);
  }, 300_000);
});
