import { randomUUID } from 'node:crypto';
import type request from 'supertest';
import { adminWorld, type AdminWorld } from '../../admin/http/admin-world.fixture.js';
import { HOME_ADDRESS } from '../../platform/testing/fixtures.js';
import { keepForLooking, pdfText } from '../../platform/testing/pdf-text.js';
import { recordShippingAddress } from '../checkout/shipping-addresses.js';
import { issuedDocumentsProjection } from '../read-models/issued-documents/issued-documents.projection.js';
import { eventually } from '../../platform/testing/eventually.js';
import { captured, collar, creditNoteIssued, invoiceIssued, kibble, placed } from '../testing/order-events.fixture.js';

// GET /api/orders/:id/invoice through the whole API: the PDF read back as text with poppler's
// pdftotext, as an accountant's tools would.

const SELLER = { legalName: 'Pawsome Supplies Pvt Ltd', address: '12 MG Road, Bengaluru 560001, Karnataka', gstin: '29ABCDE1234F1Z5' };
const LINES = [
  { productId: kibble.productId, name: kibble.name, hsn: '2309', quantity: 2, unitPrice: 1299.5 },
  { productId: collar.productId, name: collar.name, hsn: '4201', quantity: 1, unitPrice: 349 },
];

describe('GET /api/orders/:id/invoice', () => {
  let w: AdminWorld;
  let admin: string;
  let shopper: { token: string; user: { _id: string } };
  let orderId: string;

  const invoice = (id: string, token: string) => w.get(`/api/orders/${id}/invoice`, token).buffer(true).parse(binary);

  beforeAll(async () => {
    w = await adminWorld('invoices', [issuedDocumentsProjection]);
    admin = await w.t.adminToken();
    shopper = await w.t.customer();
    orderId = randomUUID();
    await recordShippingAddress(w.t.database.pool, orderId, shopper.user._id, { _id: randomUUID(), ...HOME_ADDRESS });
    const customer = { _id: shopper.user._id };
    await w.record(orderId, [placed({ orderId, orderNumber: 'PS-INV-1', customer }), captured(orderId, 2948)]);
  });
  afterAll(() => w.close());

  it('answers 404 while the order has no invoice, then the invoice as a PDF attachment to its shopper and to staff', async () => {
    expect((await w.get(`/api/orders/${orderId}/invoice`, shopper.token).expect(404)).body).toMatchObject({ status: false, message: 'Invoice not found' });
    await w.record(orderId, [invoiceIssued({ number: 'PS/2026-27/000042', amount: 2948, at: '2026-12-06T10:00:00.000Z', seller: SELLER, lines: LINES })]);

    const mine = await invoice(orderId, shopper.token).expect(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toBe('attachment; filename="invoice-PS-2026-27-000042.pdf"');
    const text = await pdfText(mine.body);
    for (const expected of [
      'BILL OF SUPPLY',
      'Pawsome Supplies Pvt Ltd',
      '12 MG Road, Bengaluru 560001, Karnataka',
      'GSTIN: 29ABCDE1234F1Z5',
      'Invoice number: PS/2026-27/000042',
      'Date: 6 December 2026',
      'Order: PS-INV-1',
      'Asha Rao',
      'Flat 4B, Lotus Apartments',
      'Place of supply: Karnataka',
      'Tax charged: Nil',
      'Total: Rs. 2,948.00',
      'Rupees Two Thousand Nine Hundred Forty Eight Only',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/Salmon kibble\s+2309\s+2\s+Rs\. 1,299\.50\s+Rs\. 2,599\.00/);
    expect(text).toMatch(/Cat collar\s+4201\s+1\s+Rs\. 349\.00\s+Rs\. 349\.00/);

    await keepForLooking(mine.body, 'invoice');

    // Made again from the same events, it is the same file.
    expect((await invoice(orderId, admin).expect(200)).body.equals(mine.body)).toBe(true);
  });

  it("keeps another shopper's invoice from them (404), and asks for a token (401)", async () => {
    const stranger = await w.t.customer();
    expect((await w.get(`/api/orders/${orderId}/invoice`, stranger.token).expect(404)).body.message).toBe('Order not found');
    expect((await w.t.http().get(`/api/orders/${orderId}/invoice`).expect(401)).body.status).toBe(false);
  });

  it('shows an erased customer as such, with the state alone', async () => {
    await w.t.database.pool.query(
      `UPDATE order_shipping_addresses SET address = jsonb_build_object('name', 'erased customer', 'mobile', '', 'address', '', 'area', '', 'city', '',
         'state', address -> 'state', 'zip', '') WHERE order_id = $1`,
      [orderId],
    );
    const text = await pdfText((await invoice(orderId, admin).expect(200)).body);
    expect(text).toContain('erased customer');
    expect(text).toContain('Place of supply: Karnataka');
    expect(text).not.toContain('Lotus Apartments');
    expect(text).not.toContain('Asha Rao');
  });

  it('answers a credit note by its number, naming the invoice it corrects and why, and 404 for a number the order does not have', async () => {
    await w.record(orderId, [
      creditNoteIssued({
        key: `${orderId}:return:1`,
        number: 'PS/CN/2026-27/000007',
        amount: 349,
        at: '2026-12-20T10:00:00.000Z',
        seller: SELLER,
        lines: [LINES[1]!],
        against: 'PS/2026-27/000042',
      }),
    ]);
    const path = `/api/orders/${orderId}/credit-notes/${encodeURIComponent('PS/CN/2026-27/000007')}`;
    const note = await w.get(path, shopper.token).buffer(true).parse(binary).expect(200);
    expect(note.headers['content-disposition']).toBe('attachment; filename="credit-note-PS-CN-2026-27-000007.pdf"');
    const text = await pdfText(note.body);
    for (const expected of [
      'CREDIT NOTE',
      'Credit note number: PS/CN/2026-27/000007',
      'Date: 20 December 2026',
      'Against invoice: PS/2026-27/000042',
      'Reason: Products returned',
      'Amount credited: Rs. 349.00',
      'Rupees Three Hundred Forty Nine Only',
    ])
      expect(text).toContain(expected);
    const unknown = `/api/orders/${orderId}/credit-notes/${encodeURIComponent('PS/CN/2026-27/000008')}`;
    expect((await w.get(unknown, shopper.token).expect(404)).body).toMatchObject({ status: false, message: 'Credit note not found' });
    const listed = (await w.get(`/api/orders/${orderId}`, shopper.token).expect(200)).body.data;
    expect(listed.creditNotes).toEqual([{ number: 'PS/CN/2026-27/000007', issuedAt: '2026-12-20T10:00:00.000Z', amount: 349 }]);
  });

  it('lists invoices and credit notes for staff (ra-data-simple-rest) by financial year, with the order and its customer', async () => {
    const list = (resource: string, filter: object) => w.get(`/api/admin/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`, admin);
    const invoices = await eventually(async () => {
      const answer = await list('invoices', { financialYear: '2026-27' }).expect(200);
      expect(answer.body).toHaveLength(1);
      return answer;
    });
    expect(invoices.headers['content-range']).toBe('invoices 0-0/1');
    expect(invoices.body).toEqual([
      {
        id: 'PS/2026-27/000042',
        number: 'PS/2026-27/000042',
        orderId,
        orderNumber: 'PS-INV-1',
        customer: 'Asha Rao',
        amount: 2948,
        financialYear: '2026-27',
        issuedAt: '2026-12-06T10:00:00.000Z',
      },
    ]);
    expect((await list('invoices', { financialYear: '2025-26' }).expect(200)).body).toEqual([]);
    await eventually(async () => expect((await list('credit-notes', {}).expect(200)).body).toMatchObject([{ number: 'PS/CN/2026-27/000007', amount: 349 }]));
    // One record by its number, as react-admin's getOne asks for it (encoded).
    expect((await w.get(`/api/admin/invoices/${encodeURIComponent('PS/2026-27/000042')}`, admin).expect(200)).body).toMatchObject({ orderNumber: 'PS-INV-1' });
    expect((await list('invoices', { financialYear: '2026' }).expect(400)).body.message).toMatch(/financialYear/);
    expect((await w.get('/api/admin/invoices', shopper.token).expect(403)).body.status).toBe(false);
  });
});

/** supertest's parser for a body kept as bytes. */
function binary(response: request.Response, done: (error: Error | null, body: Buffer) => void) {
  const stream = response as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}
