import type { Actor, EventMetadata, StoredEvent } from '../platform/event-store/event-store.port.js';
import { IssueCreditNoteCommand } from './commands/issue-credit-note.js';
import { IssueInvoiceCommand } from './commands/issue-invoice.js';
import { paidInFullAtPlacement } from './order/order-amounts.js';
import { orderStreamEvent } from './read-models/order-stream.js';

const INVOICING: Actor = { _id: null, role: 'system', name: 'invoicing' };

/**
 * The document an order's event calls for: an invoice when the order is paid (its capture, its
 * restoring after a late payment, or a store voucher paying it in full as it is placed), dated when it
 * was paid; a credit note when a refund is processed, dated then. The command finds an order owed
 * nothing (a capture after cancelling, a document already issued) and does nothing, so an event read
 * twice issues nothing twice.
 */
function documentFor(stored: StoredEvent, metadata: EventMetadata): IssueInvoiceCommand | IssueCreditNoteCommand | null {
  const recorded = orderStreamEvent(stored);
  if (!recorded) return null;
  const { orderId, event } = recorded;
  switch (event.type) {
    case 'PaymentCaptured':
    case 'OrderRestored':
      return new IssueInvoiceCommand(orderId, event.data.at, metadata);
    case 'OrderPlaced':
      return event.data.voucher && paidInFullAtPlacement(event.data) ? new IssueInvoiceCommand(orderId, event.data.at, metadata) : null;
    case 'RefundProcessed':
      return new IssueCreditNoteCommand({ orderId, refundKey: event.data.refundKey, issuedAt: event.data.at, metadata });
    default:
      return null;
  }
}

/**
 * The documents a batch of events calls for, as two rounds the worker's invoicing follower runs one
 * after the other, off the checkout's path: the invoices, then the credit notes, which name the invoice
 * they correct (an order paid and cancelled before it was invoiced has both in one batch). The
 * documents of a round are asked for at once, so they are numbered together (numbering.ts).
 */
export function documentsFor(batch: readonly StoredEvent[]): [IssueInvoiceCommand[], IssueCreditNoteCommand[]] {
  const invoices: IssueInvoiceCommand[] = [];
  const creditNotes: IssueCreditNoteCommand[] = [];
  for (const stored of batch) {
    const command = documentFor(stored, { actor: INVOICING, correlationId: stored.metadata.correlationId, causationId: `event:${stored.id}` });
    if (command instanceof IssueInvoiceCommand) invoices.push(command);
    else if (command) creditNotes.push(command);
  }
  return [invoices, creditNotes];
}
