import { RazorpayError } from './errors.js';
import { parseCreateOrder, parseIdempotencyKey, parsePay, parseRefund } from './requests.js';

function rejection(fn: () => unknown): RazorpayError['body'] {
  try {
    fn();
  } catch (error) {
    if (error instanceof RazorpayError) return error.body;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('request parsing', () => {
  it('accepts a typical order and defaults currency, notes and auto-capture', () => {
    expect(parseCreateOrder({ amount: 49_900 })).toEqual({
      amount: 49_900,
      currency: 'INR',
      receipt: null,
      notes: [],
      paymentCapture: true,
    });
    expect(parseCreateOrder({ amount: '100', payment_capture: 0 })).toMatchObject({ amount: 100, paymentCapture: false });
  });

  it.each([
    [{}, 'The amount field is required.', 'amount'],
    [{ amount: 99 }, 'The amount must be at least INR 1.00', 'amount'],
    [{ amount: 100.5 }, 'The amount must be an integer.', 'amount'],
    [{ amount: 100, currency: 'XYZ' }, 'The selected currency is invalid.', 'currency'],
    [{ amount: 100, receipt: 'r'.repeat(41) }, 'The receipt may not be greater than 40 characters.', 'receipt'],
    [{ amount: 100, notes: 'x' }, 'The notes field must be an array.', 'notes'],
  ])('rejects order %j', (body, description, field) => {
    expect(rejection(() => parseCreateOrder(body))).toEqual({
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
      field,
    });
  });

  it('rejects unknown fields and too many notes, as Razorpay does', () => {
    expect(rejection(() => parseCreateOrder({ amount: 100, amout: 1 })).description).toBe('amout is/are not required and should not be sent');
    const notes = Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`k${i}`, 'v']));
    expect(rejection(() => parseCreateOrder({ amount: 100, notes })).field).toBe('notes');
  });

  it('parses refunds, leaving the amount to the store when absent', () => {
    expect(parseRefund({ speed: 'optimum', receipt: 'x', notes: { why: 'damaged' } }, 'INR')).toEqual({
      amount: undefined,
      speed: 'optimum',
      receipt: 'x',
      notes: { why: 'damaged' },
    });
    expect(rejection(() => parseRefund({ speed: 'fast' }, 'INR')).field).toBe('speed');
  });

  it("validates X-Refund-Idempotency keys by Razorpay's documented rule", () => {
    expect(parseIdempotencyKey(undefined)).toBeUndefined();
    expect(parseIdempotencyKey('550e8400-e29b-41d4')).toBe('550e8400-e29b-41d4');
    expect(() => parseIdempotencyKey('short')).toThrow(RazorpayError);
    expect(() => parseIdempotencyKey('has spaces in it')).toThrow(RazorpayError);
  });

  it('parses driver requests, defaulting to success', () => {
    expect(parsePay(undefined).outcome).toBe('success');
    expect(parsePay({ outcome: 'failure', email: 'x@y.in' })).toMatchObject({ outcome: 'failure', email: 'x@y.in' });
    expect(rejection(() => parsePay({ outcome: 'maybe' })).field).toBe('outcome');
  });
});
