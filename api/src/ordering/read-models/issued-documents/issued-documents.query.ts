import type { IssuedDocumentRecord } from '@petshop/contract';
import { pagedList, sql } from '../../../platform/database/paged-list.js';
import { CUSTOMER_NAME_SQL, JOIN_CUSTOMER } from '../order-customers.js';

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The staff list of one kind of document: number (the id), order, customer (as the account stands now), amount and date. */
const documents = (kind: 'invoice' | 'credit_note') =>
  pagedList({
    from: `issued_documents d JOIN orders o ON o.id = d.order_id ${JOIN_CUSTOMER}`,
    countFrom: 'issued_documents d',
    where: `d.kind = '${kind}'`,
    columns: `d.number AS id, d.number, d.order_id AS "orderId", o.order_number AS "orderNumber", ${CUSTOMER_NAME_SQL} AS customer,
      d.amount::float8 AS amount, d.financial_year AS "financialYear", ${ISO('d.issued_at')} AS "issuedAt"`,
    record: (row: IssuedDocumentRecord) => row,
    filters: {
      financialYear: (year: string) => sql`d.financial_year = ${year}`,
      orderId: (id: string) => sql`d.order_id = ${id}`,
    },
    sorts: { id: 'd.number', number: 'd.number', issuedAt: 'd.issued_at', amount: 'd.amount' },
  });

export const staffInvoices = documents('invoice');
export const staffCreditNotes = documents('credit_note');
