import type { OrderStatus, PaymentStatus, StaffOrder } from '@petshop/contract';
import { containing } from '../../../platform/database/like.js';
import { pagedList, sql } from '../../../platform/database/paged-list.js';

const DAY_MS = 86_400_000;

/** A piece of the order number, customer name or email, any case; blank is no search. */
export const orderSearch = (text: string) => (text.trim() ? sql`search_text LIKE ${containing(text.trim().toLowerCase())}` : undefined);

/** The console's orders (the contract's StaffOrder): each the Order with react-admin's `id` and who placed it. */
export const staffOrderRecords = pagedList({
  from: 'orders',
  columns: `view || jsonb_build_object('id', id, 'customerName', customer_name, 'customerEmail', customer_email) AS record`,
  record: (row: { record: StaffOrder }) => row.record,
  filters: {
    q: orderSearch,
    orderStatus: (status: OrderStatus) => sql`status = ${status}`,
    paymentStatus: (status: PaymentStatus) => sql`payment_status = ${status}`,
    // A bare date (what react-admin's date input sends) bounds the whole day, UTC; an instant bounds itself.
    createdAt_gte: (bound: string) => sql`created_at >= ${new Date(bound)}`,
    createdAt_lte: (bound: string) => sql`created_at < ${new Date(new Date(bound).getTime() + (bound.length === 10 ? DAY_MS : 1))}`,
    /** One customer's orders (a customer's page in the console). */
    customerId: (id: string) => sql`customer_id = ${id}`,
  },
  sorts: {
    id: 'id',
    createdAt: 'created_at',
    totalAmount: 'total_amount',
    orderNumber: 'order_number',
    orderStatus: 'status',
    paymentStatus: 'payment_status',
  },
});
