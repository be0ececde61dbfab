import type { PersonalDataExport } from '@petshop/contract';
import type pg from 'pg';
import { dataSubjectOf } from '../identity/personal-data.js';
import type { ContextDescriptor } from '../platform/context.js';
import type { EventStore } from '../platform/event-store/event-store.port.js';

/**
 * `GET /api/auth/me/export`: everything the shop holds about the caller, each context's part read
 * by its own hook inside one repeatable-read transaction, so that the parts agree.
 */
export async function personalDataExport(
  deps: { pool: pg.Pool; store: EventStore },
  list: readonly ContextDescriptor[],
  customerId: string,
): Promise<PersonalDataExport> {
  const client = await deps.pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const subject = await dataSubjectOf(client, customerId);
    // One connection answers one query at a time: the parts are read in turn, inside the one snapshot.
    const parts: Partial<PersonalDataExport> = {};
    for (const context of list) Object.assign(parts, await context.export?.({ db: client, store: deps.store }, subject));
    await client.query('COMMIT');
    return { exportedAt: new Date().toISOString(), ...parts } as PersonalDataExport;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
