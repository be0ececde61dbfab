import { streamIds } from '../../platform/event-sourcing/stream-id.js';
import { documentNumber, type DocumentKind } from './financial-year.js';

// A series of documents (invoices, or credit notes) for one prefix and financial year is a stream of
// its own, one event a number: the serial is the event's place in the stream, appended at the
// revision read, so two numbers never share a serial and none is skipped. The event holds all that
// the document says, so whoever finds a number not yet on its order can finish the issue.

/** The seller as an invoice names them, as the settings were when the document was numbered. */
export interface DocumentSeller {
  legalName: string;
  address: string;
  gstin: string;
}

/** A line as the document shows it: the product, its HSN code then, how many, at what unit price. */
export interface DocumentLine {
  productId: string;
  name: string;
  hsn: string;
  quantity: number;
  unitPrice: number;
}

/** What a numbered document says, besides its number. */
export interface DocumentFacts {
  orderId: string;
  /** The order for an invoice; the refund for a credit note. */
  key: string;
  /** The document's date: the payment's, or the refund's. */
  issuedAt: string;
  seller: DocumentSeller;
  lines: DocumentLine[];
  amount: number;
  /** A credit note's invoice (null when the order had none) and why the money went back. */
  note?: { against: string | null; reason: string };
}

export type DocumentNumbered = {
  type: 'DocumentNumbered';
  data: DocumentFacts & { kind: DocumentKind; number: string; serial: number; financialYear: string; at: string };
};

export type DocumentSeriesEvent = DocumentNumbered;

export const invoiceSeries = streamIds('invoices');
export const creditNoteSeries = streamIds('creditnotes');

/** The stream of a kind's series for a prefix and financial year: `invoices-PS-2026-27`. */
export const seriesStream = (kind: DocumentKind, prefix: string, financialYear: string): string =>
  (kind === 'invoice' ? invoiceSeries : creditNoteSeries)(`${prefix}-${financialYear}`);

/** Where a series stands: the last number given, and for what. */
export interface SeriesState {
  serial: number;
  last: DocumentNumbered['data'] | null;
}

export const nextNumber = (kind: DocumentKind, prefix: string, financialYear: string, state: SeriesState) =>
  ({ serial: state.serial + 1, number: documentNumber(kind, prefix, financialYear, state.serial + 1) }) as const;
