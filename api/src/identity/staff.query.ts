import type { StaffMember } from '@petshop/contract';
import { containing } from '../platform/database/like.js';
import { pagedList, sql } from '../platform/database/paged-list.js';
import { UUID } from '../platform/http/validation.js';

/** Staff and admin accounts, `q` over names and email; never the password hash. */
export const staffMembers = pagedList({
  from: 'users',
  columns: `id::text AS id, id::text AS "_id", first_name AS "firstName", last_name AS "lastName", email, role, disabled,
    to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`,
  record: (row: StaffMember) => row,
  where: `role IN ('staff', 'admin')`,
  ids: UUID,
  filters: {
    q: (q: string) => (q ? sql`lower(first_name || ' ' || last_name || ' ' || email) LIKE ${containing(q.toLowerCase())}` : undefined),
    role: (role: 'staff' | 'admin') => sql`role = ${role}`,
  },
  sorts: { id: 'id', lastName: 'last_name', firstName: 'first_name', email: 'email', role: 'role', createdAt: 'created_at', disabled: 'disabled' },
});
