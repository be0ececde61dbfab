import { ERASED_CUSTOMER } from '@petshop/contract';
import type pg from 'pg';
import type { OrderCustomerView } from './order-view.js';

// Orders hold their customer's account id only: the name and email shown beside an order are the
// account's now, read from `users` (identity's table, read here as staff-returns reads it), and
// `erased customer` with no email once the account is erased (or gone).

/** `u` is `users` joined on the order's customer id. */
export const CUSTOMER_NAME_SQL = `CASE WHEN u.id IS NULL OR u.erased_at IS NOT NULL THEN '${ERASED_CUSTOMER}' ELSE trim(u.first_name || ' ' || u.last_name) END`;
export const CUSTOMER_EMAIL_SQL = 'CASE WHEN u.erased_at IS NULL THEN u.email END';
export const JOIN_CUSTOMER = 'LEFT JOIN users u ON u.id::text = o.customer_id';

export async function orderCustomer(db: Pick<pg.Pool, 'query'>, customerId: string): Promise<OrderCustomerView> {
  const { rows } = await db.query<OrderCustomerView>(
    `SELECT ${CUSTOMER_NAME_SQL} AS name, ${CUSTOMER_EMAIL_SQL} AS email FROM (SELECT $1::text AS customer_id) o ${JOIN_CUSTOMER}`,
    [customerId],
  );
  return rows[0]!;
}
