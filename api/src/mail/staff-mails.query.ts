import type { MailStatus, StaffMail } from '@petshop/contract';
import { NO_ROW, pagedList, sql } from '../platform/database/paged-list.js';
import { UUID } from '../platform/http/validation.js';
import { isoTime as iso } from '../platform/database/sql-time.js';

/**
 * The outbox's mails as staff read them, a customer's only when asked (the console's customer
 * page): never a mail's data (a reset code, a voucher's code) nor its headers. A mail's id is its key.
 */
export const staffMails = pagedList({
  from: 'mail_outbox',
  columns: `key AS id, customer_id::text AS "customerId", template, subject, recipient, status, attempts, last_error AS "lastError",
    ${iso('created_at')} AS "createdAt", ${iso('sent_at')} AS "sentAt", resent_from AS "resentFrom"`,
  record: (row: StaffMail) => row,
  filters: {
    // An id that is no uuid belongs to no customer: nothing, rather than Postgres refusing the cast.
    customerId: (id: string) => (UUID.test(id) ? sql`customer_id = ${id}` : NO_ROW),
    status: (status: MailStatus) => sql`status = ${status}`,
  },
  sorts: {
    id: 'key',
    createdAt: 'created_at',
    sentAt: { column: 'sent_at', nullable: true },
    template: 'template',
    status: 'status',
    recipient: 'recipient',
  },
});
