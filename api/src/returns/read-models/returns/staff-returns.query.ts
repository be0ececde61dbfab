import { ERASED_CUSTOMER, type ReturnStatus, type StaffReturnDetails, type StaffReturnRecord } from '@petshop/contract';
import type pg from 'pg';
import { containing } from '../../../platform/database/like.js';
import { pagedList, sql } from '../../../platform/database/paged-list.js';
import { UUID } from '../../../platform/http/validation.js';

type Db = Pick<pg.Pool, 'query'>;

// The shopper's names come from their account, which the console needs to find a return by; the
// return keeps only their id. An erased shopper is `erased customer`, and actors resolve as `actor_view` says.
const RECORD = `with_actor_views(r.view) || jsonb_build_object('id', r.id, 'customer', CASE WHEN u.erased_at IS NOT NULL
  THEN jsonb_build_object('_id', r.customer_id, 'firstName', '${ERASED_CUSTOMER}', 'lastName', '', 'email', '')
  ELSE jsonb_build_object('_id', r.customer_id, 'firstName', coalesce(u.first_name, ''), 'lastName', coalesce(u.last_name, ''), 'email', coalesce(u.email, '')) END)`;

/** Every shopper's returns for the console, each with the shopper. */
export const staffReturns = pagedList({
  from: 'returns r LEFT JOIN users u ON u.id::text = r.customer_id',
  columns: `${RECORD} AS record`,
  record: (row: { record: StaffReturnRecord }) => row.record,
  ids: UUID,
  filters: {
    status: (status: ReturnStatus) => sql`r.status = ${status}`,
    /** A piece of the return number, or of the shopper's name or email, any case. */
    q: (q: string) =>
      q.trim()
        ? sql`lower(r.return_number || ' ' || CASE WHEN u.erased_at IS NOT NULL THEN '' ELSE coalesce(u.first_name || ' ' || u.last_name || ' ' || u.email, '') END) LIKE ${containing(q.trim().toLowerCase())}`
        : undefined,
  },
  sorts: { id: 'r.id', createdAt: 'r.created_at', updatedAt: 'r.updated_at', returnNumber: 'r.return_number', status: 'r.status' },
});

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
  const record = await staffReturns.find(db, returnId);
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
