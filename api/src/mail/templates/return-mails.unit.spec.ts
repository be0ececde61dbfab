import { renderMail } from '../render.js';
import { shopLinks } from './template.js';

describe('return mails', () => {
  const shop = shopLinks('https://shop.example.in');

  it('received: the items, their orders and amounts, and the reimbursement asked for in words', async () => {
    const mail = await renderMail(
      'return-received',
      {
        firstName: 'Asha',
        returnNumber: 'RET-42',
        items: [{ name: 'Rope Toy', quantity: 3, unitPrice: 333.33, orderNumber: 'ORD-5' }],
        method: 'store voucher',
        methodForReturning: 'In-store pickup - Free',
      },
      shop,
    );
    expect(mail.subject).toBe('We received your return request RET-42');
    expect(mail.text).toMatch(/Rope Toy \(order ORD-5\) × 3\s+₹999.99/);
    expect(mail.text).toContain('You asked for a store voucher for the value of the items');
    expect(mail.text).toContain('In-store pickup - Free');
    expect(mail.html).toContain('href="https://shop.example.in/profile?tab=return"');
  });

  it('approved and rejected carry the note staff wrote, and none when they wrote none', async () => {
    const approved = await renderMail(
      'return-approved',
      { firstName: 'Asha', returnNumber: 'RET-42', note: 'Please keep the tags on', methodForReturning: 'Courier pickup' },
      shop,
    );
    expect(approved.subject).toBe('Your return RET-42 was approved');
    expect(approved.text).toContain('Please keep the tags on');
    const rejected = await renderMail('return-rejected', { firstName: 'Asha', returnNumber: 'RET-42', note: 'The toy was used' }, shop);
    expect(rejected.subject).toBe('Your return RET-42 was not approved');
    expect(rejected.text).toContain('The toy was used');
    const bare = await renderMail('return-rejected', { firstName: 'Asha', returnNumber: 'RET-42', note: null }, shop);
    expect(bare.html).not.toContain('The toy was used');
  });

  it('refunded: each order’s part and the total', async () => {
    const mail = await renderMail(
      'return-refunded',
      {
        firstName: 'Asha',
        returnNumber: 'RET-42',
        orders: [
          { orderNumber: 'ORD-5', amount: 1299.5 },
          { orderNumber: 'ORD-6', amount: 100000 },
        ],
        total: 101299.5,
        note: null,
      },
      shop,
    );
    expect(mail.subject).toBe('Your return RET-42 is refunded');
    expect(mail.text).toMatch(/Order ORD-5\s+₹1,299.50/);
    expect(mail.text).toMatch(/Order ORD-6\s+₹1,00,000.00/);
    expect(mail.text).toMatch(/Refund\s+₹1,01,299.50/);
  });

  it('voucher issued: the code and its amount', async () => {
    const mail = await renderMail('voucher-issued', { firstName: 'Asha', code: 'PSV-0A1B2C3D4E', amount: 1299.5, returnNumber: 'RET-42' }, shop);
    expect(mail.subject).toBe('Your store voucher of ₹1,299.50');
    expect(mail.text).toContain('PSV-0A1B2C3D4E');
    expect(mail.text).toContain('for return RET-42 we have issued you a store voucher of ₹1,299.50');
    expect(mail.html).toContain('href="https://shop.example.in/profile?tab=vouchers"');
  });

  it('replacement placed: the new order at no charge and where it goes', async () => {
    const address = { name: 'Asha Rao', mobile: '98', address: '12 MG Road', area: 'Indiranagar', city: 'Bengaluru', state: 'Karnataka', zip: '560038' };
    const mail = await renderMail(
      'replacement-order-placed',
      { firstName: 'Asha', orderNumber: 'ORD-77', returnNumber: 'RET-42', lines: [{ name: 'Rope Toy', quantity: 1, unitPrice: 0 }], address },
      shop,
    );
    expect(mail.subject).toBe('Your replacement order ORD-77');
    expect(mail.text).toContain('for return RET-42 we placed order ORD-77');
    expect(mail.text).toMatch(/Rope Toy × 1\s+₹0.00/);
    expect(mail.text).toContain('12 MG Road');
  });
});
