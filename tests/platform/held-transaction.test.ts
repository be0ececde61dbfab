import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { parseExposition, sumOf } from '../../api/src/platform/testing/exposition.js';
import { eventually, freePort } from '../support/processes.js';
import { shopperApi } from '../support/shopper-api.js';
import { type SupervisedShop, startSupervisedShop } from '../support/supervised-shop.js';

const TOKEN = `metrics-${randomBytes(12).toString('hex')}`;
/** Past the 30 s stall, so that health's 503 and the staff's alert come first: then Postgres ends the session. */
const IDLE_TRANSACTION_TIMEOUT_SECONDS = 50;

/**
 * A person's psql session left idle in a write transaction on the shop's database, while a
 * shopper checks out under npm start's supervisor: health names it, /metrics and the staff's
 * alerts show it, health answers 503 past the stall, Postgres ends the session after
 * IDLE_TRANSACTION_TIMEOUT_SECONDS (which the API set on the database as it started), and then
 * the shop catches up: the order placed meanwhile is in the shopper's list, the alert resolved.
 */
describe('a transaction left open in the shop’s database', () => {
  let shop: SupervisedShop;
  let psql: ChildProcessWithoutNullStreams | undefined;
  beforeAll(async () => {
    const [workerPort, projectionsPort, mailerPort] = [await freePort(), await freePort(), await freePort()];
    shop = await startSupervisedShop('held_transaction', {
      IDLE_TRANSACTION_TIMEOUT_SECONDS: String(IDLE_TRANSACTION_TIMEOUT_SECONDS),
      METRICS_TOKEN: TOKEN,
      WORKER_METRICS_PORT: String(workerPort),
      PROJECTIONS_METRICS_PORT: String(projectionsPort),
      MAILER_METRICS_PORT: String(mailerPort),
    });
  });
  afterAll(async () => {
    psql?.kill();
    await shop?.stop();
  });

  const health = async () => {
    const response = await fetch(`${shop.base}/api/health`);
    return { status: response.status, body: await response.json() };
  };
  const heldBackGauge = async () => {
    const response = await fetch(`${shop.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    return sumOf(parseExposition(await response.text()), 'petshop_events_held_back_seconds');
  };

  it('is named by health, metrics and the alerts, answers 503 past the stall, and is ended by Postgres; then the shop catches up', async () => {
    const api = shopperApi(shop.base, shop.sandboxUrl);
    const shopper = await api.shopperWithCart(true);
    const staff = await api.staffAuth();
    const transactionAlerts = async () =>
      (await api.call('GET', `/admin/alerts?filter=${encodeURIComponent(JSON.stringify({ kind: 'transaction', open: false }))}`, staff)) as {
        message: string;
        resolvedAt: string | null;
      }[];

    // As a person would: psql, BEGIN, a statement that takes a transaction id, and then nothing.
    psql = spawn('psql', ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', shop.database.url]);
    let printed = '';
    psql.stdout.on('data', (chunk) => (printed += chunk));
    psql.stderr.on('data', (chunk) => (printed += chunk));
    // 'close', not 'exit': psql prints why its session ended as it exits, and those lines may still wait in the pipe at 'exit'.
    const exited = new Promise<number | null>((resolve) => psql!.once('close', resolve));
    psql.stdin.write("BEGIN;\nSELECT pg_backend_pid(), current_setting('idle_in_transaction_session_timeout'), pg_current_xact_id();\n");
    const [pid, timeout] = await eventually(() => {
      expect(printed).toMatch(/^\d+\|/m);
      return printed.match(/^(\d+)\|([^|]*)\|/m)!.slice(1);
    }, 30_000);
    // The API set the timeout on the database as it started (a test database is a copy, which comes without it).
    expect(timeout).toBe(`${IDLE_TRANSACTION_TIMEOUT_SECONDS}s`);

    // The shopper checks out meanwhile: every event it writes is held back.
    const { orderId } = await api.paidOrder(shopper);

    const named = await eventually(
      async () => {
        const { body } = await health();
        expect(body.heldTransactions.transactions).toHaveLength(1);
        return body.heldTransactions;
      },
      20_000,
      250,
    );
    expect(named.transactions[0]).toEqual({
      pid: Number(pid),
      transactionId: expect.any(String),
      applicationName: 'psql',
      clientAddress: '127.0.0.1',
      state: 'idle in transaction',
      ageSeconds: expect.any(Number),
      query: expect.stringContaining('pg_current_xact_id()'),
    });
    expect(named.eventsHeldForSeconds).toBeGreaterThanOrEqual(5);
    expect(await heldBackGauge()).toBeGreaterThanOrEqual(5);
    // Held back, the order is not in the shopper's list, though the projections' lag says all is applied:
    // waited for, as the runner may still be applying what was written before the transaction began.
    expect((await api.call('GET', '/orders/user-orders', shopper.auth)).data).toEqual([]);
    await eventually(async () =>
      expect((await health()).body.projections.lag.every((projection: { behindEvents: number }) => projection.behindEvents === 0)).toBe(true),
    );

    const stalled = await eventually(
      async () => {
        const answer = await health();
        expect(answer.status).toBe(503);
        return answer.body;
      },
      40_000,
      500,
    );
    expect(stalled).toMatchObject({ status: false, down: ['heldTransactions'], heldTransactions: { ok: false } });
    expect(stalled.message).toMatch(
      new RegExp(
        `^A transaction left open in the shop's database has held back every event written for \\d+ s: pid ${pid} \\(psql from 127\\.0\\.0\\.1, idle in transaction`,
      ),
    );
    const [alert] = await eventually(
      async () => {
        const alerts = await transactionAlerts();
        expect(alerts).toEqual([expect.objectContaining({ resolvedAt: null })]);
        return alerts;
      },
      15_000,
      500,
    );
    expect(alert!.message).toContain(`pid ${pid} (psql from 127.0.0.1`);

    // Nobody comes back to the session: Postgres ends it; psql hears so at its next statement.
    await eventually(
      async () => expect((await shop.database.pool.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [Number(pid)])).rows).toEqual([]),
      IDLE_TRANSACTION_TIMEOUT_SECONDS * 1_000 + 15_000,
      500,
    );
    psql.stdin.end('SELECT 1;\n');
    expect(await exited).not.toBe(0);
    expect(printed).toMatch(/terminating connection due to idle-in-transaction timeout/);

    // Everything catches up: the order placed meanwhile is in the shopper's list, paid; health, the gauge and the alert say so.
    await eventually(
      async () => {
        const { data } = await api.call('GET', '/orders/user-orders', shopper.auth);
        expect(data).toEqual([expect.objectContaining({ _id: orderId, paymentStatus: 'paid' })]);
        const { status, body } = await health();
        expect(status).toBe(200);
        expect(body.heldTransactions).toEqual({ ok: true, eventsHeldForSeconds: 0, transactions: [] });
        expect(body.projections.lag.every((projection: { behindEvents: number }) => projection.behindEvents === 0)).toBe(true);
        expect(await heldBackGauge()).toBe(0);
        expect(await transactionAlerts()).toEqual([expect.objectContaining({ resolvedAt: expect.any(String) })]);
      },
      30_000,
      500,
    );
    // A bound, not a measurement: the stall, the timeout and the catching up, on a shared 2-core machine.
  }, 180_000);
});
