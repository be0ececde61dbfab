import type { Order, StaffOrder } from '@petshop/contract';
import type pg from 'pg';
import type { SortOrder } from '../http/list-params.js';
import { containing } from '../../platform/database/like.js';

type Db = Pick<pg.Pool, 'query'>;

/** The console's order record (the contract's StaffOrder): the Order with react-admin's `id` and who placed it. */
export type OrderRecord = StaffOrder;

export const ORDER_SORT_FIELDS = ['id', 'createdAt', 'totalAmount', 'orderNumber', 'orderStatus', 'paymentStatus'] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

/** The read model's column for each sortable field: only these names ever reach the SQL text. */
const COLUMN: Record<OrderSortField, string> = {
  id: 'id',
  createdAt: 'created_at',
  totalAmount: 'total_amount',
  orderNumber: 'order_number',
  orderStatus: 'status',
  paymentStatus: 'payment_status',
};

export interface OrderRecordsFilter {
  /** A piece of the order number, customer name or email, any case. */
  q?: string;
  orderStatus?: Order['orderStatus'];
  paymentStatus?: Order['paymentStatus'];
  /** Placed at or after this instant. */
  since?: Date;
  /** Placed strictly before this instant. */
  before?: Date;
  /** One customer's orders (a customer's page in the console). */
  customerId?: string;
}

const RECORD = `view || jsonb_build_object('id', id, 'customerName', customer_name, 'customerEmail', customer_email)`;
const WHERE = `($1::text IS NULL OR search_text LIKE $1) AND ($2::text IS NULL OR status = $2) AND ($3::text IS NULL OR payment_status = $3)
  AND ($4::timestamptz IS NULL OR created_at >= $4) AND ($5::timestamptz IS NULL OR created_at < $5)
  AND ($6::text IS NULL OR customer_id = $6)`;

/** A page of the orders read model for the console, with the number of orders the filter matches. */
export async function orderRecords(
  db: Db,
  filter: OrderRecordsFilter,
  sort: [OrderSortField, SortOrder],
  page: { offset: number; limit: number },
): Promise<{ records: OrderRecord[]; total: number }> {
  const q = filter.q?.trim() ? containing(filter.q.trim().toLowerCase()) : null;
  const values = [q, filter.orderStatus ?? null, filter.paymentStatus ?? null, filter.since ?? null, filter.before ?? null, filter.customerId ?? null];
  const direction = sort[1] === 'ASC' ? 'ASC' : 'DESC';
  const [counted, listed] = await Promise.all([
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM orders WHERE ${WHERE}`, values),
    db.query<{ record: OrderRecord }>(
      `SELECT ${RECORD} AS record FROM orders WHERE ${WHERE} ORDER BY ${COLUMN[sort[0]]} ${direction}, id ${direction} OFFSET $7 LIMIT $8`,
      [...values, page.offset, page.limit],
    ),
  ]);
  return { records: listed.rows.map((row) => row.record), total: counted.rows[0]?.total ?? 0 };
}
