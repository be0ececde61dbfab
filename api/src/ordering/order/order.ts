import { createHash } from 'node:crypto';
import type { Fulfilment, PaymentStatus } from '@petshop/contract';
import { streamIds } from '../../platform/event-sourcing/stream-id.js';
import type {
  CancellationReason,
  OrderCustomer,
  OrderEvent,
  OrderLine,
  OrderPlaced,
  OrderStatus,
  RefundLine,
  RefundProcessed,
  IssuedCreditNote,
  IssuedDocument,
  RefundReason,
  VoucherPayment,
} from '../events.js';
import { addRupees } from '../../platform/money.js';
import { fulfilmentAfter, type Parcel, parcelOf } from './order-parcels.js';
import { paymentStatusAfter, placementStatus, reasonText, statusEffect, type StatusEffect } from './order-status.js';

export type { PaymentStatus };
/** A failed refund stays open: the worker may retry it with the same key. */
export type RefundStatus = 'pending' | 'processed' | 'failed';

export interface Refund {
  refundKey: string;
  amount: number;
  reason: RefundReason;
  returnId: string | null;
  lines: readonly RefundLine[] | null;
  status: RefundStatus;
  providerRefundId: string | null;
  failure: string | null;
}

export interface PlacedOrder {
  status: OrderStatus;
  orderId: string;
  orderNumber: string;
  customer: OrderCustomer;
  lines: readonly OrderLine[];
  totalAmount: number;
  currency: 'INR';
  razorpayOrderId: string | null;
  /** The return this order replaces products for, at no charge; null for a sale. */
  replacementFor: string | null;
  /** The store voucher that paid part or all of the total; null when none did. */
  voucher: VoucherPayment | null;
  /** What the order has given back to its voucher (cancelled, or returned beyond what the provider refunds). */
  voucherReleased: number;
  voucherReleaseKeys: readonly string[];
  paymentStatus: PaymentStatus;
  /** The captured payment; null until one is captured. */
  paymentId: string | null;
  amountPaid: number;
  /** What the provider has confirmed refunded; refunds still pending are not in it. */
  amountRefunded: number;
  failedPaymentIds: readonly string[];
  refunds: Readonly<Record<string, Refund>>;
  cancellation: { reason: CancellationReason; note: string | null } | null;
  /** Why the order has its current status (a staff reason, a cancellation note, `return:<returnId>`). */
  statusReason: string | null;
  deliveredAt: string | null;
  /** The parcels sent, oldest first. */
  shipments: readonly Parcel[];
  /** Partly shipped from the first parcel; shipped and delivered as the status moves there. */
  fulfilment: Fulfilment;
  /** Issued once the order is paid (a replacement, which costs nothing, has none). */
  invoice: IssuedDocument | null;
  /** One for each refund the provider processed, oldest first. */
  creditNotes: readonly IssuedCreditNote[];
  createdAt: string;
  updatedAt: string;
}

/** Before placement the stream is empty and there is no order yet. */
export type Order = { status: 'none' } | PlacedOrder;

export const initialOrder = (): Order => ({ status: 'none' });

export const orderStream = streamIds('order');

