import { RazorpayError } from './errors.js';
import type { JournalEntry } from './journal/entries.js';
import type { Journal } from './journal/journal.js';
import type { CreateOrderInput, PayInput, RefundInput } from './requests.js';
import { SandboxStore } from './store.js';

const order = (over: Partial<CreateOrderInput> = {}): CreateOrderInput => ({
  amount: 50_000,
  currency: 'INR',
  receipt: 'rcpt_1',
  notes: { cart: 'c1' },
  paymentCapture: true,
  ...over,
});
const success: PayInput = { outcome: 'success', email: 'a@b.in', contact: '+919876543210', description: undefined };
const failure: PayInput = { ...success, outcome: 'failure' };
const refund = (over: Partial<RefundInput> = {}): RefundInput => ({
  amount: undefined,
  speed: 'normal',
  receipt: null,
  notes: [],
  ...over,
});

function thrown(fn: () => unknown): RazorpayError {
  try {
    fn();
  } catch (error) {
    if (error instanceof RazorpayError) return error;
    throw error;
  }
  throw new Error('expected a RazorpayError');
}

describe('SandboxStore', () => {
  let store: SandboxStore;
  beforeEach(() => {
    store = new SandboxStore(() => 1_700_000_000);
  });

  it('creates orders with Razorpay ids and fields', () => {
    const created = store.createOrder(order());
    expect(created).toEqual({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      entity: 'order',
      amount: 50_000,
      amount_paid: 0,
      amount_due: 50_000,
      currency: 'INR',
      receipt: 'rcpt_1',
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: { cart: 'c1' },
      created_at: 1_700_000_000,
    });
    expect(store.getOrder(created.id)).toEqual(created);
  });

  it('hands out copies, so callers cannot change stored state', () => {
    const created = store.createOrder(order());
    created.status = 'paid';
    expect(store.getOrder(created.id).status).toBe('created');
  });

  it('answers unknown and malformed ids like Razorpay (400)', () => {
    expect(thrown(() => store.getOrder('order_AAAAAAAAAAAAAA'))).toMatchObject({
      httpStatus: 400,
      body: { description: 'The id provided does not exist' },
    });
    expect(thrown(() => store.getPayment('order_AAAAAAAAAAAAAA')).body.description).toBe('order_AAAAAAAAAAAAAA is not a valid id');
  });

  it('captures a successful payment and marks the order paid', () => {
    const { id } = store.createOrder(order());
    const { order: paid, payment } = store.pay(id, success);
    expect(payment).toMatchObject({
      id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/),
      status: 'captured',
      captured: true,
      amount: 50_000,
      order_id: id,
      method: 'card',
      email: 'a@b.in',
      contact: '+919876543210',
      notes: { cart: 'c1' },
      refund_status: null,
      error_code: null,
    });
    expect(paid).toMatchObject({ status: 'paid', amount_paid: 50_000, amount_due: 0, attempts: 1 });
    expect(store.listOrderPayments(id).map((p) => p.id)).toEqual([payment.id]);
  });

  it('records a failed attempt and still lets the customer retry', () => {
    const { id } = store.createOrder(order());
    const failed = store.pay(id, failure);
    expect(failed.payment).toMatchObject({
      status: 'failed',
      captured: false,
      error_code: 'BAD_REQUEST_ERROR',
      error_description: 'Payment failed',
      error_reason: 'payment_failed',
    });
    expect(failed.order).toMatchObject({ status: 'attempted', attempts: 1, amount_paid: 0 });
    const retried = store.pay(id, success);
    expect(retried.order).toMatchObject({ status: 'paid', attempts: 2 });
    // Newest first, as Razorpay lists.
    expect(store.listOrderPayments(id).map((p) => p.status)).toEqual(['captured', 'failed']);
  });

  it('refuses to take a second payment for a paid order (409)', () => {
    const { id } = store.createOrder(order());
    store.pay(id, success);
    expect(thrown(() => store.pay(id, success))).toMatchObject({
      httpStatus: 409,
      body: { reason: 'order_already_paid', metadata: { order_id: id } },
    });
  });

  it('leaves payments authorized when the order opted out of auto-capture, then captures', () => {
    const { id } = store.createOrder(order({ paymentCapture: false }));
    const { payment, order: attempted } = store.pay(id, success);
    expect(payment).toMatchObject({ status: 'authorized', captured: false, fee: null });
    expect(attempted.status).toBe('attempted');
    expect(thrown(() => store.capture(payment.id, { amount: 100, currency: 'INR' })).body.field).toBe('amount');
    expect(thrown(() => store.capture(payment.id, { amount: 50_000, currency: 'USD' })).body.field).toBe('currency');
    const captured = store.capture(payment.id, { amount: 50_000, currency: 'INR' });
    expect(captured.payment).toMatchObject({ status: 'captured', captured: true, fee: 1180, tax: 180 });
    expect(captured.order.status).toBe('paid');
    expect(thrown(() => store.capture(payment.id, { amount: 50_000, currency: undefined })).body.description).toBe('This payment has already been captured');
  });

  describe('refunds', () => {
    let paymentId: string;
    beforeEach(() => {
      paymentId = store.pay(store.createOrder(order()).id, success).payment.id;
    });

    it('refunds partially, then the remainder by default', () => {
      const partial = store.refund(paymentId, refund({ amount: 20_000, receipt: 'r1' }));
      expect(partial.created).toBe(true);
      expect(partial.refund).toMatchObject({
        id: expect.stringMatching(/^rfnd_[A-Za-z0-9]{14}$/),
        entity: 'refund',
        amount: 20_000,
        payment_id: paymentId,
        status: 'processed',
        receipt: 'r1',
        speed_requested: 'normal',
      });
      expect(partial.payment).toMatchObject({ status: 'captured', amount_refunded: 20_000, refund_status: 'partial' });

      const rest = store.refund(paymentId, refund());
      expect(rest.refund.amount).toBe(30_000);
      expect(rest.payment).toMatchObject({ status: 'refunded', amount_refunded: 50_000, refund_status: 'full' });
      expect(store.listPaymentRefunds(paymentId).map((r) => r.amount)).toEqual([30_000, 20_000]);
    });

    it('rejects refunding more than is left, and anything after a full refund', () => {
      store.refund(paymentId, refund({ amount: 40_000 }));
      expect(thrown(() => store.refund(paymentId, refund({ amount: 10_001 })))).toMatchObject({
        httpStatus: 400,
        body: { code: 'BAD_REQUEST_ERROR', field: 'amount' },
      });
      store.refund(paymentId, refund());
      expect(thrown(() => store.refund(paymentId, refund())).body.description).toBe('The payment has been fully refunded already');
      expect(store.getPayment(paymentId).amount_refunded).toBe(50_000);
    });

    it('returns the existing refund for a repeated receipt, even after the payment is fully refunded', () => {
      const first = store.refund(paymentId, refund({ receipt: 'order-42-refund' }));
      const again = store.refund(paymentId, refund({ receipt: 'order-42-refund' }));
      expect(again).toMatchObject({ created: false, refund: first.refund });
      expect(store.listPaymentRefunds(paymentId)).toHaveLength(1);
    });

    it('honours X-Refund-Idempotency keys and rejects a different body under the same key', () => {
      const first = store.refund(paymentId, refund({ amount: 10_000 }), 'idem-key-0001');
      const again = store.refund(paymentId, refund({ amount: 10_000 }), 'idem-key-0001');
      expect(again).toMatchObject({ created: false, refund: { id: first.refund.id } });
      expect(thrown(() => store.refund(paymentId, refund({ amount: 20_000 }), 'idem-key-0001')).body.description).toBe(
        'Different request with the same idempotency key has already been processed.',
      );
      expect(store.getPayment(paymentId).amount_refunded).toBe(10_000);
    });

    it('refuses to refund a payment that was never captured', () => {
      const failed = store.pay(store.createOrder(order()).id, failure).payment;
      expect(thrown(() => store.refund(failed.id, refund())).httpStatus).toBe(400);
    });

    it('finds refunds by id, optionally scoped to their payment', () => {
      const { refund: created } = store.refund(paymentId, refund({ amount: 100 }));
      expect(store.getRefund(created.id)).toEqual(created);
      expect(store.getRefund(created.id, paymentId)).toEqual(created);
      expect(thrown(() => store.getRefund(created.id, 'pay_AAAAAAAAAAAAAA')).httpStatus).toBe(400);
    });
  });

  describe('journal', () => {
    it('journals each change as one write, the entities whole, before it takes effect', () => {
      const written: JournalEntry[][] = [];
      let failing = false;
      const journal: Journal = {
        append(entries) {
          if (failing) throw new Error('ENOSPC');
          written.push(structuredClone([...entries]));
        },
        close() {},
      };
      store = new SandboxStore(() => 1_700_000_000, journal);
      const created = store.createOrder(order());
      const { payment } = store.pay(created.id, success);
      expect(written).toEqual([
        [{ kind: 'order', order: created, autoCapture: true }],
        [
          { kind: 'order', order: store.getOrder(created.id), autoCapture: true },
          { kind: 'payment', payment },
        ],
      ]);

      // A change that could not be written must not be visible either.
      failing = true;
      expect(() => store.refund(payment.id, refund({ amount: 1_000 }), 'idem-key-0001')).toThrow('ENOSPC');
      expect(store.getPayment(payment.id)).toEqual(payment);
      expect(store.listPaymentRefunds(payment.id)).toEqual([]);
      failing = false;
      expect(store.refund(payment.id, refund({ amount: 1_000 }), 'idem-key-0001').created).toBe(true);
    });
  });
});
