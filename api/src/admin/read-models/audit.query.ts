import type { AuditEntry } from '@petshop/contract';
import type pg from 'pg';
import type { AuditResource } from '../../platform/audit/audit-log.js';

type Db = Pick<pg.Pool, 'query'>;

const ENTRY = `id::text AS id, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, actor, resource, record_id AS "recordId", action, changes`;
/** The columns each sortable field orders by: only these names ever reach the SQL text. */
export const AUDIT_SORT_FIELDS = ['id', 'at'] as const;
export type AuditSortField = (typeof AUDIT_SORT_FIELDS)[number];
const COLUMN: Record<AuditSortField, string> = { id: 'id', at: 'at' };

const WHERE = `resource = ANY($1::text[]) AND ($2::text IS NULL OR record_id = $2)`;

export interface AuditQuery {
  /** The resources the caller may see, narrowed by the filter. */
  resources: AuditResource[];
  recordId?: string;
  sort: [AuditSortField, 'ASC' | 'DESC'];
  offset: number;
  limit: number;
}

/** Audit entries, newest first unless asked otherwise, with how many the filter matches. */
export async function auditEntries(db: Db, query: AuditQuery): Promise<{ records: AuditEntry[]; total: number }> {
  const values = [query.resources, query.recordId ?? null];
  const direction = query.sort[1] === 'ASC' ? 'ASC' : 'DESC';
  const [counted, listed] = await Promise.all([
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM audit_log WHERE ${WHERE}`, values),
    db.query<AuditEntry>(`SELECT ${ENTRY} FROM audit_log WHERE ${WHERE} ORDER BY ${COLUMN[query.sort[0]]} ${direction}, id ${direction} OFFSET $3 LIMIT $4`, [
      ...values,
      query.offset,
      query.limit,
    ]),
  ]);
  return { records: listed.rows, total: counted.rows[0]?.total ?? 0 };
}

export async function auditEntry(db: Db, id: string, resources: AuditResource[]): Promise<AuditEntry | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const { rows } = await db.query<AuditEntry>(`SELECT ${ENTRY} FROM audit_log WHERE id = $1 AND resource = ANY($2::text[])`, [id, resources]);
  return rows[0] ?? null;
}
