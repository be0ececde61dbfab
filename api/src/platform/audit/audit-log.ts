import type pg from 'pg';
import type { Actor } from '../event-store/event-store.port.js';

type Db = Pick<pg.PoolClient, 'query'>;

export type AuditResource = 'staff' | 'reviews' | 'settings' | 'customers';
export type AuditChanges = Record<string, { from: unknown; to: unknown }>;

export interface AuditEntry {
  actor: Actor;
  resource: AuditResource;
  recordId: string;
  /** What happened, in the console's words: created, updated, disabled, enabled, hidden, shown, mail resent, password reset code sent. */
  action: string;
  changes: AuditChanges;
}

/**
 * Records a staff change to what is not event-sourced (accounts, review visibility, settings), or a
 * staff action on a customer's account (a mail sent again, a password-reset code). The
 * caller passes the client of its own transaction, so the entry commits or rolls back with the change.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.query('INSERT INTO audit_log (actor, resource, record_id, action, changes) VALUES ($1, $2, $3, $4, $5)', [
    JSON.stringify(entry.actor),
    entry.resource,
    entry.recordId,
    entry.action,
    JSON.stringify(entry.changes),
  ]);
}

/** The fields of `after` whose value differs from `before`'s, each with both values; lists and objects are compared by their contents. */
export function changesBetween<Record_ extends object>(before: Partial<Record_>, after: Partial<Record_>): AuditChanges {
  const changes: AuditChanges = {};
  for (const [field, to] of Object.entries(after)) {
    const from = (before as Record<string, unknown>)[field] ?? null;
    if (to !== undefined && canonical(from) !== canonical(to)) changes[field] = { from, to };
  }
  return changes;
}

/** A value as text with objects' keys in order (jsonb hands keys back in an order of its own). */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, nested: unknown) =>
    nested && typeof nested === 'object' && !Array.isArray(nested) ? Object.fromEntries(Object.entries(nested).sort(([a], [b]) => a.localeCompare(b))) : nested,
  );
