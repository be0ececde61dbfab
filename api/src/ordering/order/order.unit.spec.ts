import { paidInFullAtPlacement } from './order-amounts.js';

// "Paid in full at placement" is decided by the amounts, in one place: the order's payment status at
// placement, the confirmation mail, the voucher order's emptied cart and the checkout's answer all ask it.
describe('paidInFullAtPlacement', () => {
  const voucher = (amount: number) => ({ code: 'STORE-CREDIT', amount });

  it('holds for an order a voucher paid wholly, to the paisa, and for a replacement', () => {
    expect(paidInFullAtPlacement({ totalAmount: 1299.5, voucher: voucher(1299.5) })).toBe(true);
    expect(paidInFullAtPlacement({ totalAmount: 0.3, voucher: voucher(0.1 + 0.2) })).toBe(true);
    expect(paidInFullAtPlacement({ totalAmount: 799, replacementFor: 'return-1' })).toBe(true);
  });

  it('does not hold while a paisa is left to pay through the provider, or without a voucher', () => {
    expect(paidInFullAtPlacement({ totalAmount: 1299.5, voucher: voucher(1299.49) })).toBe(false);
    expect(paidInFullAtPlacement({ totalAmount: 1299.5, voucher: null, replacementFor: null })).toBe(false);
    expect(paidInFullAtPlacement({ totalAmount: 1299.5 })).toBe(false);
  });
});
