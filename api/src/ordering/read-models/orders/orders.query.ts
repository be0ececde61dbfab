import type pg from 'pg';
import type { OrderView } from '../../order-view.js';
import { containing } from '../../../platform/database/like.js';

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

/**
 * The shopper's orders, unpaid and cancelled ones too, newest first, as a JSON array built by
 * Postgres: the views are stored as JSON, so they pass through without being parsed and written again.
 */
export async function userOrdersJson(db: Db, customerId: string): Promise<string> {
  const { rows } = await db.query<{ orders: string }>({
    name: 'user-orders',
    text: `SELECT coalesce(jsonb_agg(view ORDER BY created_at DESC, id DESC), '[]')::text AS orders FROM orders WHERE customer_id = $1`,
    values: [customerId],
  });
  return rows[0]!.orders;
}

/** One order; with `customerId`, only if it is that customer's (an order not yours is unknown to you). */
export async function orderView(db: Db, orderId: string, options: { customerId?: string } = {}): Promise<OrderView | null> {
  const { rows } = await db.query<{ view: OrderView }>('SELECT view FROM orders WHERE id = $1 AND ($2::text IS NULL OR customer_id = $2)', [
    orderId,
    options.customerId ?? null,
  ]);
  return rows[0]?.view ?? null;
}

/** The staff list: newest first, filtered by status and by a substring of the order number, name or email. */
export async function staffOrders(db: Db, filter: StaffOrdersFilter): Promise<StaffOrdersPage> {
  const { page, limit } = pageOf(filter);
  const search = filter.search?.trim() ? containing(filter.search.trim().toLowerCase()) : null;
  const where = `($1::text IS NULL OR search_text LIKE $1) AND ($2::text IS NULL OR status = $2)`;
  const filters = [search, filter.status || null];
  const [counted, listed] = await Promise.all([
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM orders WHERE ${where}`, filters),
    db.query<{ view: OrderView }>(`SELECT view FROM orders WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`, [
      ...filters,
      limit,
      (page - 1) * limit,
    ]),
  ]);
  const totalOrders = counted.rows[0]?.total ?? 0;
  return { data: listed.rows.map((row) => row.view), pagination: { page, limit, totalPages: Math.ceil(totalOrders / limit), totalOrders } };
}

/** Page 1 and 10 a page unless asked otherwise; nonsense reads as the default, too much as the cap. */
function pageOf({ page, limit }: { page?: number; limit?: number }, max = MAX_ORDERS_PAGE): { page: number; limit: number } {
  const whole = (value: number | undefined, fallback: number) => (value !== undefined && Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback);
  return { page: whole(page, 1), limit: Math.min(whole(limit, 10), max) };
}

/** A shopper's text is matched literally: `%` and `_` in it are not wildcards. */
