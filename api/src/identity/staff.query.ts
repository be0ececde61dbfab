import type { StaffMember } from '@petshop/contract';
import type pg from 'pg';
import { UUID } from '../platform/http/validation.js';
import { containing } from '../platform/database/like.js';

export type StaffSortField = 'id' | 'lastName' | 'firstName' | 'email' | 'role' | 'createdAt' | 'disabled';

const SORT_COLUMNS: Record<StaffSortField, string> = {
  id: 'id',
  lastName: 'last_name',
  firstName: 'first_name',
  email: 'email',
  role: 'role',
  createdAt: 'created_at',
  disabled: 'disabled',
};

// Never the password hash: the staff resource answers only these.
const STAFF_COLUMNS = `id::text AS id, id::text AS "_id", first_name AS "firstName", last_name AS "lastName", email, role, disabled,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`;

export interface StaffListQuery {
  q?: string;
  role?: 'staff' | 'admin';
  sort: [StaffSortField, 'ASC' | 'DESC'];
  offset: number;
  limit: number;
}

/** Staff and admin accounts, `q` over names and email. */
export async function listStaff(pool: pg.Pool, query: StaffListQuery): Promise<{ records: StaffMember[]; total: number }> {
  const pattern = query.q ? containing(query.q.toLowerCase()) : null;
  const where = `role IN ('staff', 'admin') AND ($1::text IS NULL OR lower(first_name || ' ' || last_name || ' ' || email) LIKE $1)
    AND ($2::text IS NULL OR role = $2)`;
  const [field, order] = query.sort;
  const [{ rows }, count] = await Promise.all([
    pool.query<StaffMember>(
      `SELECT ${STAFF_COLUMNS} FROM users WHERE ${where} ORDER BY ${SORT_COLUMNS[field]} ${order === 'DESC' ? 'DESC' : 'ASC'}, id LIMIT $3 OFFSET $4`,
      [pattern, query.role ?? null, query.limit, query.offset],
    ),
    pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM users WHERE ${where}`, [pattern, query.role ?? null]),
  ]);
  return { records: rows, total: count.rows[0]!.total };
}

export async function findStaff(pool: pg.Pool, id: string): Promise<StaffMember | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await pool.query<StaffMember>(`SELECT ${STAFF_COLUMNS} FROM users WHERE id = $1 AND role IN ('staff', 'admin')`, [id]);
  return rows[0] ?? null;
}
