import type { IssuedCreditNote, IssuedDocument, ShippingAddress } from '../events.js';
import type { PlacedOrder } from '../order/order.js';
import type { DocumentBuyer, DocumentView } from './document-pdf.js';

export const INVOICE_NOT_FOUND = 'Invoice not found';
export const CREDIT_NOTE_NOT_FOUND = 'Credit note not found';

/** No GST is charged, so the document is a bill of supply rather than a tax invoice. */
const INVOICE_TITLE = 'Bill of supply';

/** The buyer from the order's shipping address: after an erasure its name reads `erased customer` and only the state is left. */
export function documentBuyer(address: ShippingAddress | null): DocumentBuyer {
  if (!address) return { name: 'Name not recorded', addressLines: [], state: '' };
  const { name, address: street, area, city, state, zip } = address;
  const cityLine = [city, zip].filter(Boolean).join(' ');
  return { name, addressLines: [street, area, cityLine].filter(Boolean), state };
}

export function invoiceView(order: PlacedOrder, invoice: IssuedDocument, address: ShippingAddress | null): DocumentView {
  return {
    title: INVOICE_TITLE,
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    orderNumber: order.orderNumber,
    seller: invoice.seller,
    buyer: documentBuyer(address),
    lines: invoice.lines,
    amount: invoice.amount,
  };
}

export function creditNoteView(order: PlacedOrder, note: IssuedCreditNote, address: ShippingAddress | null): DocumentView {
  return {
    title: 'Credit note',
    number: note.number,
    issuedAt: note.issuedAt,
    orderNumber: order.orderNumber,
    against: { invoiceNumber: note.against, reason: note.reason },
    seller: note.seller,
    buyer: documentBuyer(address),
    lines: note.lines,
    amount: note.amount,
  };
}

/** `PS/2026-27/000042` as a file name: `invoice-PS-2026-27-000042.pdf`. */
export const documentFileName = (kind: 'invoice' | 'credit-note', number: string) => `${kind}-${number.replaceAll('/', '-')}.pdf`;
