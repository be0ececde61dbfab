import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { checkoutWorld, type CheckoutWorld } from '../support/checkout.js';
import { eventually, ROOT } from '../support/processes.js';

const CHECK = path.join(ROOT, 'projections/dist/check-main.js');

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

// `npm run check:read-models` (the built script, as its own process) against a shop whose orders went
// through the real API, worker and projections runner; then the same check started by an admin
// and run by the worker.
describe('the read-model check', () => {
  let world: CheckoutWorld;

  beforeAll(async () => {
    world = await checkoutWorld('read_model_check');
    // The worker and the projections runner beat once they run (a busy machine takes them a while to start).
    await eventually(async () => expect((await world.t.http().get('/api/health')).status).toBe(200), 60_000, 200);
  }, 90_000);
  afterAll(() => world?.close());

  const check = (): Promise<Outcome> =>
    promisify(execFile)(process.execPath, [CHECK], { env: { ...process.env, DATABASE_URL: world.t.database.url, LOG_LEVEL: 'warn' } }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: Outcome) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );
  const latestRun = async () =>
    (await world.t.database.pool.query('SELECT status, source, difference_count::int AS "differenceCount" FROM read_model_checks ORDER BY id DESC LIMIT 1'))
      .rows[0];

  it('finds every read model where the events put it, while shoppers keep checking out', async () => {
    for (let n = 0; n < 3; n++) await world.paidOrder();
    await world.placeOrder(await world.shopper()); // one left unpaid

    // Orders the live read models take in while the check runs are no difference.
    let shopping = true;
    let placedMeanwhile = 0;
    const shopper = await world.shopper();
    const shopping$ = (async () => {
      while (shopping) {
        await world.paidOrder(shopper);
        placedMeanwhile++;
      }
    })();
    const outcome = await check();
    shopping = false;
    await shopping$;

    expect(outcome.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(/^0 differences: the read models agree with the events \([\d,]+ events read, [\d,]+ rows compared in \d+ tables, [\d.]+ s\)$/),
    ]);
    expect(outcome.code).toBe(0);
    expect(outcome.stderr).toMatch(/^Rebuilding: /m); // progress, as plain lines away from a terminal
    expect(await latestRun()).toEqual({ status: 'passed', source: 'cli', differenceCount: 0 });
    process.stdout.write(`read-model check: ${placedMeanwhile} orders paid while it ran; ${outcome.stdout}`);
  }, 120_000);

  it('names exactly the row an UPDATE behind the projection’s back put wrong, with both values, and nothing else', async () => {
    const { orderId } = await world.paidOrder();
    const {
      rows: [row],
    } = await world.t.database.pool.query<{ wrong: string; right: string }>(
      'UPDATE orders SET total_amount = total_amount + 1 WHERE id = $1 RETURNING total_amount::text AS wrong, (total_amount - 1)::text AS right',
      [orderId],
    );

    const outcome = await check();

    expect(outcome.stdout.trim().split('\n')).toEqual([
      `orders id=${orderId}: total_amount live ${Number(row!.wrong)}, rebuilt ${Number(row!.right)}`,
      expect.stringMatching(/^1 difference \([\d,]+ events read, /),
    ]);
    expect(outcome.code).toBe(1);
    expect(await latestRun()).toEqual({ status: 'failed', source: 'cli', differenceCount: 1 });
  }, 60_000);

  it('runs in the worker when an admin starts it from the console, and keeps what it found', async () => {
    const { rows } = await world.t.database.pool.query<{ id: string; wrong: number; right: number }>(
      "SELECT id, total_amount::float8 AS wrong, (view->>'totalAmount')::float8 AS right FROM orders WHERE total_amount <> (view->>'totalAmount')::numeric",
    );
    expect(rows).toHaveLength(1); // the row the last test put wrong
    const admin = { authorization: `Bearer ${await world.t.adminToken()}` };
    const run = async () => {
      const started = await world.t.http().post('/api/admin/read-model-checks').set(admin).send({}).expect(202);
      return eventually(
        async () => {
          const { body } = await world.t.http().get(`/api/admin/read-model-checks/${started.body.id}`).set(admin).expect(200);
          expect(body.status).not.toBe('running');
          return body;
        },
        60_000,
        200,
      );
    };

    const failed = await run();
    expect(failed).toMatchObject({ status: 'failed', source: 'console', differenceCount: 1, error: null });
    expect(failed.differences).toEqual([
      { table: 'orders', key: { id: rows[0]!.id }, kind: 'changed', column: 'total_amount', live: rows[0]!.wrong, rebuilt: rows[0]!.right },
    ]);
    expect(failed.eventsRead).toBeGreaterThan(0);
    expect(failed.rowsCompared).toBeGreaterThan(0);

    await world.t.database.pool.query('UPDATE orders SET total_amount = total_amount - 1 WHERE id = $1', [rows[0]!.id]);
    expect(await run()).toMatchObject({ status: 'passed', differenceCount: 0, differences: [] });
  }, 120_000);
});
