import type { ReturnStatus, StaffReturnDetails, StaffReturnRecord } from '@petshop/contract';
import type pg from 'pg';
import { containing } from '../../../platform/database/like.js';

type Db = Pick<pg.Pool, 'query'>;

export const STAFF_RETURN_SORT_FIELDS = ['id', 'createdAt', 'updatedAt', 'returnNumber', 'status'] as const;
export type StaffReturnSortField = (typeof STAFF_RETURN_SORT_FIELDS)[number];

/** The read model's column for each sortable field: only these names ever reach the SQL text. */
const COLUMN: Record<StaffReturnSortField, string> = {
  id: 'r.id',
  createdAt: 'r.created_at',
  updatedAt: 'r.updated_at',
  returnNumber: 'r.return_number',
  status: 'r.status',
};

// The shopper's names come from their account, which the console needs to find a return by; the
// return keeps only their id.
const RECORD = `r.view || jsonb_build_object('id', r.id, 'customer', jsonb_build_object('_id', r.customer_id,
  'firstName', coalesce(u.first_name, ''), 'lastName', coalesce(u.last_name, ''), 'email', coalesce(u.email, '')))`;
const FROM = `returns r LEFT JOIN users u ON u.id::text = r.customer_id`;
const WHERE = `($1::text IS NULL OR r.status = $1)
  AND ($2::text IS NULL OR lower(r.return_number || ' ' || coalesce(u.first_name || ' ' || u.last_name || ' ' || u.email, '')) LIKE $2)`;

export interface StaffReturnsQuery {
  status?: ReturnStatus;
  /** A piece of the return number, or of the shopper's name or email, any case. */
  q?: string;
  sort: [StaffReturnSortField, 'ASC' | 'DESC'];
  offset: number;
  limit: number;
}

/** A page of every shopper's returns for the console, with how many the filter matches. */
export async function staffReturns(db: Db, query: StaffReturnsQuery): Promise<{ records: StaffReturnRecord[]; total: number }> {
  const q = query.q?.trim() ? containing(query.q.trim().toLowerCase()) : null;
  const values = [query.status ?? null, q];
  const direction = query.sort[1] === 'ASC' ? 'ASC' : 'DESC';
  const [counted, listed] = await Promise.all([
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${FROM} WHERE ${WHERE}`, values),
    db.query<{ record: StaffReturnRecord }>(
      `SELECT ${RECORD} AS record FROM ${FROM} WHERE ${WHERE} ORDER BY ${COLUMN[query.sort[0]]} ${direction}, r.id ${direction} OFFSET $3 LIMIT $4`,
      [...values, query.offset, query.limit],
    ),
  ]);
  return { records: listed.rows.map((row) => row.record), total: counted.rows[0]?.total ?? 0 };
}

interface OrderRow {
  _id: string;
  orderNumber: string;
  orderStatus: StaffReturnDetails['orderDetails'][number]['orderStatus'];
  paymentStatus: StaffReturnDetails['orderDetails'][number]['paymentStatus'];
  totalAmount: number;
  lines: { productId: { _id: string; name: string; images: string[] }; quantity: number; price: number }[];
}

/** One return with each of its orders as the orders read model has it now (status, payment, lines). */
export async function staffReturn(db: Db, returnId: string): Promise<StaffReturnDetails | null> {
  const { rows } = await db.query<{ record: StaffReturnRecord }>(`SELECT ${RECORD} AS record FROM ${FROM} WHERE r.id = $1`, [returnId]);
  const record = rows[0]?.record;
  if (!record) return null;
  const orderIds = record.orders.map((order) => order.orderID);
  const orders = await db.query<OrderRow>(
    `SELECT id AS "_id", order_number AS "orderNumber", status AS "orderStatus", payment_status AS "paymentStatus",
       total_amount::float8 AS "totalAmount", view -> 'products' AS lines
     FROM orders WHERE id = ANY($1::text[])`,
    [orderIds],
  );
  const byId = new Map(orders.rows.map((row) => [row._id, row]));
  // In the return's own order; an order the read model has not caught up with is left out.
  const orderDetails = orderIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { lines, ...order } = row;
    const products = lines.map((line) => ({
      productId: line.productId._id,
      name: line.productId.name,
      image: line.productId.images[0] ?? null,
      quantity: line.quantity,
      price: line.price,
    }));
    return [{ ...order, products }];
  });
  return { ...record, orderDetails };
}
