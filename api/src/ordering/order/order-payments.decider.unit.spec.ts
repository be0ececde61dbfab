import type { CustomerCancellationReason, OrderEvent } from '../events.js';
import type { CapturePayment, FailPayment, OrderCommand, RequestRefund } from './order.commands.js';
import { orderDecider } from './order.decider.js';
import { at as onDay, placed as placedOrder } from '../testing/order-events.fixture.js';
import { deciderSpec } from '../../platform/testing/decider-spec.js';

const at = (minute: number) => onDay(1, minute);
const placed = placedOrder({ orderId: 'o-1' });
const capture: CapturePayment = {
  type: 'CapturePayment',
  paymentId: 'pay_1',
  razorpayOrderId: 'order_rzp_o-1',
  amount: 2948,
  source: 'verify',
  stockAvailable: true,
  at: at(5),
};
const captured = (paymentId = 'pay_1', minute = 5): OrderEvent => ({
  type: 'PaymentCaptured',
  data: { paymentId, razorpayOrderId: 'order_rzp_o-1', amount: 2948, source: 'verify', at: at(minute) },
});
const failure: FailPayment = {
  type: 'FailPayment',
  razorpayOrderId: 'order_rzp_o-1',
  paymentId: 'pay_0',
  code: 'BAD_REQUEST_ERROR',
  description: 'Card declined',
  source: 'webhook',
  at: at(3),
};
const failed = (paymentId: string | null = 'pay_0'): OrderEvent => ({
  type: 'PaymentFailed',
  data: { razorpayOrderId: 'order_rzp_o-1', paymentId, code: 'BAD_REQUEST_ERROR', description: 'Card declined', source: 'webhook', at: at(3) },
});
const cancelledFor = (reason: CustomerCancellationReason | 'staff'): OrderEvent => ({
  type: 'OrderCancelled',
  data: { from: 'placed', reason, note: null, at: at(2) },
});
const refundRequested = (refundKey: string, amount: number): OrderEvent => ({
  type: 'RefundRequested',
  data: { refundKey, amount, reason: 'return', returnId: 'ret-1', lines: [{ productId: 'p-collar', quantity: 1 }], at: at(10) },
});
const refundProcessed = (refundKey: string, amount: number): OrderEvent => ({
  type: 'RefundProcessed',
  data: { refundKey, providerRefundId: `rfnd_${refundKey}`, amount, at: at(11) },
});

const given = deciderSpec(orderDecider);
const stateAfter = (events: OrderEvent[]) => events.reduce(orderDecider.evolve, orderDecider.initialState());

