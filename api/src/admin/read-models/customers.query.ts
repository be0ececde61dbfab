import type { CustomerRecord } from '@petshop/contract';
import type pg from 'pg';
import { UUID } from '../../platform/http/validation.js';
import { containing } from '../../platform/database/like.js';

export const CUSTOMER_SORT_FIELDS = ['id', 'lastName', 'firstName', 'email', 'createdAt', 'ordersCount', 'totalSpent', 'lastOrderAt'] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];

const SORT_COLUMNS: Record<CustomerSortField, string> = {
  id: 'u.id',
  lastName: 'u.last_name',
  firstName: 'u.first_name',
  email: 'u.email',
  createdAt: 'u.created_at',
  ordersCount: '"ordersCount"',
  totalSpent: '"totalSpent"',
  lastOrderAt: 'o.last_at',
};

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// The account (never its password hash) with its figures from the orders read model: what was
// paid on each order less what was refunded from it.
const CUSTOMERS = `
  SELECT u.id::text AS id, u.id::text AS "_id", u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.role,
    ${iso('u.created_at')} AS "createdAt", coalesce(o.count, 0)::int AS "ordersCount", coalesce(o.spent, 0)::float8 AS "totalSpent",
    ${iso('o.last_at')} AS "lastOrderAt"
  FROM users u
  LEFT JOIN LATERAL (
    SELECT count(*) AS count, round(sum(amount_paid - amount_refunded), 2) AS spent, max(created_at) AS last_at
    FROM orders WHERE customer_id = u.id::text
  ) o ON true`;

export interface CustomerListQuery {
  q?: string;
  sort: [CustomerSortField, 'ASC' | 'DESC'];
  offset: number;
  limit: number;
}

/** Every customer account, `q` over names and email. */
export async function listCustomers(pool: pg.Pool, query: CustomerListQuery): Promise<{ records: CustomerRecord[]; total: number }> {
  const pattern = query.q ? containing(query.q.toLowerCase()) : null;
  const where = `u.role = 'customer' AND ($1::text IS NULL OR lower(u.first_name || ' ' || u.last_name || ' ' || u.email) LIKE $1)`;
  const [field, order] = query.sort;
  const direction = order === 'DESC' ? 'DESC NULLS LAST' : 'ASC NULLS FIRST';
  const [{ rows }, count] = await Promise.all([
    pool.query<CustomerRecord>(`${CUSTOMERS} WHERE ${where} ORDER BY ${SORT_COLUMNS[field]} ${direction}, u.id LIMIT $2 OFFSET $3`, [
      pattern,
      query.limit,
      query.offset,
    ]),
    pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM users u WHERE ${where}`, [pattern]),
  ]);
  return { records: rows, total: count.rows[0]!.total };
}

export async function findCustomer(pool: pg.Pool, id: string): Promise<CustomerRecord | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await pool.query<CustomerRecord>(`${CUSTOMERS} WHERE u.id = $1 AND u.role = 'customer'`, [id]);
  return rows[0] ?? null;
}
