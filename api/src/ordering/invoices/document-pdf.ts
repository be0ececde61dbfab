import { formatRupees } from '@petshop/contract/brand';
import PDFDocument from 'pdfkit';
import type { DocumentLine, DocumentSeller } from './document-series.js';
import { indianDate, rupeesInWords } from './financial-year.js';

// A numbered document as a PDF, made with pdfkit in the PDF's standard Helvetica: nothing to embed,
// so a document takes about a millisecond where an embedded font (parsed again for every document)
// took 25 ms, a cost every checkout's confirmation pays. pdfkit builds a standard font's metrics
// anew in every document, which is most of that millisecond, so the two faces are named as the
// standard fonts they are: a name of our own opened Helvetica a second time (the document's default
// font is Helvetica) and doubled the time. Helvetica has no rupee sign, so amounts read "Rs. 2,948.00",
// as Indian documents often write them. Everything it shows comes from the document's events and the
// order's address: made again, it says the same, and with the creation date set to the document's
// own, it is the same file.

const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';

/** 1299.5 → "Rs. 1,299.50": the shop's rupee format (Indian digit grouping) with the letters Helvetica has. */
const rupees = (amount: number) => formatRupees(amount).replace('₹', 'Rs. ');

/** Who bought: the shipping address's name and lines, or `erased customer` and the state alone after an erasure. */
export interface DocumentBuyer {
  name: string;
  addressLines: string[];
  /** The place of supply. */
  state: string;
}

export interface DocumentView {
  /** "Bill of supply" (no tax charged) or "Credit note". */
  title: string;
  number: string;
  issuedAt: string;
  orderNumber: string;
  /** A credit note's invoice and why it was issued. */
  against?: { invoiceNumber: string | null; reason: string };
  seller: DocumentSeller;
  buyer: DocumentBuyer;
  lines: DocumentLine[];
  amount: number;
}

const LONG_DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const dateOf = (issuedAt: string) => LONG_DATE.format(new Date(`${indianDate(issuedAt)}T00:00:00Z`));

const COLUMNS = [
  { title: '#', width: 22, align: 'left' },
  { title: 'Item', width: 201, align: 'left' },
  { title: 'HSN', width: 52, align: 'left' },
  { title: 'Qty', width: 36, align: 'right' },
  { title: 'Unit price', width: 92, align: 'right' },
  { title: 'Amount', width: 92, align: 'right' },
] as const;
const TABLE_WIDTH = COLUMNS.reduce((sum, column) => sum + column.width, 0);

export function renderDocumentPdf(view: DocumentView): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${view.title} ${view.number}`, Author: view.seller.legalName, CreationDate: new Date(view.issuedAt) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, view);
  parties(doc, view);
  linesTable(doc, view);
  totals(doc, view);
  doc.end();
  return done;
}

function header(doc: PDFKit.PDFDocument, { title, number, issuedAt, orderNumber, against, seller }: DocumentView) {
  doc.font(BOLD).fontSize(16).text(seller.legalName);
  doc
    .font(REGULAR)
    .fontSize(9)
    .text(seller.address || 'Address not given');
  doc.text(seller.gstin ? `GSTIN: ${seller.gstin}` : 'GSTIN: not registered');
  doc.moveDown();
  doc.font(BOLD).fontSize(14).text(title.toUpperCase());
  doc.font(REGULAR).fontSize(10);
  doc.text(`${title === 'Credit note' ? 'Credit note' : 'Invoice'} number: ${number}`);
  doc.text(`Date: ${dateOf(issuedAt)}`);
  doc.text(`Order: ${orderNumber}`);
  if (against) {
    doc.text(`Against invoice: ${against.invoiceNumber ?? 'none'}`);
    doc.text(`Reason: ${against.reason}`);
  }
  doc.moveDown();
}

function parties(doc: PDFKit.PDFDocument, { buyer }: DocumentView) {
  doc.font(BOLD).fontSize(10).text('Bill to');
  doc.font(REGULAR).text(buyer.name);
  for (const line of buyer.addressLines) doc.text(line);
  doc.text(`Place of supply: ${buyer.state || 'not recorded'}`);
  doc.moveDown();
}

function row(doc: PDFKit.PDFDocument, cells: readonly string[], font: typeof REGULAR | typeof BOLD) {
  const top = doc.y;
  let x = doc.page.margins.left;
  let bottom = top;
  doc.font(font).fontSize(9);
  COLUMNS.forEach((column, index) => {
    doc.text(cells[index] ?? '', x, top, { width: column.width - 6, align: column.align });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  doc.x = doc.page.margins.left;
  doc.y = bottom + 4;
  if (font === BOLD) rule(doc);
}

/** A thin line across the table, under its heads and under its last line. */
function rule(doc: PDFKit.PDFDocument) {
  const left = doc.page.margins.left;
  doc
    .moveTo(left, doc.y - 2)
    .lineTo(left + TABLE_WIDTH, doc.y - 2)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  doc.y += 2;
}

function linesTable(doc: PDFKit.PDFDocument, { lines }: DocumentView) {
  row(
    doc,
    COLUMNS.map((column) => column.title),
    BOLD,
  );
  lines.forEach((line, index) => {
    const amount = (Math.round(line.unitPrice * 100) * line.quantity) / 100;
    row(doc, [String(index + 1), line.name, line.hsn || '—', String(line.quantity), rupees(line.unitPrice), rupees(amount)], REGULAR);
  });
  rule(doc);
  doc.moveDown(0.5);
}

function totals(doc: PDFKit.PDFDocument, { title, amount }: DocumentView) {
  // Right-aligned with the table's amounts (each cell keeps 6 points clear on its right).
  const width = TABLE_WIDTH - 6;
  doc.font(REGULAR).fontSize(10).text('Tax charged: Nil (no GST is charged on this supply)', { width, align: 'right' });
  doc.font(BOLD).text(`${title === 'Credit note' ? 'Amount credited' : 'Total'}: ${rupees(amount)}`, { width, align: 'right' });
  doc.font(REGULAR).text(rupeesInWords(amount), { width, align: 'right' });
  doc.moveDown(2);
  doc.fontSize(8).text(`This ${title.toLowerCase()} was issued electronically and needs no signature.`);
}
