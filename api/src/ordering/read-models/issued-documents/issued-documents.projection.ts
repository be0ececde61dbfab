import type { StoredEvent } from '../../../platform/event-store/event-store.port.js';
import { followerName, type Projection, type ReadModelStatement } from '../../../platform/projections/projection.js';
import { orderStreamEvent } from '../order-stream.js';

/** One row per invoice and credit note issued, as the order's events record them: what the accountant's lists read. */
export const issuedDocumentsProjection: Projection = {
  name: followerName('issued-documents'),
  tables: ['issued_documents'],
  project(stored: StoredEvent, table): ReadModelStatement[] {
    const found = orderStreamEvent(stored);
    if (!found) return [];
    const { orderId, event } = found;
    if (event.type !== 'InvoiceIssued' && event.type !== 'CreditNoteIssued') return [];
    const { number, financialYear, amount, issuedAt } = event.data;
    return [
      {
        text: `INSERT INTO ${table('issued_documents')} (number, kind, order_id, financial_year, amount, issued_at)
               VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (number) DO NOTHING`,
        values: [number, event.type === 'InvoiceIssued' ? 'invoice' : 'credit_note', orderId, financialYear, amount, issuedAt],
      },
    ];
  },
};
