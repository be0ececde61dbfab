import type pg from 'pg';
import type { PersonalDetails } from './context.js';
import { identifyingWords, namesOf, scrubJsonColumn } from './personal-data.js';

type Db = Pick<pg.PoolClient, 'query'>;

/**
 * The platform's records of a customer: their idempotency keys go; the audit log stays, without
 * their details (an email, phone or address line wherever it appears; their name only in the
 * entries about their own account, since others may share it).
 */
export async function erasePlatformRecords(db: Db, customer: PersonalDetails): Promise<void> {
  await db.query(`DELETE FROM idempotency_keys WHERE scope LIKE 'account:' || $1::text || ' %'`, [customer.customerId]);
  await scrubJsonColumn(db, 'audit_log', 'changes', identifyingWords(customer));
  await scrubJsonColumn(db, 'audit_log', 'changes', namesOf(customer), { sql: 'record_id = $3::text', values: [customer.customerId] });
}