/** An order id that follows from `seed` (a UUID in form), for placements whose retries must meet the first one's stream. */
export function derivedOrderId(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** How long after delivery a product may be sent back. */
export const RETURN_TERM_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of the return term of an order delivered at `deliveredAt`. */
export const returnDeadline = (deliveredAt: Date | string): Date => new Date(new Date(deliveredAt).getTime() + RETURN_TERM_DAYS * DAY_MS);

export function evolveOrder(state: Order, event: OrderEvent): Order {
  if (event.type === 'OrderPlaced') return placedOrder(event.data);
  // Every other event follows a placement in its stream.
  if (state.status === 'none') return state;
  const { at } = event.data;
  return withStatuses(evolvePlaced({ ...state, updatedAt: at }, event), state, statusEffect(event), at);
}

/** The statuses as the event's effect leaves them; `before` is the order the event found. */
function withStatuses(order: PlacedOrder, before: PlacedOrder, { orderStatus, paymentStatus, reason, delivered }: StatusEffect, at: string): PlacedOrder {
  const moved = orderStatus && {
    status: orderStatus,
    statusReason: reasonText(before, reason),
    deliveredAt: delivered ? at : order.deliveredAt,
    fulfilment: fulfilmentAfter(orderStatus) ?? order.fulfilment,
  };
  return { ...order, ...moved, ...(paymentStatus && { paymentStatus: paymentStatusAfter(before, paymentStatus) }) };
}

/**
 * Every field named, none spread: V8 copies a spread object and then adds each further field on a
 * slow path, and every load of an order runs this (docs/performance.md has the figures).
 */
function placedOrder(data: OrderPlaced['data']): PlacedOrder {
  const { orderStatus, paymentStatus } = placementStatus(data);
  return {
    orderId: data.orderId,
    orderNumber: data.orderNumber,
    customer: data.customer,
    lines: data.lines,
    totalAmount: data.totalAmount,
    currency: data.currency,
    razorpayOrderId: data.razorpayOrderId,
    replacementFor: data.replacementFor ?? null,
    voucher: data.voucher ?? null,
    voucherReleased: 0,
    voucherReleaseKeys: [],
    status: orderStatus,
    paymentStatus,
    paymentId: null,
    amountPaid: 0,
    amountRefunded: 0,
    failedPaymentIds: [],
    refunds: {},
    cancellation: null,
    statusReason: null,
    deliveredAt: null,
    shipments: [],
    fulfilment: 'unshipped',
    invoice: null,
    creditNotes: [],
    createdAt: data.at,
    updatedAt: data.at,
  };
}

/** Everything but the statuses, which `statusEffect` decides. */
function evolvePlaced(order: PlacedOrder, event: Exclude<OrderEvent, OrderPlaced>): PlacedOrder {
  switch (event.type) {
    case 'PaymentCaptured':
      return { ...order, paymentId: event.data.paymentId, amountPaid: event.data.amount };
    case 'PaymentFailed': {
      const { paymentId } = event.data;
      return { ...order, failedPaymentIds: paymentId ? [...order.failedPaymentIds, paymentId] : order.failedPaymentIds };
    }
    case 'OrderStatusChanged':
      return order;
    case 'OrderCancelled': {
      const { reason, note } = event.data;
      return { ...order, cancellation: { reason, note } };
    }
    case 'OrderRestored':
      return { ...order, cancellation: null };
    case 'RefundRequested': {
      const { refundKey, amount, reason, returnId, lines } = event.data;
      return withRefund(order, { refundKey, amount, reason, returnId, lines, status: 'pending', providerRefundId: null, failure: null });
    }
    case 'RefundProcessed':
      return refundProcessed(order, event.data);
    case 'RefundFailed':
      return withRefund(order, { ...refundOf(order, event.data.refundKey), status: 'failed', failure: event.data.reason });
    case 'VoucherReleased': {
      const { amount, releaseKey } = event.data;
      return { ...order, voucherReleased: addRupees(order.voucherReleased, amount), voucherReleaseKeys: [...order.voucherReleaseKeys, releaseKey] };
    }
    case 'ShipmentSent':
      return { ...order, shipments: [...order.shipments, parcelOf(event.data)], fulfilment: 'partially_shipped' };
    case 'ShipmentDelivered': {
      const { shipmentId, at } = event.data;
      return { ...order, shipments: order.shipments.map((parcel) => (parcel.shipmentId === shipmentId ? { ...parcel, deliveredAt: at } : parcel)) };
    }
    case 'InvoiceIssued': {
      const { at: _at, ...invoice } = event.data;
      return { ...order, invoice };
    }
    case 'CreditNoteIssued': {
      const { at: _at, ...creditNote } = event.data;
      return { ...order, creditNotes: [...order.creditNotes, creditNote] };
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

function refundProcessed(order: PlacedOrder, { refundKey, providerRefundId, amount }: RefundProcessed['data']): PlacedOrder {
  const refund: Refund = { ...refundOf(order, refundKey), status: 'processed', providerRefundId, amount, failure: null };
  return { ...withRefund(order, refund), amountRefunded: addRupees(order.amountRefunded, amount) };
}

const withRefund = (order: PlacedOrder, refund: Refund): PlacedOrder => ({ ...order, refunds: { ...order.refunds, [refund.refundKey]: refund } });

/** The refund a provider's answer is about; the decider only accepts answers for refunds it requested. */
function refundOf(order: PlacedOrder, refundKey: string): Refund {
  const refund = order.refunds[refundKey];
  if (!refund) throw new Error(`Order ${order.orderId} has no refund ${refundKey}`);
  return refund;
}
