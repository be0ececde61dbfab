import { type Operations, type OperationsPoint, operationsSchema } from '@petshop/contract';
import { placed } from '../../ordering/testing/order-events.fixture.js';
import type { OrderEvent } from '../../ordering/events.js';
import { adminWorld, type AdminWorld } from '../../admin/http/admin-world.fixture.js';
import { raiseAlert, resolveAlert } from '../../platform/alerts/alerts.js';
import { bucketOf } from '../../platform/metrics/latency-buckets.js';
import { MinuteLatency } from '../../platform/metrics/request-latency.js';
import { claimSampleMinute, minuteOf, pruneOperationsFigures, sampleName, writeSamples } from '../../platform/operations/ops-samples.js';
import { eventually } from '../../platform/testing/eventually.js';
import { LatencyFlusher } from '../../platform/operations/latency-flusher.js';

const MINUTE = 60_000;
const o = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const CREATE = 'POST /api/orders/create';

// Given orders, mails, alerts, latencies counted by two API instances and a worker's samples, at
// known minutes before now; then the hour's and the day's series and the figures now, as admins read them.
describe('GET /api/admin/operations', () => {
  let w: AdminWorld;
  let admin: string;
  let staff: string;
  // Whole minutes, so the seeded figures fall in known steps whatever the second.
  const thisMinute = minuteOf(new Date()).getTime();
  const minutesAgo = (minutes: number, seconds = 10) => new Date(thisMinute - minutes * MINUTE + seconds * 1000);
  const iso = (minutes: number, seconds = 10) => minutesAgo(minutes, seconds).toISOString();

  const operations = async (window: 'hour' | 'day', token = admin): Promise<Operations> => {
    const { body } = await w.get(`/api/admin/operations?window=${window}`, token).expect(200);
    expect(operationsSchema.strict().parse(body)).toEqual(body);
    return body;
  };
  const stepAt = (body: Operations, at: Date): OperationsPoint => {
    const step = body.stepSeconds * 1000;
    const found = body.points.find((point) => point.at === new Date(at.getTime() - (at.getTime() % step)).toISOString());
    if (!found) throw new Error(`no step holds ${at.toISOString()}`);
    return found;
  };
  const total = (body: Operations, pick: (point: OperationsPoint) => number) => body.points.reduce((sum, point) => sum + pick(point), 0);
  const now = (body: Operations, key: string) => body.current.find((figure) => figure.key === key);

  beforeAll(async () => {
    w = await adminWorld('operations');
    admin = await w.t.adminToken();
    staff = (await w.t.staff()).token;

    const captured = (id: string, amount: number, at: string): OrderEvent => ({
      type: 'PaymentCaptured',
      data: { paymentId: `pay_${id}`, razorpayOrderId: `order_rzp_${id}`, amount, source: 'verify', at },
    });
    // Five minutes ago: placed, paid a minute later. Three minutes ago: declined, then given up.
    // Two hours ago (in the day, not the hour): placed and paid.
    await w.record(o(1), [placed({ orderId: o(1), at: iso(5) }), captured(o(1), 2948, iso(4))]);
    await w.record(o(2), [
      placed({ orderId: o(2), at: iso(3) }),
      {
        type: 'PaymentFailed',
        data: {
          razorpayOrderId: `order_rzp_${o(2)}`,
          paymentId: 'pay_x',
          code: 'BAD_REQUEST_ERROR',
          description: 'Card declined',
          source: 'verify',
          at: iso(3, 40),
        },
      },
      { type: 'OrderCancelled', data: { from: 'placed', reason: 'payment_timeout', note: null, at: iso(2) } },
    ]);
    await w.record(o(3), [placed({ orderId: o(3), at: iso(120) }), captured(o(3), 2948, iso(119))]);

    const mail = (key: string, status: string, sentAt: Date | null) =>
      w.t.database.pool.query(
        `INSERT INTO mail_outbox (key, template, recipient, subject, data, status, sent_at) VALUES ($1, 'order-confirmed', 'asha@example.in', 'Hi', '{}', $2, $3)`,
        [key, status, sentAt],
      );
    await mail('event:m1:order-confirmed', 'sent', minutesAgo(4));
    await mail('event:m2:order-confirmed', 'sent', minutesAgo(4, 40));
    await mail('event:m3:order-confirmed', 'failed', null);

    await raiseAlert(w.t.database.pool, { key: 'refund:k-1', kind: 'refund', orderId: o(1), message: 'Gateway timeout' });
    await raiseAlert(w.t.database.pool, { key: 'refund:k-2', kind: 'refund', orderId: o(1), message: 'Gateway timeout' });
    await resolveAlert(w.t.database.pool, 'refund:k-2');

    // Two API instances count the same minute's checkouts; their flushes add up.
    const first = new MinuteLatency();
    const second = new MinuteLatency();
    const when = minutesAgo(1).getTime();
    for (const ms of [41, 42, 45]) first.add('POST /api/orders/create', bucketOf(ms), when);
    second.add('POST /api/orders/create', bucketOf(44), when);
    second.add('POST /api/orders/create', bucketOf(2500), when);
    second.add('POST /api/orders/verify-payment', bucketOf(300), when);
    second.add('GET /api/orders/create', bucketOf(9), when); // not a watched route: ignored
    second.add('POST /api/products', bucketOf(9), when);
    await Promise.all([first.flush(w.t.database.pool), second.flush(w.t.database.pool)]);
    await first.flush(w.t.database.pool); // nothing new: adds nothing

    // The worker's samples this minute, and a sample from three days ago the prune drops.
    expect(await claimSampleMinute(w.t.database.pool, minutesAgo(0, 0))).toBe(true);
    expect(await claimSampleMinute(w.t.database.pool, minutesAgo(0, 0))).toBe(false);
    await writeSamples(w.t.database.pool, minutesAgo(0, 0), {
      [sampleName.projectionLagSeconds('orders')]: 2.5,
      [sampleName.projectionLagSeconds('order-history')]: 45,
      [sampleName.queueDepth('payments')]: 4,
      [sampleName.failedJobs('payments')]: 1,
      [sampleName.mailsFailing]: 1,
    });
    await writeSamples(w.t.database.pool, minutesAgo(0, 0), { [sampleName.queueDepth('payments')]: 400 }); // a second writer: kept out
    await writeSamples(w.t.database.pool, minutesAgo(3 * 24 * 60, 0), { [sampleName.mailsFailing]: 7 });
    await pruneOperationsFigures(w.t.database.pool);

    await eventually(async () => expect((await w.get('/api/admin/orders', admin).expect(200)).body).toHaveLength(3));
    await eventually(async () => {
      // Both paid orders, the declined payment and the cancellation are in the status history.
      const { rows } = await w.t.database.pool.query(`SELECT count(*)::int AS n FROM order_status_history WHERE "to" IN ('paid', 'failed', 'cancelled')`);
      expect(rows[0].n).toBe(4);
    });
  });
  afterAll(() => w.close());

  it('answers the last hour in 60 one-minute steps, the current one last', async () => {
    const body = await operations('hour');
    expect(body).toMatchObject({
      window: 'hour',
      stepSeconds: 60,
      projections: ['orders', 'order-history', 'owed-refunds', 'issued-documents', 'returns', 'vouchers'],
      queues: ['payments', 'operations'],
    });
    expect(body.points).toHaveLength(60);
    expect(Date.parse(body.to) - Date.parse(body.from)).toBe(60 * MINUTE);
    expect(body.points.map((point) => Date.parse(point.at) - Date.parse(body.from))).toEqual(Array.from({ length: 60 }, (_, index) => index * MINUTE));
    expect(Date.parse(body.points.at(-1)!.at)).toBeGreaterThanOrEqual(thisMinute);
  });

  it('counts checkouts, revenue and payment outcomes in the minutes they happened', async () => {
    const body = await operations('hour');
    expect(stepAt(body, minutesAgo(5)).checkouts).toBe(1);
    expect(stepAt(body, minutesAgo(4))).toMatchObject({ paid: 1, revenue: 2948 });
    expect(stepAt(body, minutesAgo(3))).toMatchObject({ checkouts: 1, failed: 1 });
    expect(stepAt(body, minutesAgo(2)).cancelled).toBe(1);
    expect(total(body, (point) => point.checkouts)).toBe(2); // two hours ago is not in the hour
    expect(total(body, (point) => point.revenue)).toBe(2948);
    expect(total(body, (point) => point.paid + point.failed + point.cancelled)).toBe(3);
  });

  it('adds up the latency two API instances counted, and reads p50 and p99 from the buckets', async () => {
    const body = await operations('hour');
    const step = stepAt(body, minutesAgo(1));
    expect(step).toMatchObject({ createRequests: 5, verifyRequests: 1 });
    expect(step.createP50Ms).toBeGreaterThan(44 / 1.15);
    expect(step.createP50Ms).toBeLessThan(44 * 1.15);
    expect(step.createP99Ms).toBeGreaterThan(2500 / 1.15);
    expect(step.createP99Ms).toBeLessThan(2500 * 1.15);
    expect(step.verifyP50Ms).toBeGreaterThan(300 / 1.15);
    expect(step.verifyP50Ms).toBeLessThan(300 * 1.15);
    const { rows } = await w.t.database.pool.query(`SELECT count FROM ops_latency_minute WHERE route = $1 AND bucket = $2`, [CREATE, bucketOf(44)]);
    expect(rows.map((row) => Number(row.count))).toEqual([4]); // 41, 42 and 45 from one instance, 44 from the other
  });

  it('takes the worker samples of each minute, a second writer kept out and old ones pruned', async () => {
    const body = await operations('hour');
    expect(stepAt(body, minutesAgo(0))).toMatchObject({
      projectionLagSeconds: { orders: 2.5, 'order-history': 45, returns: null, vouchers: null },
      queueDepth: { payments: 4 },
      failedJobs: { payments: 1 },
      mailsFailing: 1,
    });
    expect(stepAt(body, minutesAgo(1))).toMatchObject({ projectionLagSeconds: { orders: null }, queueDepth: { payments: null }, mailsFailing: null });
    const { rows } = await w.t.database.pool.query(`SELECT count(*)::int AS n FROM ops_samples WHERE minute < now() - interval '2 days'`);
    expect(rows[0].n).toBe(0);
  });

  it('counts mails sent and alerts opened and resolved', async () => {
    const body = await operations('hour');
    expect(stepAt(body, minutesAgo(4)).mailsSent).toBe(2);
    expect(total(body, (point) => point.alertsOpened)).toBe(2);
    expect(total(body, (point) => point.alertsResolved)).toBe(1);
  });

  it('answers the last day in 96 fifteen-minute steps, summing counts and keeping the worst sample', async () => {
    const body = await operations('day');
    expect(body).toMatchObject({ window: 'day', stepSeconds: 900 });
    expect(body.points).toHaveLength(96);
    expect(Date.parse(body.to) - Date.parse(body.from)).toBe(24 * 60 * MINUTE);
    expect(Date.parse(body.from) % (15 * MINUTE)).toBe(0);
    expect(total(body, (point) => point.checkouts)).toBe(3);
    expect(total(body, (point) => point.revenue)).toBe(5896);
    expect(stepAt(body, minutesAgo(120)).checkouts).toBe(1);
    expect(total(body, (point) => point.createRequests)).toBe(5);
    expect(stepAt(body, minutesAgo(0)).projectionLagSeconds['order-history']).toBe(45);
  });

  it('judges each figure now against its bounds', async () => {
    const body = await operations('hour');
    expect(now(body, 'checkouts')).toMatchObject({ value: 2, status: 'ok', warnAt: null, badAt: null, over: 'last 15 minutes' });
    expect(now(body, 'revenue')).toMatchObject({ value: 2948, unit: 'rupees', status: 'ok' });
    expect(now(body, 'failed')).toMatchObject({ value: 1, status: 'ok', warnAt: 3, badAt: 10 });
    expect(now(body, 'createP99Ms')).toMatchObject({ status: 'warn', unit: 'ms', warnAt: 1500, badAt: 5000 });
    expect(now(body, 'createP50Ms')).toMatchObject({ status: 'ok' });
    expect(now(body, 'projectionLagSeconds')).toMatchObject({ value: 45, status: 'bad', note: 'Worst: order-history', over: 'latest sample' });
    expect(now(body, 'queueDepth')).toMatchObject({ value: 4, status: 'ok' });
    expect(now(body, 'failedJobs')).toMatchObject({ value: 1, status: 'warn' });
    expect(now(body, 'mailsFailing')).toMatchObject({ value: 1, status: 'warn', over: 'now' });
    expect(now(body, 'mailsSent')).toMatchObject({ value: 2, status: 'ok' });
    expect(now(body, 'openAlerts')).toMatchObject({ value: 1, status: 'warn' });
  });

  it("records the API's own answers to create through its access log, and writes them when flushed", async () => {
    const requests = async () => total(await operations('hour'), (point) => point.createRequests);
    const before = await requests();
    const shopper = (await w.t.customer()).token;
    await w.t.http().post('/api/orders/create').set('authorization', `Bearer ${shopper}`).send({}).expect(400);
    await w.t.app.get(LatencyFlusher).flush();
    expect(await requests()).toBe(before + 1);
  });

  it('is for admins: staff 403, a customer 403, no token 401, a bad window 400', async () => {
    expect((await w.get('/api/admin/operations', staff).expect(403)).body.status).toBe(false);
    expect((await w.get('/api/admin/operations', (await w.t.customer()).token).expect(403)).body.status).toBe(false);
    expect((await w.t.http().get('/api/admin/operations').expect(401)).body.status).toBe(false);
    const bad = await w.get('/api/admin/operations?window=week', admin).expect(400);
    expect(bad.body.status).toBe(false);
  });

  it("is in the OpenAPI document with its window and the contract's Operations answer", async () => {
    const document = (await w.t.http().get('/api/docs/openapi.json').expect(200)).body;
    const route = document.paths['/api/admin/operations'].get;
    expect(route.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(['window']);
    expect(route.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Operations' });
  });
});
