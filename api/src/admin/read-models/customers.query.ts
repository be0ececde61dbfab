import { type CustomerRecord, ERASED_CUSTOMER } from '@petshop/contract';
import { containing } from '../../platform/database/like.js';
import { pagedList, sql } from '../../platform/database/paged-list.js';
import { UUID } from '../../platform/http/validation.js';
import { isoTime as iso } from '../../platform/database/sql-time.js';

/**
 * Every customer account (never its password hash) with its figures from the orders read model:
 * what was paid on each order less what was refunded from it. `q` is over names and email.
 */
export const customers = pagedList({
  from: `users u LEFT JOIN LATERAL (
    SELECT count(*) AS count, round(sum(amount_paid - amount_refunded), 2) AS spent, max(created_at) AS last_at
    FROM orders WHERE customer_id = u.id::text
  ) o ON true`,
  // An erased customer's row holds nothing personal; it is shown as `erased customer`.
  columns: `u.id::text AS id, u.id::text AS "_id", CASE WHEN u.erased_at IS NULL THEN u.first_name ELSE '${ERASED_CUSTOMER}' END AS "firstName",
    u.last_name AS "lastName", CASE WHEN u.erased_at IS NULL THEN u.email ELSE '' END AS email, u.role, ${iso('u.erased_at')} AS "erasedAt",
    ${iso('u.created_at')} AS "createdAt", coalesce(o.count, 0)::int AS "ordersCount", coalesce(o.spent, 0)::float8 AS "totalSpent",
    ${iso('o.last_at')} AS "lastOrderAt"`,
  record: (row: CustomerRecord) => row,
  where: `u.role = 'customer'`,
  // The filters read the account only: the count needs no figures.
  countFrom: 'users u',
  ids: UUID,
  filters: {
    q: (q: string) => (q ? sql`lower(u.first_name || ' ' || u.last_name || ' ' || u.email) LIKE ${containing(q.toLowerCase())}` : undefined),
  },
  sorts: {
    id: 'u.id',
    lastName: 'u.last_name',
    firstName: 'u.first_name',
    email: 'u.email',
    createdAt: 'u.created_at',
    ordersCount: '"ordersCount"',
    totalSpent: '"totalSpent"',
    lastOrderAt: { column: 'o.last_at', nullable: true },
  },
});
