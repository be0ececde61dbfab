import type pg from 'pg';
import type { DocumentRef, MailAttachment } from '../../mail/attachments.js';
import { loadState } from '../../platform/event-sourcing/decider.js';
import type { EventStore } from '../../platform/event-store/event-store.port.js';
import { shippingAddressOf } from '../checkout/shipping-addresses.js';
import { orderStream } from '../order/order.js';
import { orderDecider } from '../order/order.decider.js';
import { renderDocumentPdf } from './document-pdf.js';
import { creditNoteView, documentFileName, invoiceView } from './invoice-document.js';

/**
 * A mail's attached document, made as a download makes it (the same file). A document the order does
 * not have (yet) is an error: the mail is tried again later rather than sent without it.
 */
export async function documentAttachment({ store, pool }: { store: EventStore; pool: Pick<pg.Pool, 'query'> }, ref: DocumentRef): Promise<MailAttachment> {
  const { state: order } = await loadState(store, orderStream(ref.orderId), orderDecider);
  if (order.status === 'none') throw new Error(`No order ${ref.orderId} for the attached ${ref.document} ${ref.number}`);
  const address = await shippingAddressOf(pool, order.orderId);
  const invoice = ref.document === 'invoice' && order.invoice?.number === ref.number ? order.invoice : null;
  const note = ref.document === 'credit-note' ? order.creditNotes.find((each) => each.number === ref.number) : undefined;
  const view = invoice ? invoiceView(order, invoice, address) : note ? creditNoteView(order, note, address) : null;
  if (!view) throw new Error(`Order ${order.orderNumber} has no ${ref.document} ${ref.number} to attach`);
  return { filename: documentFileName(ref.document, ref.number), content: await renderDocumentPdf(view), contentType: 'application/pdf' };
}
