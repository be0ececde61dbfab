import { orderProjection } from '../order-stream.js';

/** One row per invoice and credit note issued, as the order's events record them: what the accountant's lists read. */
export const issuedDocumentsProjection = orderProjection('issued-documents', ['issued_documents'], ({ orderId, event }, table) => {
  if (event.type !== 'InvoiceIssued' && event.type !== 'CreditNoteIssued') return [];
  const { number, financialYear, amount, issuedAt } = event.data;
  return [
    {
      text: `INSERT INTO ${table('issued_documents')} (number, kind, order_id, financial_year, amount, issued_at)
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (number) DO NOTHING`,
      values: [number, event.type === 'InvoiceIssued' ? 'invoice' : 'credit_note', orderId, financialYear, amount, issuedAt],
    },
  ];
});
