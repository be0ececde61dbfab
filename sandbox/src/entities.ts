/**
 * Entity shapes exactly as Razorpay's REST API returns them (the subset of fields the sandbox fills;
 * fields Razorpay always sends but the sandbox has no use for are present with Razorpay's null values).
 */

/** Razorpay's backend serialises empty notes as `[]` rather than `{}`; clients must cope with both. */
export type Notes = Record<string, string | number> | [];

export type OrderStatus = 'created' | 'attempted' | 'paid';
export type PaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
export type RefundStatus = 'pending' | 'processed' | 'failed';
export type PaymentRefundStatus = 'partial' | 'full';

export interface Order {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: OrderStatus;
  attempts: number;
  notes: Notes;
  created_at: number;
}

export interface Payment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: PaymentStatus;
  order_id: string;
  invoice_id: null;
  international: boolean;
  method: 'card';
  amount_refunded: number;
  refund_status: PaymentRefundStatus | null;
  captured: boolean;
  description: string | null;
  card_id: string;
  bank: null;
  wallet: null;
  vpa: null;
  email: string;
  contact: string;
  notes: Notes;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: { auth_code: string | null };
  created_at: number;
}

export type RefundSpeed = 'normal' | 'optimum';

export interface Refund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Notes;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: RefundStatus;
  speed_processed: 'normal' | 'instant';
  speed_requested: RefundSpeed;
}

export interface Collection<T> {
  entity: 'collection';
  count: number;
  items: T[];
}

export function collection<T>(items: T[]): Collection<T> {
  return { entity: 'collection', count: items.length, items };
}
