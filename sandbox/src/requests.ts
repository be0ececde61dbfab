import type { Notes, RefundSpeed } from './entities.js';
import { inputError } from './errors.js';

/**
 * Turns untrusted JSON request bodies into typed inputs, rejecting them the way Razorpay does
 * (its backend is Laravel, hence the Laravel-style messages, and it refuses unknown fields).
 */

export interface CreateOrderInput {
  amount: number;
  currency: string;
  receipt: string | null;
  notes: Notes;
  /** Razorpay's order-level auto-capture switch; the sandbox defaults to auto-capture. */
  paymentCapture: boolean;
}

export interface CaptureInput {
  amount: number;
  currency: string | undefined;
}

export interface RefundInput {
  /** Absent means "refund whatever is still refundable". */
  amount: number | undefined;
  speed: RefundSpeed;
  receipt: string | null;
  notes: Notes;
}

export type PayOutcome = 'success' | 'failure';

export interface PayInput {
  outcome: PayOutcome;
  email: string | undefined;
  contact: string | undefined;
  description: string | undefined;
}

type Body = Record<string, unknown>;

const SUPPORTED_CURRENCIES = new Set(['INR', 'USD', 'EUR', 'GBP', 'SGD', 'AED', 'MYR']);
const MAX_RECEIPT_LENGTH = 40;
const MAX_NOTES = 15;
const MAX_NOTE_LENGTH = 256;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,255}$/;

export function parseCreateOrder(raw: unknown): CreateOrderInput {
  const body = asBody(raw, ['amount', 'currency', 'receipt', 'notes', 'payment_capture']);
  const currency = parseCurrency(body.currency ?? 'INR');
  return {
    amount: parseAmount(body.amount, currency),
    currency,
    receipt: parseReceipt(body.receipt),
    notes: parseNotes(body.notes),
    paymentCapture: parsePaymentCapture(body.payment_capture),
  };
}

export function parseCapture(raw: unknown): CaptureInput {
  const body = asBody(raw, ['amount', 'currency']);
  const currency = body.currency === undefined ? undefined : parseCurrency(body.currency);
  return { amount: parseAmount(body.amount, currency ?? 'INR'), currency };
}

export function parseRefund(raw: unknown, currency: string): RefundInput {
  const body = asBody(raw, ['amount', 'speed', 'receipt', 'notes']);
  const speed = body.speed ?? 'normal';
  if (speed !== 'normal' && speed !== 'optimum') throw inputError('The selected speed is invalid.', 'speed');
  return {
    amount: body.amount === undefined ? undefined : parseAmount(body.amount, currency),
    speed,
    receipt: parseReceipt(body.receipt),
    notes: parseNotes(body.notes),
  };
}

/** The driver endpoint is the sandbox's own, so it is lenient: extra fields are ignored. */
export function parsePay(raw: unknown): PayInput {
  const body = asBody(raw);
  const outcome = body.outcome ?? 'success';
  if (outcome !== 'success' && outcome !== 'failure') {
    throw inputError("The outcome must be either 'success' or 'failure'.", 'outcome');
  }
  return {
    outcome,
    email: optionalString(body.email, 'email'),
    contact: optionalString(body.contact, 'contact'),
    description: optionalString(body.description, 'description'),
  };
}

/** Razorpay's documented `X-Refund-Idempotency` key: at least 10 of [A-Za-z0-9_-]. */
export function parseIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || !IDEMPOTENCY_KEY.test(key)) {
    throw inputError('The X-Refund-Idempotency key must be at least 10 characters long and contain only alphabets, numbers, hyphens and underscores.');
  }
  return key;
}

function asBody(raw: unknown, allowed?: string[]): Body {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw inputError('The request body must be a JSON object.');
  const body = raw as Body;
  if (allowed) {
    const extra = Object.keys(body).filter((key) => !allowed.includes(key));
    if (extra.length > 0) throw inputError(`${extra.join(', ')} is/are not required and should not be sent`);
  }
  return body;
}

function parseAmount(value: unknown, currency: string): number {
  if (value === undefined || value === null || value === '') throw inputError('The amount field is required.', 'amount');
  // Razorpay accepts integral numbers and their digit-only string form; paise never have fractions.
  const amount = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) {
    throw inputError('The amount must be an integer.', 'amount');
  }
  if (amount < 100) throw inputError(`The amount must be at least ${currency} 1.00`, 'amount');
  return amount;
}

function parseCurrency(value: unknown): string {
  if (typeof value !== 'string' || !SUPPORTED_CURRENCIES.has(value)) {
    throw inputError('The selected currency is invalid.', 'currency');
  }
  return value;
}

function parseReceipt(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw inputError('The receipt must be a string.', 'receipt');
  if (value.length > MAX_RECEIPT_LENGTH) {
    throw inputError(`The receipt may not be greater than ${MAX_RECEIPT_LENGTH} characters.`, 'receipt');
  }
  return value;
}

function parseNotes(value: unknown): Notes {
  if (value === undefined || value === null) return [];
  // An empty array is what Razorpay itself sends for "no notes", so echoing it back must work.
  if (Array.isArray(value) && value.length === 0) return [];
  if (typeof value !== 'object' || Array.isArray(value)) throw inputError('The notes field must be an array.', 'notes');
  const entries = Object.entries(value as Body);
  if (entries.length > MAX_NOTES) throw inputError(`The notes may not have more than ${MAX_NOTES} items.`, 'notes');
  const notes: Record<string, string | number> = {};
  for (const [key, note] of entries) {
    if (typeof note !== 'string' && typeof note !== 'number') {
      throw inputError(`The notes.${key} must be a string.`, 'notes');
    }
    if (String(note).length > MAX_NOTE_LENGTH) {
      throw inputError(`The notes.${key} may not be greater than ${MAX_NOTE_LENGTH} characters.`, 'notes');
    }
    notes[key] = note;
  }
  return entries.length === 0 ? [] : notes;
}

function parsePaymentCapture(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (value === true || value === 1 || value === '1') return true;
  if (value === false || value === 0 || value === '0') return false;
  throw inputError('The payment capture field is invalid.', 'payment_capture');
}

function optionalString(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw inputError(`The ${field} must be a string.`, field);
  return value;
}
