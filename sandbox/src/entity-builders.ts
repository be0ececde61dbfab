import { randomInt } from 'node:crypto';
import type { Order, Payment, Refund } from './entities.js';
import { razorpayId } from './ids.js';
import type { CreateOrderInput, PayInput, RefundInput } from './requests.js';

/** Fresh entities and the field changes of state transitions, kept apart from the store's rules. */

// What Razorpay fills in when checkout collected no email/contact.
const DEFAULT_EMAIL = 'void@razorpay.com';
const DEFAULT_CONTACT = '+919000090000';
// Razorpay's standard domestic pricing: a 2% fee, plus 18% GST on that fee, both inside `fee`.
const FEE_RATE = 0.02;
const GST_RATE = 0.18;

export function buildOrder(input: CreateOrderInput, now: number): Order {
  return {
    id: razorpayId('order'),
    entity: 'order',
    amount: input.amount,
    amount_paid: 0,
    amount_due: input.amount,
    currency: input.currency,
    receipt: input.receipt,
    offer_id: null,
    status: 'created',
    attempts: 0,
    notes: input.notes,
    created_at: now,
  };
}

/** A payment as just authorized; failure or capture is applied on top. */
export function buildPayment(order: Order, input: PayInput, now: number): Payment {
  return {
    id: razorpayId('pay'),
    entity: 'payment',
    amount: order.amount,
    currency: order.currency,
    status: 'authorized',
    order_id: order.id,
    invoice_id: null,
    international: false,
    method: 'card',
    amount_refunded: 0,
    refund_status: null,
    captured: false,
    description: input.description ?? null,
    card_id: razorpayId('card'),
    bank: null,
    wallet: null,
    vpa: null,
    email: input.email ?? DEFAULT_EMAIL,
    contact: input.contact ?? DEFAULT_CONTACT,
    // Razorpay copies the order's notes onto payments made against it.
    notes: structuredClone(order.notes),
    fee: null,
    tax: null,
    error_code: null,
    error_description: null,
    error_source: null,
    error_step: null,
    error_reason: null,
    acquirer_data: { auth_code: String(randomInt(100000, 1000000)) },
    created_at: now,
  };
}

export function markFailed(payment: Payment): void {
  Object.assign(payment, {
    status: 'failed',
    error_code: 'BAD_REQUEST_ERROR',
    error_description: 'Payment failed',
    error_source: 'customer',
    error_step: 'payment_authorization',
    error_reason: 'payment_failed',
    acquirer_data: { auth_code: null },
  } satisfies Partial<Payment>);
}

export function markCaptured(order: Order, payment: Payment): void {
  payment.status = 'captured';
  payment.captured = true;
  payment.fee = Math.round(payment.amount * FEE_RATE * (1 + GST_RATE));
  payment.tax = Math.round(payment.amount * FEE_RATE * GST_RATE);
  order.amount_paid = payment.amount;
  order.amount_due = order.amount - order.amount_paid;
  order.status = 'paid';
}

/** Builds a processed refund and books it on the payment (the caller has checked the amount). */
export function refundPayment(payment: Payment, amount: number, input: RefundInput, now: number): Refund {
  payment.amount_refunded += amount;
  const full = payment.amount_refunded === payment.amount;
  payment.refund_status = full ? 'full' : 'partial';
  if (full) payment.status = 'refunded';
  return {
    id: razorpayId('rfnd'),
    entity: 'refund',
    amount,
    currency: payment.currency,
    payment_id: payment.id,
    notes: input.notes,
    receipt: input.receipt,
    acquirer_data: { arn: null },
    created_at: now,
    batch_id: null,
    // The sandbox settles refunds instantly, so they are born processed.
    status: 'processed',
    speed_processed: input.speed === 'optimum' ? 'instant' : 'normal',
    speed_requested: input.speed,
  };
}
