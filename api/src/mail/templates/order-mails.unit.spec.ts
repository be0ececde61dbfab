import { renderMail } from '../render.js';
import { shopLinks } from './template.js';

// The order mails as a shopper reads them: the words, the amounts as the storefront shows them
// (rupees(), Indian grouping), and links back to PUBLIC_URL.
describe('order mails', () => {
  const shop = shopLinks('https://shop.example.in');
  const address = { name: 'Asha Rao', mobile: '9876543210', address: '12 MG Road', area: 'Indiranagar', city: 'Bengaluru', state: 'Karnataka', zip: '560038' };
  const lines = [
    { name: 'Chicken Kibble 10 kg', quantity: 2, unitPrice: 1299.5 },
    { name: 'Rope Toy', quantity: 1, unitPrice: 99999 },
  ];

  it('confirmation: items with their line amounts, the total, the voucher and what was paid online, the address', async () => {
    const mail = await renderMail(
      'order-confirmation',
      {
        firstName: 'Asha',
        orderNumber: 'ORD-1001',
        lines,
        total: 102598,
        voucher: { code: 'PSV-ABC123', amount: 500 },
        paidOnline: 102098,
        address,
        placedAt: '2026-03-05T09:00:00.000Z',
      },
      shop,
    );
    expect(mail.subject).toBe('Order ORD-1001 confirmed');
    expect(mail.text).toContain('Hello Asha, we have your payment for order ORD-1001, placed on 5 March 2026');
    expect(mail.text).toMatch(/Chicken Kibble 10 kg × 2\s+₹2,599.00/);
    expect(mail.text).toMatch(/Rope Toy × 1\s+₹99,999.00/);
    expect(mail.text).toMatch(/Total\s+₹1,02,598.00/);
    expect(mail.text).toMatch(/Store voucher PSV-ABC123\s+₹500.00/);
    expect(mail.text).toMatch(/Paid online\s+₹1,02,098.00/);
    expect(mail.text).toContain('Indiranagar');
    expect(mail.text).toContain('Bengaluru, Karnataka 560038');
    expect(mail.html).toContain('href="https://shop.example.in/profile?tab=orders"');
  });

  it('confirmation of an order a voucher paid in full shows no online payment, and one without a voucher no voucher', async () => {
    const base = { firstName: null, orderNumber: 'ORD-7', lines, total: 102598, address, placedAt: '2026-03-05T09:00:00.000Z' };
    const byVoucher = await renderMail('order-confirmation', { ...base, voucher: { code: 'PSV-X', amount: 102598 }, paidOnline: 0 }, shop);
    expect(byVoucher.text).toContain('Hello, we have your payment');
    expect(byVoucher.text).toMatch(/Store voucher PSV-X\s+₹1,02,598.00/);
    expect(byVoucher.text).not.toContain('Paid online');
    const online = await renderMail('order-confirmation', { ...base, voucher: null, paidOnline: 102598 }, shop);
    expect(online.text).not.toContain('voucher');
    expect(online.text).not.toContain('invoice');
    const attachment = { document: 'invoice', orderId: 'o-7', number: 'PS/2025-26/000007' } as const;
    const invoiced = await renderMail('order-confirmation', { ...base, voucher: null, paidOnline: 102598, invoiceNumber: attachment.number, attachment }, shop);
    expect(invoiced.text).toContain('Your invoice PS/2025-26/000007 is attached to this mail');
  });

  it.each([
    ['payment_dismissed', 'the payment window was closed before the payment was made'],
    ['payment_failed', 'the payment did not go through'],
    ['payment_timeout', 'we did not receive the payment in time'],
    ['sdk_missing', 'the payment window could not be opened'],
    ['customer', 'you cancelled it'],
  ] as const)('unpaid cancellation (%s) says why in the shopper’s words', async (reason, words) => {
    const mail = await renderMail('order-cancelled-unpaid', { firstName: 'Asha', orderNumber: 'ORD-9', reason, total: 1299.5, voucherReturned: null }, shop);
    expect(mail.subject).toBe('Order ORD-9 was cancelled: not paid');
    expect(mail.text).toContain(`order ORD-9 (₹1,299.50) was cancelled because ${words}`);
    expect(mail.text).not.toContain(reason);
    expect(mail.text).toContain('No payment was taken');
  });

  it('unpaid cancellation says what went back on the voucher', async () => {
    const data = { firstName: 'Asha', orderNumber: 'ORD-9', reason: 'payment_failed' as const, total: 1299.5, voucherReturned: { code: 'PSV-Q', amount: 250 } };
    expect((await renderMail('order-cancelled-unpaid', data, shop)).text).toContain('The ₹250.00 your store voucher PSV-Q paid is back on the voucher');
  });

  it('cancelled by the shop: the reason staff gave, the refund and the voucher part', async () => {
    const mail = await renderMail(
      'order-cancelled-by-shop',
      {
        firstName: 'Asha',
        orderNumber: 'ORD-5',
        reason: 'The kibble is out of stock at the supplier',
        refund: 1049.5,
        voucherReturned: { code: 'PSV-Q', amount: 250 },
      },
      shop,
    );
    expect(mail.subject).toBe('Order ORD-5 was cancelled');
    expect(mail.text).toContain('The kibble is out of stock at the supplier');
    expect(mail.text).toContain('The ₹1,049.50 you paid is being refunded');
    expect(mail.text).toContain('The ₹250.00 your store voucher PSV-Q paid is back on the voucher');
    const unpaid = await renderMail(
      'order-cancelled-by-shop',
      { firstName: 'Asha', orderNumber: 'ORD-5', reason: null, refund: 0, voucherReturned: null },
      shop,
    );
    expect(unpaid.text).not.toContain('refunded');
    expect(unpaid.text).not.toContain('voucher');
  });

  it('shipped and delivered, with the return term', async () => {
    const shipped = await renderMail('order-shipped', { firstName: 'Asha', orderNumber: 'ORD-5', lines, address }, shop);
    expect(shipped.subject).toBe('Your order ORD-5 is on its way');
    expect(shipped.text).toContain('12 MG Road');
    expect(shipped.text).toMatch(/Rope Toy × 1\s+₹99,999.00/);
    const parcel = await renderMail(
      'order-shipped',
      {
        firstName: 'Asha',
        orderNumber: 'ORD-5',
        lines,
        address,
        parcel: 1,
        complete: false,
        carrierName: 'Blue Dart',
        trackingNumber: 'BD-42',
        trackingUrl: 'https://www.bluedart.com/track/BD-42',
      },
      shop,
    );
    expect(parcel.subject).toBe('Parcel 1 of your order ORD-5 is on its way');
    expect(parcel.text).toContain('Blue Dart is bringing it, with tracking number BD-42');
    expect(parcel.html).toContain('href="https://www.bluedart.com/track/BD-42"');
    expect(parcel.text).toContain('The rest of your order follows in another parcel');
    expect(shipped.text).not.toContain('tracking number');
    const delivered = await renderMail(
      'order-delivered',
      { firstName: 'Asha', orderNumber: 'ORD-5', deliveredAt: '2026-03-05T09:00:00.000Z', returnBy: '2026-04-04T09:00:00.000Z' },
      shop,
    );
    expect(delivered.subject).toBe('Your order ORD-5 was delivered');
    expect(delivered.text).toContain('was delivered on 5 March 2026');
    expect(delivered.text).toContain('you can return it until 4 April 2026');
  });

  it('refunded: full or partial, with the amount', async () => {
    const base = { firstName: 'Asha', orderNumber: 'ORD-5', reason: 'order_cancelled' as const, paid: 2599 };
    const full = await renderMail('order-refunded', { ...base, amount: 2599, full: true, refundedSoFar: 2599 }, shop);
    expect(full.subject).toBe('Refund of ₹2,599.00 for order ORD-5');
    expect(full.text).toContain('we have refunded ₹2,599.00 for order ORD-5 because the order was cancelled');
    const partial = await renderMail('order-refunded', { ...base, reason: 'paid_after_cancellation', amount: 1000, full: false, refundedSoFar: 1000 }, shop);
    expect(partial.subject).toBe('Partial refund of ₹1,000.00 for order ORD-5');
    expect(partial.text).toContain('because your payment reached us after the order had been cancelled');
    expect(partial.text).toContain('That makes ₹1,000.00 of the ₹2,599.00 you paid online refunded so far');
    expect(partial.text).not.toContain('Credit note');
    const attachment = { document: 'credit-note', orderId: 'o-5', number: 'PS/CN/2026-27/000001' } as const;
    const withNote = await renderMail(
      'order-refunded',
      { ...base, amount: 2599, full: true, refundedSoFar: 2599, creditNoteNumber: attachment.number, attachment },
      shop,
    );
    expect(withNote.text).toContain('Credit note PS/CN/2026-27/000001 for it is attached to this mail');
  });

  it("a return's credit note, attached", async () => {
    const attachment = { document: 'credit-note', orderId: 'o-5', number: 'PS/CN/2026-27/000002' } as const;
    const note = await renderMail(
      'credit-note-issued',
      { firstName: 'Asha', orderNumber: 'ORD-5', creditNoteNumber: attachment.number, amount: 349, attachment },
      shop,
    );
    expect(note.subject).toBe('Credit note PS/CN/2026-27/000002 for order ORD-5');
    expect(note.text).toContain('the refund of ₹349.00 for the products you returned from order ORD-5 has gone through');
  });
});