describe('order decider: payments and refunds', () => {
  describe('CapturePayment', () => {
    it('marks a pending order paid', () => given([placed]).when(capture).then([captured()]));
    it('changes nothing when the same payment is reported again, whoever reports it', () => {
      given([placed, captured()]).when(capture).then([]);
      given([placed, captured()])
        .when({ ...capture, source: 'webhook' })
        .then([]);
      given([placed, captured(), cancelledFor('staff')])
        .when({ ...capture, source: 'reconciliation' })
        .then([]);
    });
    it('accepts a retry after a failed attempt', () => given([placed, failed()]).when(capture).then([captured()]));
    it('refuses another payment once paid', () =>
      given([placed, captured()])
        .when({ ...capture, paymentId: 'pay_2' })
        .thenRejects('conflict', 'Order is already paid'));
    it('refuses a payment for another Razorpay order', () =>
      given([placed])
        .when({ ...capture, razorpayOrderId: 'order_other' })
        .thenRejects('invalid', 'Payment verification failed'));
    it('refuses an amount other than the total', () =>
      given([placed])
        .when({ ...capture, amount: 2947.99 })
        .thenRejects('unprocessable', 'Payment amount does not match the order'));
    it('refuses an unknown order', () => given([]).when(capture).thenRejects('not_found', 'Order not found'));

    it.each<CustomerCancellationReason>(['payment_dismissed', 'payment_timeout', 'payment_failed', 'sdk_missing'])(
      'restores an order cancelled for %s when its stock is still there',
      (reason) => {
        given([placed, cancelledFor(reason)])
          .when(capture)
          .then([captured(), { type: 'OrderRestored', data: { reason: 'paid_after_cancellation', at: at(5) } }]);
        expect(
          stateAfter([placed, cancelledFor(reason), captured(), { type: 'OrderRestored', data: { reason: 'paid_after_cancellation', at: at(5) } }]),
        ).toMatchObject({
          status: 'placed',
          paymentStatus: 'paid',
          cancellation: null,
        });
      },
    );
    const refundAll: OrderEvent = {
      type: 'RefundRequested',
      data: { refundKey: 'o-1:paid_after_cancellation', amount: 2948, reason: 'paid_after_cancellation', returnId: null, lines: null, at: at(5) },
    };
    it('refunds a payment that arrives after a dismissal when the stock is gone', () =>
      given([placed, cancelledFor('payment_dismissed')])
        .when({ ...capture, stockAvailable: false })
        .then([captured(), refundAll]));
    it.each<CustomerCancellationReason | 'staff'>(['customer', 'staff'])('refunds a payment that arrives after a %s cancellation', (reason) =>
      given([placed, cancelledFor(reason)])
        .when(capture)
        .then([captured(), refundAll]),
    );
  });

  describe('FailPayment', () => {
    it('marks a pending order failed', () => {
      given([placed]).when(failure).then([failed()]);
      expect(stateAfter([placed, failed()])).toMatchObject({ paymentStatus: 'failed', status: 'placed' });
    });
    it('records each failed attempt once', () => {
      given([placed, failed()]).when(failure).then([]);
      given([placed, failed()])
        .when({ ...failure, paymentId: 'pay_00' })
        .then([failed('pay_00')]);
    });
    it('records a failure that names no payment', () =>
      given([placed, failed(null)])
        .when({ ...failure, paymentId: null })
        .then([failed(null)]));
    it('ignores a late failure once paid', () => given([placed, captured()]).when(failure).then([]));
    it('refuses a failure for another Razorpay order', () =>
      given([placed])
        .when({ ...failure, razorpayOrderId: 'order_other' })
        .thenRejects('invalid', 'Payment verification failed'));
    it('refuses an unknown order', () => given([]).when(failure).thenRejects('not_found', 'Order not found'));
  });

  describe('RequestRefund', () => {
    const request = (refundKey: string, amount: number): RequestRefund => ({
      type: 'RequestRefund',
      refundKey,
      amount,
      reason: 'return',
      returnId: 'ret-1',
      lines: [{ productId: 'p-collar', quantity: 1 }],
      at: at(10),
    });

    it('requests a refund of part of a paid order', () =>
      given([placed, captured()])
        .when(request('r-1', 349))
        .then([refundRequested('r-1', 349)]));
    it('changes nothing for a refund key it knows', () =>
      given([placed, captured(), refundRequested('r-1', 349)])
        .when(request('r-1', 349))
        .then([]));
    it('counts refunds not yet processed as spoken for', () =>
      given([placed, captured(), refundRequested('r-1', 2600)])
        .when(request('r-2', 349))
        .thenRejects('unprocessable', 'Only ₹348.00 is left to refund', 'amount'));
    it('refunds a partly refunded order up to what is left', () =>
      given([placed, captured(), refundRequested('r-1', 349), refundProcessed('r-1', 349)])
        .when(request('r-2', 2599))
        .then([refundRequested('r-2', 2599)]));
    it('refuses nothing to refund', () =>
      given([placed, captured()]).when(request('r-1', 0)).thenRejects('unprocessable', 'A refund must be more than ₹0', 'amount'));
    it('refuses an unpaid order', () => given([placed]).when(request('r-1', 349)).thenRejects('conflict', 'Only a paid order can be refunded'));
    it('refuses an unknown order', () => given([]).when(request('r-1', 349)).thenRejects('not_found', 'Order not found'));
  });

  describe('RecordRefund', () => {
    const record: OrderCommand = { type: 'RecordRefund', refundKey: 'r-1', providerRefundId: 'rfnd_r-1', amount: 349, at: at(11) };
    const refundFailed: OrderEvent = { type: 'RefundFailed', data: { refundKey: 'r-1', reason: 'Gateway timeout', at: at(11) } };

    it('records the provider’s refund', () =>
      given([placed, captured(), refundRequested('r-1', 349)])
        .when(record)
        .then([refundProcessed('r-1', 349)]));
    it('changes nothing for a refund already processed', () =>
      given([placed, captured(), refundRequested('r-1', 349), refundProcessed('r-1', 349)])
        .when(record)
        .then([]));
    it('records a retry that succeeded after a failure', () =>
      given([placed, captured(), refundRequested('r-1', 349), refundFailed])
        .when(record)
        .then([refundProcessed('r-1', 349)]));
    it('refuses a refund it never requested', () => given([placed, captured()]).when(record).thenRejects('not_found', 'Refund not found'));
  });

  describe('FailRefund', () => {
    const fail: OrderCommand = { type: 'FailRefund', refundKey: 'r-1', reason: 'Gateway timeout', at: at(11) };
    const refundFailed: OrderEvent = { type: 'RefundFailed', data: { refundKey: 'r-1', reason: 'Gateway timeout', at: at(11) } };

    it('records the failure of a pending refund', () =>
      given([placed, captured(), refundRequested('r-1', 349)])
        .when(fail)
        .then([refundFailed]));
    it('changes nothing for a refund already failed', () =>
      given([placed, captured(), refundRequested('r-1', 349), refundFailed])
        .when(fail)
        .then([]));
    it('does not undo a processed refund', () =>
      given([placed, captured(), refundRequested('r-1', 349), refundProcessed('r-1', 349)])
        .when(fail)
        .then([]));
    it('refuses a refund it never requested', () => given([placed, captured()]).when(fail).thenRejects('not_found', 'Refund not found'));
  });

  describe('paymentStatus after refunds', () => {
    it('is partially_refunded while some of the payment is kept', () =>
      expect(stateAfter([placed, captured(), refundRequested('r-1', 349), refundProcessed('r-1', 349)])).toMatchObject({
        paymentStatus: 'partially_refunded',
        amountRefunded: 349,
      }));
    it('stays paid while a refund is only requested', () =>
      expect(stateAfter([placed, captured(), refundRequested('r-1', 349)])).toMatchObject({ paymentStatus: 'paid' }));
    it('is refunded once the refunds add up to the payment, to the paisa', () =>
      expect(
        stateAfter([placed, captured(), refundRequested('r-1', 349), refundProcessed('r-1', 349), refundRequested('r-2', 2599), refundProcessed('r-2', 2599)]),
      ).toMatchObject({ paymentStatus: 'refunded', amountRefunded: 2948 }));
  });
});
