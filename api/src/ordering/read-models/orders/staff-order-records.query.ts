import type { OrderStatus, PaymentStatus, StaffOrder } from '@petshop/contract';
import { containing } from '../../../platform/database/like.js';
import { pagedList, sql } from '../../../platform/database/paged-list.js';
import { CUSTOMER_EMAIL_SQL, CUSTOMER_NAME_SQL, JOIN_CUSTOMER } from '../order-customers.js';
import { ORDER_VIEW_SQL } from '../../checkout/shipping-addresses.js';

const DAY_MS = 86_400_000;

/**
 * A piece of the order number, or of the customer's name or email as the account has them now, any
 * case; blank is no search. The read model holds no names, so the accounts that match are found first.
 */
export const orderSearch = (text: string) => {
  if (!text.trim()) return undefined;
  const piece = containing(text.trim().toLowerCase());
  return sql`(o.search_text LIKE ${piece} OR o.customer_id IN (SELECT id::text FROM users WHERE erased_at IS NULL AND role = 'customer'
    AND lower(first_name || ' ' || last_name || ' ' || email) LIKE ${piece}))`;
};

/** The console's orders (the contract's StaffOrder): each the Order with react-admin's `id` and who placed it. */
export const staffOrderRecords = pagedList({
  from: `orders o ${JOIN_CUSTOMER}`,
  columns: `${ORDER_VIEW_SQL} || jsonb_build_object('id', o.id, 'customerName', ${CUSTOMER_NAME_SQL}, 'customerEmail', ${CUSTOMER_EMAIL_SQL}) AS record`,
  countFrom: 'orders o',
  record: (row: { record: StaffOrder }) => row.record,
  filters: {
    q: orderSearch,
    orderStatus: (status: OrderStatus) => sql`o.status = ${status}`,
    paymentStatus: (status: PaymentStatus) => sql`o.payment_status = ${status}`,
    // A bare date (what react-admin's date input sends) bounds the whole day, UTC; an instant bounds itself.
    createdAt_gte: (bound: string) => sql`o.created_at >= ${new Date(bound)}`,
    createdAt_lte: (bound: string) => sql`o.created_at < ${new Date(new Date(bound).getTime() + (bound.length === 10 ? DAY_MS : 1))}`,
    /** One customer's orders (a customer's page in the console). */
    customerId: (id: string) => sql`o.customer_id = ${id}`,
  },
  sorts: {
    id: 'o.id',
    createdAt: 'o.created_at',
    totalAmount: 'o.total_amount',
    orderNumber: 'o.order_number',
    orderStatus: 'o.status',
    paymentStatus: 'o.payment_status',
  },
});
