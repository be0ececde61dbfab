import type { Actor } from '../../platform/event-store/event-store.port.js';
import type {
  CustomerCancellationReason,
  IssuedCreditNote,
  IssuedDocument,
  OrderCustomer,
  OrderLine,
  OrderStatus,
  PaymentSource,
  RefundLine,
  RefundReason,
  ShipmentLine,
  VoucherPayment,
} from '../events.js';

// What the order decider is asked to do. Time, ids, prices and outside facts (stock) arrive here;
// who asks arrives as event metadata and is checked before (roles are the HTTP layer's concern).

export type PlaceOrder = {
  type: 'PlaceOrder';
  orderId: string;
  orderNumber: string;
  customer: OrderCustomer;
  /** Priced by the server from the catalogue. */
  lines: OrderLine[];
  totalAmount: number;
  /** Null when the voucher pays the whole total: there is no provider order. */
  razorpayOrderId: string | null;
  /** What a store voucher of the shopper's paid, already redeemed on the voucher's stream. */
  voucher?: VoucherPayment;
  at: string;
};

/** Products sent again for a return, at no charge: every line is priced ₹0. */
export type PlaceReplacementOrder = {
  type: 'PlaceReplacementOrder';
  orderId: string;
  orderNumber: string;
  customer: OrderCustomer;
  lines: OrderLine[];
  returnId: string;
  at: string;
};

export type CapturePayment = {
  type: 'CapturePayment';
  paymentId: string;
  razorpayOrderId: string;
  amount: number;
  source: PaymentSource;
  /** Whether the lines could be reserved again; read only when the order was cancelled meanwhile. */
  stockAvailable: boolean;
  at: string;
};

export type FailPayment = {
  type: 'FailPayment';
  razorpayOrderId: string;
  paymentId: string | null;
  code: string;
  description: string;
  source: PaymentSource;
  at: string;
};

/**
 * A staff move; `force` (admins only, checked before) overrides the table with a reason. A move to
 * shipped sends what is left as one parcel without tracking details, and to delivered delivers every parcel; `by` records them.
 */
export type ChangeStatus = { type: 'ChangeStatus'; to: OrderStatus; reason: string | null; force: boolean; by: Actor; at: string };

/** The carrier a parcel goes with, as the settings name it, and its tracking page for this parcel. */
export interface ParcelCarrier {
  code: string;
  name: string;
  trackingNumber: string;
  trackingUrl: string;
}

/** Staff hand a parcel to a carrier: `lines` null sends every line not yet shipped. */
export type ShipParcel = { type: 'ShipParcel'; shipmentId: string; carrier: ParcelCarrier; lines: ShipmentLine[] | null; by: Actor; at: string };

export type DeliverParcel = { type: 'DeliverParcel'; shipmentId: string; at: string };

/** The invoice its series numbered for the order goes on the order. */
export type RecordInvoice = { type: 'RecordInvoice'; invoice: IssuedDocument; at: string };

/** A credit note its series numbered for one of the order's refunds goes on the order. */
export type RecordCreditNote = { type: 'RecordCreditNote'; creditNote: IssuedCreditNote; at: string };

export type CancelOrder = { type: 'CancelOrder'; reason: CustomerCancellationReason; at: string };

/** A refund of returned lines: the provider refunds what was paid through it, the rest goes back to the order's voucher. */
export type RequestRefund = {
  type: 'RequestRefund';
  refundKey: string;
  amount: number;
  reason: RefundReason;
  returnId: string | null;
  lines: RefundLine[] | null;
  at: string;
};

export type RecordRefund = { type: 'RecordRefund'; refundKey: string; providerRefundId: string; amount: number; at: string };

export type FailRefund = { type: 'FailRefund'; refundKey: string; reason: string; at: string };

export type MarkReturned = { type: 'MarkReturned'; returnId: string; at: string };

/** The return holding the order was rejected: the order is delivered again, its return term unchanged. */
export type ReleaseFromReturn = { type: 'ReleaseFromReturn'; returnId: string; at: string };

export type OrderCommand =
  | PlaceOrder
  | PlaceReplacementOrder
  | CapturePayment
  | FailPayment
  | ChangeStatus
  | CancelOrder
  | RequestRefund
  | RecordRefund
  | FailRefund
  | MarkReturned
  | ReleaseFromReturn
  | ShipParcel
  | DeliverParcel
  | RecordInvoice
  | RecordCreditNote;
