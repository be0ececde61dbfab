import type { ProviderLedger } from './provider-ledger.js';
import { disagreementsOf, type ShopPayment } from './provider-view.js';

const paidShop: ShopPayment = {
  razorpayOrderId: 'order_1',
  orderStatus: 'processing',
  paymentStatus: 'paid',
  paymentId: 'pay_1',
  totalAmount: 2599,
  amountToPay: 2599,
  amountPaid: 2599,
  refundedAmount: 0,
};
const payment = (id: string, amount: number, captured = true, amountRefunded = 0): ProviderLedger['payments'][number] => ({
  id,
  amount,
  status: captured ? (amountRefunded ? 'refunded' : 'captured') : 'failed',
  method: 'card',
  captured,
  amountRefunded,
  errorDescription: captured ? null : 'Card declined',
  createdAt: '2026-11-01T10:00:00.000Z',
});
const refund = (amount: number, status = 'processed'): ProviderLedger['refunds'][number] => ({
  id: `rfnd_${amount}`,
  paymentId: 'pay_1',
  amount,
  status,
  createdAt: '2026-11-02T10:00:00.000Z',
});
const ledger = (payments: ProviderLedger['payments'], refunds: ProviderLedger['refunds'] = []): ProviderLedger => ({
  order: { id: 'order_1', amount: 2599, amountPaid: payments.some((each) => each.captured) ? 2599 : 0, status: 'paid', attempts: payments.length },
  payments,
  refunds,
});
const fields = (shop: ShopPayment, provider: ProviderLedger) => disagreementsOf(shop, provider).map((each) => each.field);

describe('disagreementsOf (the shop against the payment provider)', () => {
  it('finds none for a paid order the provider captured, after a declined first try', () => {
    expect(disagreementsOf(paidShop, ledger([payment('pay_0', 2599, false), payment('pay_1', 2599)]))).toEqual([]);
  });

  it('finds none for an unpaid order with only declined payments, nor one with nothing to pay through the provider', () => {
    expect(disagreementsOf({ ...paidShop, paymentStatus: 'pending', paymentId: null, amountPaid: 0 }, ledger([payment('pay_0', 2599, false)]))).toEqual([]);
    const byVoucher = { ...paidShop, razorpayOrderId: null, paymentId: null, amountToPay: 0, amountPaid: 0 };
    expect(disagreementsOf(byVoucher, { order: null, payments: [], refunds: [] })).toEqual([]);
  });

  it('flags a cancelled order whose payment the provider captured and kept: paid but cancelled', () => {
    const cancelled = { ...paidShop, orderStatus: 'cancelled' as const, paymentStatus: 'pending' as const, paymentId: null, amountPaid: 0 };
    const [flag, ...rest] = disagreementsOf(cancelled, ledger([payment('pay_1', 2599)]));
    expect(rest).toEqual([]);
    expect(flag).toEqual({
      field: 'orderStatus',
      shop: 'cancelled',
      provider: 'captured',
      message: expect.stringMatching(/^Paid but cancelled: .*₹2,599\.00 .*pay_1/),
    });
    // Refunded in full at the provider and in the shop: nothing left to settle.
    const settled = { ...cancelled, paymentStatus: 'refunded' as const, paymentId: 'pay_1', amountPaid: 2599, refundedAmount: 2599 };
    expect(disagreementsOf(settled, ledger([payment('pay_1', 2599, true, 2599)], [refund(2599)]))).toEqual([]);
  });

  it('flags a capture the shop has not recorded, and a payment the shop records that the provider never captured', () => {
    expect(fields({ ...paidShop, paymentStatus: 'pending', paymentId: null, amountPaid: 0 }, ledger([payment('pay_1', 2599)]))).toEqual(['paymentStatus']);
    expect(disagreementsOf(paidShop, ledger([payment('pay_1', 2599, false)]))).toEqual([
      expect.objectContaining({ field: 'paymentStatus', shop: 'paid', provider: 'not captured' }),
    ]);
  });

  it('flags a shopper charged twice, another payment id, and amounts that differ', () => {
    expect(fields(paidShop, ledger([payment('pay_1', 2599), payment('pay_2', 2599)]))).toEqual(['payments', 'amountPaid']);
    expect(fields(paidShop, ledger([payment('pay_9', 2599)]))).toEqual(['paymentId']);
    expect(disagreementsOf(paidShop, ledger([payment('pay_1', 2500)]))).toEqual([
      expect.objectContaining({ field: 'amountPaid', shop: 2599, provider: 2500 }),
      expect.objectContaining({
        field: 'totalAmount',
        shop: 2599,
        provider: 2500,
        message: 'The provider captured ₹2,500.00, but the order asked for ₹2,599.00.',
      }),
    ]);
  });

  it('flags refunds the shop counts that the provider has not made, and the other way round', () => {
    const partly = { ...paidShop, paymentStatus: 'partially_refunded' as const, refundedAmount: 1000 };
    expect(disagreementsOf(partly, ledger([payment('pay_1', 2599, true, 1000)], [refund(1000)]))).toEqual([]);
    const [ahead] = disagreementsOf(partly, ledger([payment('pay_1', 2599, true, 1000)], [refund(1000, 'pending')]));
    expect(ahead).toMatchObject({ field: 'refundedAmount', shop: 1000, provider: 0, message: expect.stringContaining('₹1,000.00 is still pending') });
    const [behind] = disagreementsOf(paidShop, ledger([payment('pay_1', 2599, true, 500)], [refund(500)]));
    expect(behind).toMatchObject({ field: 'refundedAmount', shop: 0, provider: 500 });
  });

  it('flags an order the provider has never heard of', () => {
    expect(disagreementsOf(paidShop, { order: null, payments: [], refunds: [] })).toEqual([
      expect.objectContaining({ field: 'razorpayOrderId', shop: 'order_1', provider: null }),
    ]);
  });
});
