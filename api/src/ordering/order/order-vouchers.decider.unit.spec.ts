import { deciderSpec } from '../../platform/testing/decider-spec.js';
import type { OrderEvent } from '../events.js';
import type { PlaceOrder } from './order.commands.js';
import { orderDecider } from './order.decider.js';
import { at as onDay, placed as placedOrder, staff } from '../testing/order-events.fixture.js';

// Orders paid in part or in full by a store voucher (kibble and collar: ₹2,948).
const at = (minute: number) => onDay(2, minute);
const code = 'PSV-0123456789';
const part = placedOrder({ orderId: 'o-1', voucherAmount: 948 });
const whole = placedOrder({ orderId: 'o-2', voucherAmount: 2948 });
const paidRest: OrderEvent = {
  type: 'PaymentCaptured',
  data: { paymentId: 'pay_1', razorpayOrderId: 'order_rzp_o-1', amount: 2000, source: 'verify', at: at(1) },
};
const released = (releaseKey: string, amount: number, reason: 'order_cancelled' | 'return' = 'order_cancelled'): OrderEvent => ({
  type: 'VoucherReleased',
  data: { code, releaseKey, amount, reason, at: at(5) },
});
const refundRequested = (refundKey: string, amount: number, reason: 'order_cancelled' | 'return'): OrderEvent => ({
  type: 'RefundRequested',
  data: { refundKey, amount, reason, returnId: reason === 'return' ? 'r-1' : null, lines: null, at: at(5) },
});
const refundOf = (amount: number, refundKey = 'return:r-1:o-1') =>
  ({ type: 'RequestRefund', refundKey, amount, reason: 'return', returnId: 'r-1', lines: null, at: at(5) }) as const;

const given = deciderSpec(orderDecider);

describe('order decider: store vouchers', () => {
  describe('PlaceOrder', () => {
    const { currency: _currency, ...placement } = part.data;
    const place = { type: 'PlaceOrder', ...placement } as PlaceOrder;
    it('records what the voucher paid beside the provider order for the rest', () => given([]).when(place).then([part]));
    it('needs no provider order when the voucher pays it all', () => {
      const { currency: _c, ...all } = whole.data;
      given([])
        .when({ type: 'PlaceOrder', ...all } as PlaceOrder)
        .then([whole]);
    });
    it('refuses a provider order with nothing left to pay, and a voucher paying more than the total', () => {
      given([])
        .when({ ...place, voucher: { code, amount: 2948 } })
        .thenRejects('unprocessable', /provider order/, 'razorpayOrderId');
      given([])
        .when({ ...place, voucher: { code, amount: 3000 } })
        .thenRejects('unprocessable', /at most the total/, 'voucherCode');
    });
  });

  it('starts an order the voucher paid in full as paid, and counts it paid for staff moves', () => {
    const state = orderDecider.evolve(orderDecider.initialState(), whole);
    expect(state).toMatchObject({ status: 'placed', paymentStatus: 'paid', voucher: { code, amount: 2948 }, razorpayOrderId: null });
    given([whole])
      .when({ type: 'ChangeStatus', to: 'processing', reason: null, force: false, by: staff, at: at(2) })
      .then([{ type: 'OrderStatusChanged', data: { from: 'placed', to: 'processing', reason: null, forced: false, at: at(2) } }]);
  });

  it('takes a payment of what was left to pay, not of the total', () => {
    given([part])
      .when({ type: 'CapturePayment', paymentId: 'pay_1', razorpayOrderId: 'order_rzp_o-1', amount: 2948, source: 'verify', stockAvailable: true, at: at(1) })
      .thenRejects('unprocessable', 'Payment amount does not match the order');
    given([part])
      .when({ type: 'CapturePayment', paymentId: 'pay_1', razorpayOrderId: 'order_rzp_o-1', amount: 2000, source: 'verify', stockAvailable: true, at: at(1) })
      .then([paidRest]);
  });

  describe('cancellation gives the voucher back what it paid', () => {
    const cancelled = (from: 'placed') => ({ type: 'OrderCancelled', data: { from, reason: 'staff', note: null, at: at(5) } }) as OrderEvent;
    const staffCancel = { type: 'ChangeStatus', to: 'cancelled', reason: null, force: false, by: staff, at: at(5) } as const;
    it('all of it for an order it paid in full', () =>
      given([whole])
        .when(staffCancel)
        .then([cancelled('placed'), released('o-2:order_cancelled', 2948)]));
    it('its part, beside a refund of the rest, for an order paid in part', () =>
      given([part, paidRest])
        .when(staffCancel)
        .then([cancelled('placed'), refundRequested('o-1:order_cancelled', 2000, 'order_cancelled'), released('o-1:order_cancelled', 948)]));
    it('its part for an unpaid order the shopper gives up', () =>
      given([part])
        .when({ type: 'CancelOrder', reason: 'payment_dismissed', at: at(5) })
        .then([
          { type: 'OrderCancelled', data: { from: 'placed', reason: 'payment_dismissed', note: null, at: at(5) } },
          released('o-1:order_cancelled', 948),
        ]));
    it('and a payment arriving afterwards is refunded, never restoring an order whose voucher went back', () => {
      const gaveUp: OrderEvent = { type: 'OrderCancelled', data: { from: 'placed', reason: 'payment_dismissed', note: null, at: at(3) } };
      const late = { ...paidRest.data, source: 'webhook' as const, at: at(6) };
      given([part, gaveUp, released('o-1:order_cancelled', 948)])
        .when({ type: 'CapturePayment', ...late, stockAvailable: true })
        .then([
          { type: 'PaymentCaptured', data: late },
          {
            type: 'RefundRequested',
            data: { refundKey: 'o-1:paid_after_cancellation', amount: 2000, reason: 'paid_after_cancellation', returnId: null, lines: null, at: at(6) },
          },
        ]);
    });
  });

  describe('a refund of returned lines', () => {
    it('comes from the provider as far as it holds money of the order', () =>
      given([part, paidRest])
        .when(refundOf(1500))
        .then([refundRequested('return:r-1:o-1', 1500, 'return')]));
    it('goes back to the voucher beyond that', () =>
      given([part, paidRest])
        .when(refundOf(2500))
        .then([refundRequested('return:r-1:o-1', 2000, 'return'), released('return:r-1:o-1', 500, 'return')]));
    it('goes all to the voucher for an order it paid in full, once', () => {
      given([whole])
        .when(refundOf(1000, 'return:r-1:o-2'))
        .then([released('return:r-1:o-2', 1000, 'return')]);
      given([whole, released('return:r-1:o-2', 1000, 'return')])
        .when(refundOf(1000, 'return:r-1:o-2'))
        .then([]);
    });
    it('never exceeds what the provider and the voucher still hold', () =>
      given([part, paidRest, released('o-1:x', 900, 'return')])
        .when(refundOf(2100))
        .thenRejects('unprocessable', 'Only ₹2048.00 is left to refund', 'amount'));
  });
});
