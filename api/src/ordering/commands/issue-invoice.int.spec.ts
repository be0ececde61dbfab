import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '../../platform/event-store/event-store.port.js';
import { addProduct, commandWorld, given } from '../../platform/testing/command-spec.js';
import { suiteWorld } from '../../platform/testing/suite-world.js';
import type { IssuedDocument, OrderEvent, OrderLine } from '../events.js';
import { creditNoteSeries, invoiceSeries } from '../invoices/document-series.js';
import { orderStream } from '../order/order.js';
import { loadState } from '../../platform/event-sourcing/decider.js';
import { orderDecider } from '../order/order.decider.js';
import { placed } from '../testing/order-events.fixture.js';
import { IssueCreditNoteCommand, IssueCreditNoteHandler } from './issue-credit-note.js';
import { IssueInvoiceCommand, IssueInvoiceHandler } from './issue-invoice.js';

const invoicing: EventMetadata = { actor: { _id: null, role: 'system', name: 'invoicing' }, correlationId: 'c', causationId: 'event:1' };

describe('IssueInvoice (the invoice of a paid order)', () => {
  const world = suiteWorld(async () => {
    const made = await commandWorld('issue_invoice');
    const toy = await addProduct(made.pool, { name: 'Rope tug', price: 199 });
    return { ...made, toy, handler: new IssueInvoiceHandler(made.store, made.pool), creditNotes: new IssueCreditNoteHandler(made.store, made.pool) };
  });

  const line = (): OrderLine => ({ productId: world.toy.id, name: 'Rope tug', unitPrice: 199, quantity: 2, image: null, colors: [] });
  const captured = (orderId: string, at: string): OrderEvent => ({
    type: 'PaymentCaptured',
    data: { paymentId: `pay_${orderId}`, razorpayOrderId: `order_rzp_${orderId}`, amount: 398, source: 'verify', at },
  });

  /** A paid order of two rope tugs (₹398), paid at `paidAt`; answers its id. */
  async function paidOrder(paidAt: string, more: (orderId: string) => OrderEvent[] = () => []): Promise<string> {
    const orderId = randomUUID();
    const events = [placed({ orderId, lines: [line()], at: paidAt }), captured(orderId, paidAt), ...more(orderId)];
    await given(world.store, orderStream(orderId), events, invoicing);
    return orderId;
  }
  const issue = (orderId: string, issuedAt: string) => world.handler.execute(new IssueInvoiceCommand(orderId, issuedAt, invoicing));
  const invoiceOf = async (orderId: string): Promise<IssuedDocument | null> => {
    const { state } = await loadState(world.store, orderStream(orderId), orderDecider);
    return state.status === 'none' ? null : state.invoice;
  };
  const seriesLength = async (stream: string) => (await world.store.readStream(stream)).length;

  it('numbers an invoice in its financial year, with the seller and the HSN code of each line as the settings have them', async () => {
    const orderId = await paidOrder('2026-12-06T10:00:00.000Z');
    await issue(orderId, '2026-12-06T10:00:00.000Z');
    const invoice = await invoiceOf(orderId);
    expect(invoice).toEqual({
      number: expect.stringMatching(/^PS\/2026-27\/\d{6}$/),
      serial: expect.any(Number),
      financialYear: '2026-27',
      issuedAt: '2026-12-06T10:00:00.000Z',
      seller: { legalName: 'Pawsome Supplies', address: '', gstin: '' },
      lines: [{ productId: world.toy.id, name: 'Rope tug', hsn: '9503', quantity: 2, unitPrice: 199 }],
      amount: 398,
    });
    // Issued once: asked again (the follower reading the payment again) changes nothing.
    const length = await seriesLength(invoiceSeries('PS-2026-27'));
    await issue(orderId, '2026-12-06T10:00:00.000Z');
    expect(await invoiceOf(orderId)).toEqual(invoice);
    expect(await seriesLength(invoiceSeries('PS-2026-27'))).toBe(length);
  });

  it('starts a new series on 1 April in India, whatever the hour in UTC', async () => {
    const lastOfMarch = await paidOrder('2027-03-31T18:29:59.000Z'); // 23:59:59 on 31 March in India
    const firstOfApril = await paidOrder('2027-03-31T18:30:00.000Z'); // midnight in India
    await issue(lastOfMarch, '2027-03-31T18:29:59.000Z');
    await issue(firstOfApril, '2027-03-31T18:30:00.000Z');
    expect((await invoiceOf(lastOfMarch))?.number).toMatch(/^PS\/2026-27\//);
    expect((await invoiceOf(firstOfApril))?.number).toBe('PS/2027-28/000001');
  });

  it('gives 50 orders paid at once 50 consecutive numbers, one each', async () => {
    const at = '2028-05-01T10:00:00.000Z';
    const orders = await Promise.all(Array.from({ length: 50 }, () => paidOrder(at)));
    await Promise.all(orders.map((orderId) => issue(orderId, at)));
    const serials = await Promise.all(orders.map(async (orderId) => (await invoiceOf(orderId))?.serial));
    expect([...serials].sort((a, b) => a! - b!)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(await seriesLength(invoiceSeries('PS-2028-29'))).toBe(50);
  });

  it('puts a number a crashed batch left on its order before numbering the next, so no number is lost', async () => {
    const at = '2029-06-01T10:00:00.000Z';
    const [crashed, next] = [await paidOrder(at), await paidOrder(at)];
    // The crashed batch numbered its order and died before the order had it.
    await given(
      world.store,
      invoiceSeries('PS-2029-30'),
      [
        {
          type: 'DocumentNumbered',
          data: {
            kind: 'invoice',
            orderId: crashed,
            key: crashed,
            number: 'PS/2029-30/000001',
            serial: 1,
            financialYear: '2029-30',
            issuedAt: at,
            seller: { legalName: 'Pawsome Supplies', address: '', gstin: '' },
            lines: [{ productId: world.toy.id, name: 'Rope tug', hsn: '9503', quantity: 2, unitPrice: 199 }],
            amount: 398,
            at,
          },
        },
      ],
      invoicing,
    );
    await issue(next, at);
    expect((await invoiceOf(crashed))?.number).toBe('PS/2029-30/000001');
    expect((await invoiceOf(next))?.number).toBe('PS/2029-30/000002');
    // The crashed order's own invoice, asked for again, is found on it: nothing more is numbered.
    await issue(crashed, at);
    expect(await seriesLength(invoiceSeries('PS-2029-30'))).toBe(2);
  });

  it('finishes its own number when it was the one that crashed', async () => {
    const at = '2030-06-01T10:00:00.000Z';
    const orderId = await paidOrder(at);
    const facts = { orderId, key: orderId, issuedAt: at, seller: { legalName: 'Pawsome Supplies', address: '', gstin: '' }, lines: [], amount: 398 };
    const numbered = { kind: 'invoice', ...facts, number: 'PS/2030-31/000001', serial: 1, financialYear: '2030-31', at };
    await given(world.store, invoiceSeries('PS-2030-31'), [{ type: 'DocumentNumbered', data: numbered }], invoicing);
    await issue(orderId, at);
    expect((await invoiceOf(orderId))?.number).toBe('PS/2030-31/000001');
    expect(await seriesLength(invoiceSeries('PS-2030-31'))).toBe(1);
  });

  it('invoices no order that is not paid, was paid only after it was given up, or is a replacement', async () => {
    const at = '2031-06-01T10:00:00.000Z';
    const unpaid = randomUUID();
    await given(world.store, orderStream(unpaid), [placed({ orderId: unpaid, lines: [line()] })], invoicing);
    const late = randomUUID();
    await given(
      world.store,
      orderStream(late),
      [
        placed({ orderId: late, lines: [line()], at }),
        { type: 'OrderCancelled', data: { from: 'placed', reason: 'payment_timeout', note: null, at } },
        captured(late, at),
        {
          type: 'RefundRequested',
          data: { refundKey: `${late}:paid_after_cancellation`, amount: 398, reason: 'paid_after_cancellation', returnId: null, lines: null, at },
        },
      ],
      invoicing,
    );
    const replacement = randomUUID();
    await given(
      world.store,
      orderStream(replacement),
      [placed({ orderId: replacement, lines: [{ ...line(), unitPrice: 0 }], replacementFor: 'r-1' })],
      invoicing,
    );
    for (const orderId of [unpaid, late, replacement]) await issue(orderId, at);
    expect(await Promise.all([unpaid, late, replacement].map(invoiceOf))).toEqual([null, null, null]);
    expect(await seriesLength(invoiceSeries('PS-2031-32'))).toBe(0);
  });

  it('invoices an order cancelled after it was paid, however late its invoice is numbered: it was a sale', async () => {
    const at = '2034-09-01T10:00:00.000Z';
    const cancelled = await paidOrder(at, () => [{ type: 'OrderCancelled', data: { from: 'placed', reason: 'staff', note: null, at } }]);
    await issue(cancelled, at);
    expect((await invoiceOf(cancelled))?.number).toBe('PS/2034-35/000001');
  });

  describe('IssueCreditNote (the credit note of a refund the provider processed)', () => {
    const refunded = (refundKey: string, amount: number, reason: 'return' | 'order_cancelled' | 'paid_after_cancellation', at: string) =>
      [
        {
          type: 'RefundRequested',
          data: {
            refundKey,
            amount,
            reason,
            returnId: reason === 'return' ? 'r-1' : null,
            lines: reason === 'return' ? [{ productId: world.toy.id, quantity: 1 }] : null,
            at,
          },
        },
        { type: 'RefundProcessed', data: { refundKey, providerRefundId: `rfnd_${refundKey}`, amount, at } },
      ] as OrderEvent[];
    const creditNotesOf = async (orderId: string) => {
      const { state } = await loadState(world.store, orderStream(orderId), orderDecider);
      return state.status === 'none' ? [] : state.creditNotes;
    };
    const issueNote = (orderId: string, refundKey: string, issuedAt: string) =>
      world.creditNotes.execute(new IssueCreditNoteCommand({ orderId, refundKey, issuedAt, metadata: invoicing }));

    it('numbers a credit note for each refund in its own series, naming the refunded lines and the invoice it corrects', async () => {
      const at = '2032-06-01T10:00:00.000Z';
      const orderId = await paidOrder(at);
      await issue(orderId, at);
      await given(world.store, orderStream(orderId), refunded(`${orderId}:return:1`, 199, 'return', '2032-06-10T10:00:00.000Z'), invoicing);
      await issueNote(orderId, `${orderId}:return:1`, '2032-06-10T10:00:00.000Z');
      await issueNote(orderId, `${orderId}:return:1`, '2032-06-10T10:00:00.000Z'); // asked again: nothing more
      expect(await creditNotesOf(orderId)).toEqual([
        {
          key: `${orderId}:return:1`,
          number: 'PS/CN/2032-33/000001',
          serial: 1,
          financialYear: '2032-33',
          issuedAt: '2032-06-10T10:00:00.000Z',
          seller: { legalName: 'Pawsome Supplies', address: '', gstin: '' },
          lines: [{ productId: world.toy.id, name: 'Rope tug', hsn: '9503', quantity: 1, unitPrice: 199 }],
          amount: 199,
          against: 'PS/2032-33/000001',
          reason: 'Products returned',
        },
      ]);
      expect(await seriesLength(creditNoteSeries('PS-2032-33'))).toBe(1);
      expect(await seriesLength(invoiceSeries('PS-2032-33'))).toBe(1);
    });

    it('issues none for a payment refunded because it came after the order was given up (never a sale)', async () => {
      const at = '2033-06-01T10:00:00.000Z';
      const orderId = await paidOrder(at, (id) => refunded(`${id}:paid_after_cancellation`, 398, 'paid_after_cancellation', at));
      await issueNote(orderId, `${orderId}:paid_after_cancellation`, at);
      expect(await creditNotesOf(orderId)).toEqual([]);
    });
  });
});
