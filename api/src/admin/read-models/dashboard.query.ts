import type { Dashboard, OrderStatus } from '@petshop/contract';
import { ORDER_STATUSES, RETURN_STATUSES, returnTransitions } from '@petshop/contract/moves';
import type pg from 'pg';
import { staffOrderRecords } from '../../ordering/index.js';

type Db = Pick<pg.Pool, 'query'>;

/** A return still in staff's hands: one with a move left (neither refunded nor rejected). */
const OPEN_RETURN_STATUSES = RETURN_STATUSES.filter((status) => returnTransitions[status].length > 0);
const DAYS = 30;

/** The dashboard's figures from the read models (the contract's Dashboard but the queue's and alerts' counts). Days and months are UTC. */
export type ReadModelFigures = Omit<Dashboard, 'failedJobs' | 'openAlerts'>;

const REVENUE = 'round(coalesce(sum(amount_paid - amount_refunded), 0), 2)::float8';

export async function dashboardFigures(db: Db, now: Date): Promise<ReadModelFigures> {
  const today = now.toISOString().slice(0, 10);
  const dayStart = new Date(`${today}T00:00:00Z`);
  const monthStart = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  const [totals, byStatus, perDay, goal, returns, latest] = await Promise.all([
    db.query<{ orders_today: number; orders_month: number; revenue_today: number; revenue_month: number; payments_pending: number }>(
      `SELECT count(*) FILTER (WHERE created_at >= $1)::int AS orders_today,
              count(*) FILTER (WHERE created_at >= $2)::int AS orders_month,
              round(coalesce(sum(amount_paid - amount_refunded) FILTER (WHERE created_at >= $1), 0), 2)::float8 AS revenue_today,
              round(coalesce(sum(amount_paid - amount_refunded) FILTER (WHERE created_at >= $2), 0), 2)::float8 AS revenue_month,
              count(*) FILTER (WHERE payment_status = 'pending' AND status <> 'cancelled')::int AS payments_pending
       FROM orders`,
      [dayStart, monthStart],
    ),
    db.query<{ status: OrderStatus; count: number }>('SELECT status, count(*)::int AS count FROM orders GROUP BY status'),
    db.query<{ date: string; revenue: number; orders: number }>(
      `SELECT to_char(day AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date, ${REVENUE} AS revenue, count(id)::int AS orders
       FROM generate_series(($1::date - ${DAYS - 1})::timestamp AT TIME ZONE 'UTC', $1::timestamp AT TIME ZONE 'UTC', interval '1 day') AS day
       LEFT JOIN orders ON created_at >= day AND created_at < day + interval '1 day'
       GROUP BY day ORDER BY day`,
      [today],
    ),
    db.query<{ goal: number }>(`SELECT monthly_order_goal AS goal FROM settings WHERE id = 'store'`),
    db.query<{ open: number }>('SELECT count(*)::int AS open FROM returns WHERE status = ANY($1)', [OPEN_RETURN_STATUSES]),
    staffOrderRecords.page(db, { filter: {}, sort: ['createdAt', 'DESC'], offset: 0, limit: 5 }),
  ]);
  const row = totals.rows[0]!;
  const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const { status, count } of byStatus.rows) ordersByStatus[status] = count;
  const monthlyGoal = goal.rows[0]?.goal ?? 0;
  return {
    ordersToday: row.orders_today,
    ordersThisMonth: row.orders_month,
    revenueToday: row.revenue_today,
    revenueThisMonth: row.revenue_month,
    monthlyOrderGoal: {
      goal: monthlyGoal,
      ordersThisMonth: row.orders_month,
      percent: monthlyGoal > 0 ? Math.round((row.orders_month / monthlyGoal) * 100) : 0,
    },
    ordersByStatus,
    paymentsPending: row.payments_pending,
    returnsOpen: returns.rows[0]?.open ?? 0,
    revenuePerDay: perDay.rows,
    latestOrders: latest.records,
  };
}
