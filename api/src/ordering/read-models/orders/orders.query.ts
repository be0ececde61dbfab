import type pg from 'pg';
import type { OrderView } from '../order-view.js';
import { pagedList, sql } from '../../../platform/database/paged-list.js';
import { ORDER_VIEW_SQL } from '../../checkout/shipping-addresses.js';
import { orderSearch } from './staff-order-records.query.js';

type Db = Pick<pg.Pool, 'query'>;

/** Lists are capped (the contract): a larger `limit` is read as this. */
export const MAX_ORDERS_PAGE = 100;

export interface StaffOrdersFilter {
  page?: number;
  limit?: number;
  /** A piece of an order number, customer name or email, any case. */
  search?: string | null;
  status?: string | null;
}

export interface StaffOrdersPage {
  data: OrderView[];
  pagination: { page: number; limit: number; totalPages: number; totalOrders: number };
}

/** The orders of the customers $1 (text[]), each customer's as a JSON array, newest first. */
export const CUSTOMERS_ORDERS = `SELECT o.customer_id, jsonb_agg(${ORDER_VIEW_SQL} ORDER BY o.created_at DESC, o.id DESC)::text AS orders
  FROM orders o WHERE o.customer_id = ANY($1::text[]) GROUP BY o.customer_id`;

/**
 * Shoppers' orders, unpaid and cancelled ones too, newest first, each shopper's as a JSON array built
 * by Postgres (the views are stored as JSON, so they pass through without being parsed and written
 * again), for many shoppers in one statement; a shopper with no orders is not in the map.
 */
export async function customersOrdersJson(db: Db, customerIds: readonly string[]): Promise<Map<string, string>> {
  const { rows } = await db.query<{ customer_id: string; orders: string }>({ name: 'customers-orders', text: CUSTOMERS_ORDERS, values: [customerIds] });
  return new Map(rows.map((row) => [row.customer_id, row.orders]));
}

/** One order; with `customerId`, only if it is that customer's (an order not yours is unknown to you). */
export async function orderView(db: Db, orderId: string, options: { customerId?: string } = {}): Promise<OrderView | null> {
  const { rows } = await db.query<{ view: OrderView }>(
    `SELECT ${ORDER_VIEW_SQL} AS view FROM orders o WHERE o.id = $1 AND ($2::text IS NULL OR o.customer_id = $2)`,
    [orderId, options.customerId ?? null],
  );
  return rows[0]?.view ?? null;
}

/** The orders as the shopper sees them, for the staff's list at GET /api/orders. */
const orderViews = pagedList({
  from: 'orders o',
  countFrom: 'orders o',
  columns: `${ORDER_VIEW_SQL} AS view`,
  record: (row: { view: OrderView }) => row.view,
  filters: { search: orderSearch, status: (status: string) => (status ? sql`o.status = ${status}` : undefined) },
  sorts: { id: 'o.id', createdAt: 'o.created_at' },
});

/** The staff list: newest first, filtered by status and by a substring of the order number, name or email. */
export async function staffOrders(db: Db, filter: StaffOrdersFilter): Promise<StaffOrdersPage> {
  const { page, limit } = pageOf(filter);
  const { search, status } = filter;
  const { records, total } = await orderViews.page(db, {
    filter: { search: search ?? undefined, status: status ?? undefined },
    sort: ['createdAt', 'DESC'],
    offset: (page - 1) * limit,
    limit,
  });
  return { data: records, pagination: { page, limit, totalPages: Math.ceil(total / limit), totalOrders: total } };
}

/** Page 1 and 10 a page unless asked otherwise; nonsense reads as the default, too much as the cap. */
function pageOf({ page, limit }: { page?: number; limit?: number }, max = MAX_ORDERS_PAGE): { page: number; limit: number } {
  const whole = (value: number | undefined, fallback: number) => (value !== undefined && Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback);
  return { page: whole(page, 1), limit: Math.min(whole(limit, 10), max) };
}
