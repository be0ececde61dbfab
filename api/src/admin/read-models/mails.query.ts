import type { MailStatus, StaffMail } from '@petshop/contract';
import type pg from 'pg';
import { UUID } from '../../platform/http/validation.js';

type Db = Pick<pg.PoolClient, 'query'>;

/** The columns each sortable field orders by: only these names ever reach the SQL text. */
export const MAIL_SORT_FIELDS = ['id', 'createdAt', 'sentAt', 'template', 'status', 'recipient'] as const;
export type MailSortField = (typeof MAIL_SORT_FIELDS)[number];
const COLUMN: Record<MailSortField, string> = {
  id: 'key',
  createdAt: 'created_at',
  sentAt: 'sent_at',
  template: 'template',
  status: 'status',
  recipient: 'recipient',
};

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// The outbox row as staff read it: never its data (a reset code, a voucher's code) nor its headers.
const MAIL = `key AS id, customer_id::text AS "customerId", template, subject, recipient, status, attempts, last_error AS "lastError",
  ${iso('created_at')} AS "createdAt", ${iso('sent_at')} AS "sentAt", resent_from AS "resentFrom"`;

const WHERE = `($1::uuid IS NULL OR customer_id = $1) AND ($2::text IS NULL OR status = $2)`;

export interface MailListQuery {
  customerId?: string;
  status?: MailStatus;
  sort: [MailSortField, 'ASC' | 'DESC'];
  offset: number;
  limit: number;
}

/** The outbox's mails, a customer's only when asked (the console's customer page), newest first unless asked otherwise. */
export async function listMails(db: Db, query: MailListQuery): Promise<{ records: StaffMail[]; total: number }> {
  // An id that is no uuid belongs to no customer: nothing, rather than Postgres refusing the cast.
  if (query.customerId !== undefined && !UUID.test(query.customerId)) return { records: [], total: 0 };
  const values = [query.customerId ?? null, query.status ?? null];
  const [field, order] = query.sort;
  const direction = order === 'DESC' ? 'DESC NULLS LAST' : 'ASC NULLS FIRST';
  const [listed, counted] = await Promise.all([
    db.query<StaffMail>(`SELECT ${MAIL} FROM mail_outbox WHERE ${WHERE} ORDER BY ${COLUMN[field]} ${direction}, key ${order} LIMIT $3 OFFSET $4`, [
      ...values,
      query.limit,
      query.offset,
    ]),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM mail_outbox WHERE ${WHERE}`, values),
  ]);
  return { records: listed.rows, total: counted.rows[0]!.total };
}

export async function findMail(db: Db, key: string): Promise<StaffMail | null> {
  const { rows } = await db.query<StaffMail>(`SELECT ${MAIL} FROM mail_outbox WHERE key = $1`, [key]);
  return rows[0] ?? null;
}
