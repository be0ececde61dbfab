// The order's stored events. Names are permanent; a change of shape needs an upcaster.
// Money is in rupees with at most 2 decimals; times are ISO strings taken from the command.
// Statuses, the shopper's cancel reasons and colours are the contract's: the order's answers pass
// them on as stored, so a change to them in @petshop/contract is a change of stored shape (an upcaster).
// No personal data: the customer is an account id, and the shipping address lives in
// `order_shipping_addresses`, which erasure can blank (docs/privacy.md; `order-upcasters.ts` reads the older shape).
import type { CancelReason, Color, OrderStatus, ShipmentLine, ShippingAddress } from '@petshop/contract';
import type { Actor } from '../platform/event-store/event-store.port.js';

export type { OrderStatus, ShipmentLine, ShippingAddress };

export type PaymentSource = 'verify' | 'webhook' | 'reconciliation';
/**
 * Why the shopper's side gave the order up: a reason the storefront sends (the contract's), or
 * `payment_timeout` when reconciliation gave it up on the shopper's behalf. `staff` comes through a status change.
 */
export type CustomerCancellationReason = CancelReason | 'payment_timeout';
export type CancellationReason = CustomerCancellationReason | 'staff';
export type RefundReason = 'order_cancelled' | 'paid_after_cancellation' | 'return';

/** The account that placed the order: its id only; its name and email are the account's, while it is not erased. */
export interface OrderCustomer {
  _id: string;
}

/** A line as priced by the server from the catalogue at placement. */
export interface OrderLine {
  productId: string;
  name: string;
  unitPrice: number;
  quantity: number;
  image: string | null;
  colors: Color[];
}

/** What a store voucher paid of an order's total; the rest is paid through the provider. */
export interface VoucherPayment {
  code: string;
  amount: number;
}

export interface RefundLine {
  productId: string;
  quantity: number;
}

export type OrderPlaced = {
  type: 'OrderPlaced';
  data: {
    orderId: string;
    orderNumber: string;
    customer: OrderCustomer;
    lines: OrderLine[];
    totalAmount: number;
    currency: 'INR';
    /** Null for a replacement order: there is nothing to pay. */
    razorpayOrderId: string | null;
    /** The return a replacement order was sent for, at no charge; absent for a sale. */
    replacementFor?: string;
    /** The store voucher that paid part or all of `totalAmount`; absent when none did. Null razorpayOrderId when it paid all. */
    voucher?: VoucherPayment;
    at: string;
  };
};
export type PaymentCaptured = {
  type: 'PaymentCaptured';
  data: { paymentId: string; razorpayOrderId: string; amount: number; source: PaymentSource; at: string };
};
export type PaymentFailed = {
  type: 'PaymentFailed';
  data: { razorpayOrderId: string; paymentId: string | null; code: string; description: string; source: PaymentSource; at: string };
};
export type OrderStatusChanged = {
  type: 'OrderStatusChanged';
  /** `forced`: an admin overrode the transition table or the unpaid rule. */
  data: { from: OrderStatus; to: OrderStatus; reason: string | null; forced: boolean; at: string };
};
/** Releases the order's stock reservation (the handler does that, outside the domain). */
export type OrderCancelled = {
  type: 'OrderCancelled';
  data: { from: OrderStatus; reason: CancellationReason; note: string | null; at: string };
};
/** An order given up for a payment hiccup turned out paid while its stock was still there: it goes on. */
export type OrderRestored = { type: 'OrderRestored'; data: { reason: 'paid_after_cancellation'; at: string } };
export type RefundRequested = {
  type: 'RefundRequested';
  /** `refundKey` is the idempotency key sent to the provider; `lines` is null for a refund of the whole order. */
  data: { refundKey: string; amount: number; reason: RefundReason; returnId: string | null; lines: RefundLine[] | null; at: string };
};
export type RefundProcessed = { type: 'RefundProcessed'; data: { refundKey: string; providerRefundId: string; amount: number; at: string } };
export type RefundFailed = { type: 'RefundFailed'; data: { refundKey: string; reason: string; at: string } };
/**
 * The order gives `amount` of what its voucher paid back to the voucher (cancelled, or returned
 * lines beyond what the provider can refund). The worker's reactions restore it on the voucher's
 * stream, once per `releaseKey`.
 */
export type VoucherReleased = {
  type: 'VoucherReleased';
  data: { code: string; releaseKey: string; amount: number; reason: 'order_cancelled' | 'return'; at: string };
};

/**
 * A parcel handed to a carrier: how many of which lines, and the carrier and tracking page as they
 * were then. The carrier fields are null for the one-click move to shipped, which sends everything
 * left without tracking details. `by` is who recorded it (shown on the parcel).
 */
export type ShipmentSent = {
  type: 'ShipmentSent';
  data: {
    shipmentId: string;
    carrier: string | null;
    carrierName: string | null;
    trackingNumber: string | null;
    trackingUrl: string | null;
    lines: ShipmentLine[];
    by: Actor;
    at: string;
  };
};
export type ShipmentDelivered = { type: 'ShipmentDelivered'; data: { shipmentId: string; at: string } };

/**
 * The order's invoice, as its series numbered it (`invoices/document-series.ts`): the number, its
 * place in the financial year's series, and all the document says, which never changes.
 */
export type InvoiceIssued = { type: 'InvoiceIssued'; data: IssuedDocument & { at: string } };

/**
 * A credit note for money the order gave back (a refund the provider processed), numbered in its
 * own series: the refund it is for (`key`), the invoice it corrects and why.
 */
export type CreditNoteIssued = { type: 'CreditNoteIssued'; data: IssuedCreditNote & { at: string } };

export type IssuedCreditNote = IssuedDocument & { key: string; against: string | null; reason: string };

/** A numbered document as the order keeps it. */
export type IssuedDocument = {
  number: string;
  serial: number;
  financialYear: string;
  issuedAt: string;
  seller: { legalName: string; address: string; gstin: string };
  lines: { productId: string; name: string; hsn: string; quantity: number; unitPrice: number }[];
  amount: number;
};

export type OrderEvent =
  | OrderPlaced
  | PaymentCaptured
  | PaymentFailed
  | OrderStatusChanged
  | OrderCancelled
  | OrderRestored
  | RefundRequested
  | RefundProcessed
  | RefundFailed
  | VoucherReleased
  | ShipmentSent
  | ShipmentDelivered
  | InvoiceIssued
  | CreditNoteIssued;
