import { randomUUID } from 'node:crypto';
import { dashboardSchema } from '@petshop/contract';
import { Queue, Worker } from 'bullmq';
import { captured, collar, kibble, moved, placed, processed, refund } from '../../ordering/testing/order-events.fixture.js';
import { raiseAlert } from '../../platform/alerts/alerts.js';
import { PAYMENTS_QUEUE, redisConnection } from '../../platform/queues/jobs.js';
import { eventually } from '../../platform/testing/eventually.js';
import { adminWorld, type AdminWorld } from './admin-world.fixture.js';

const o = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const DAY_MS = 86_400_000;
const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10);

describe('GET /api/admin/dashboard', () => {
  let w: AdminWorld;
  let admin: string;
  const now = Date.now();
  const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();
  const yesterdayThisMonth = dateOf(now - DAY_MS).slice(0, 7) === dateOf(now).slice(0, 7);

  beforeAll(async () => {
    w = await adminWorld('admin_dashboard');
    admin = await w.t.adminToken();
    // Today: one paid with 349 of its 2948 refunded, one waiting for its payment, one cancelled unpaid.
    await w.record(o(1), [
      placed({ orderId: o(1), orderNumber: 'PS-1', at: at(-3000) }),
      captured(o(1), 2948),
      refund('k-1', 349, 'order_cancelled', 0),
      processed('k-1', 349, 1),
    ]);
    await w.record(o(2), [placed({ orderId: o(2), orderNumber: 'PS-2', lines: [collar], at: at(-2000) })]);
    // The orders name their shopper by id; the name and email shown are the account's.
    const asha = randomUUID();
    await w.t.database.pool.query(
      `INSERT INTO users (id, first_name, last_name, email, password_hash, role) VALUES ($1, 'Asha', 'Rao', 'asha@example.in', 'x', 'customer')`,
      [asha],
    );
    await w.record(o(3), [
      placed({ orderId: o(3), orderNumber: 'PS-3', lines: [collar], at: at(-1000), customer: { _id: asha } }),
      { type: 'OrderCancelled', data: { from: 'placed', reason: 'payment_timeout', note: null, at: at(-500) } },
    ]);
    // Yesterday, paid and processing; and 40 days ago, paid: outside the month and the 30 days.
    await w.record(o(4), [
      placed({ orderId: o(4), orderNumber: 'PS-4', lines: [kibble], at: at(-DAY_MS) }),
      captured(o(4), 2599),
      moved('placed', 'processing', 2),
    ]);
    await w.record(o(5), [placed({ orderId: o(5), orderNumber: 'PS-5', lines: [kibble], at: at(-40 * DAY_MS) }), captured(o(5), 2599)]);
    await w.t.database.pool.query(
      `INSERT INTO returns (id, return_number, customer_id, status, view, created_at, updated_at, revision)
       VALUES ('r-1', 'RET-1', 'u-1', 'requested', '{}', now(), now(), 0), ('r-2', 'RET-2', 'u-1', 'refunded', '{}', now(), now(), 0)`,
    );
    await raiseAlert(w.t.database.pool, { key: 'refund:k-9', kind: 'refund', orderId: o(1), message: 'Gateway timeout' });
    await eventually(async () => expect((await w.get('/api/admin/orders', admin).expect(200)).body).toHaveLength(5));
  });
  afterAll(() => w.close());

  it('answers the figures from the read models', async () => {
    const { body } = await w.get('/api/admin/dashboard', admin).expect(200);
    expect(dashboardSchema.strict().parse(body)).toEqual(body);
    const ordersThisMonth = yesterdayThisMonth ? 4 : 3;
    expect(body).toMatchObject({
      ordersToday: 3,
      ordersThisMonth,
      revenueToday: 2599,
      revenueThisMonth: yesterdayThisMonth ? 5198 : 2599,
      monthlyOrderGoal: { goal: 100, ordersThisMonth, percent: ordersThisMonth },
      ordersByStatus: { placed: 3, processing: 1, shipped: 0, delivered: 0, cancelled: 1, return: 0 },
      paymentsPending: 1,
      returnsOpen: 1,
      failedJobs: 0,
      openAlerts: 1,
    });
    expect(body.latestOrders.map((order: { orderNumber: string; id: string }) => order.orderNumber)).toEqual(['PS-3', 'PS-2', 'PS-1', 'PS-4', 'PS-5']);
    expect(body.latestOrders[0]).toMatchObject({ id: o(3), customerName: 'Asha Rao', customerEmail: 'asha@example.in' });
  });

  it('gives the revenue of each of the last 30 UTC days, zero-filled, today last', async () => {
    const { revenuePerDay } = (await w.get('/api/admin/dashboard', admin).expect(200)).body;
    expect(revenuePerDay).toHaveLength(30);
    expect(revenuePerDay[0].date).toBe(dateOf(now - 29 * DAY_MS));
    expect(revenuePerDay.at(-1)).toEqual({ date: dateOf(now), revenue: 2599, orders: 3 });
    expect(revenuePerDay.at(-2)).toEqual({ date: dateOf(now - DAY_MS), revenue: 2599, orders: 1 });
    expect(revenuePerDay.slice(0, -2).every((day: { revenue: number; orders: number }) => day.revenue === 0 && day.orders === 0)).toBe(true);
  });

  it('counts the jobs that failed after all their attempts', async () => {
    const connection = redisConnection(w.t.config);
    const queue = new Queue(PAYMENTS_QUEUE, { connection, prefix: w.t.config.REDIS_PREFIX });
    const worker = new Worker(
      PAYMENTS_QUEUE,
      async () => {
        throw new Error('Gateway timeout');
      },
      { connection, prefix: w.t.config.REDIS_PREFIX },
    );
    try {
      await queue.add('refund', {}, { jobId: 'refund-k-9', attempts: 1 });
      await eventually(async () => expect((await w.get('/api/admin/dashboard', admin).expect(200)).body.failedJobs).toBe(1));
    } finally {
      await worker.close();
      await queue.close();
    }
  });

  it('is for staff and admins: no token 401, a customer 403', async () => {
    expect((await w.t.http().get('/api/admin/dashboard').expect(401)).body.status).toBe(false);
    const shopper = (await w.t.customer()).token;
    expect((await w.get('/api/admin/dashboard', shopper).expect(403)).body.status).toBe(false);
  });
});
