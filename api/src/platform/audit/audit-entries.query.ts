import type { AuditEntry } from '@petshop/contract';
import { pagedList, sql } from '../database/paged-list.js';
import type { AuditResource } from './audit-log.js';

/** The entries of these resources only: every staff read of the log names the resources the caller may see. */
export const ofResources = (resources: AuditResource[]) => sql`resource = ANY(${resources}::text[])`;

/** The audit log for staff, newest first unless asked otherwise. */
export const auditEntries = pagedList({
  from: 'audit_log',
  columns: `id::text AS id, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, actor_view(actor) AS actor, resource, record_id AS "recordId", action, changes`,
  record: (row: AuditEntry) => row,
  ids: /^\d{1,18}$/,
  filters: { resources: ofResources, recordId: (id: string) => sql`record_id = ${id}` },
  sorts: { id: 'id', at: 'at' },
});
