import { eventMail, type MailDeps, type MailsFor, type Recipient, recipientOf } from '../mail/event-mails.js';
import type { MailRequest } from '../mail/outbox.js';
import type { TemplateData } from '../mail/templates/index.js';
import type { StoredEvent } from '../platform/event-store/event-store.port.js';
import { findReturn } from '../returns/return-reader.js';
import type { OrderEvent, ShippingAddress } from './events.js';
import { isPaid, refundableAmount, voucherHeld } from './order/order-amounts.js';
import { leftToShip } from './order/order-parcels.js';
import { returnDeadline, type PlacedOrder } from './order/order.js';
import { vetOrderMove } from './order/order.process.js';
import { orderAround } from './read-models/order-at.js';
import { orderStreamEvent } from './read-models/order-stream.js';

/**
 * The mails an order's events cause: a confirmation with the invoice attached once it is paid and
 * invoiced (the invoice is issued when it is captured, restored after a late payment, or paid in full
 * by voucher at placement), a replacement order placed for a return, a note when it is cancelled
 * unpaid or by staff, each parcel that leaves, delivered, a cancelled order's refund with its credit
 * note, a late payment's refund, and a return's credit note (the return's own mail tells of its refund).
 * Each reads the order as it stood right after its event, never as it stands now.
 */
export const orderMails: MailsFor = async (stored, deps) => {
  const recorded = orderStreamEvent(stored);
  if (!recorded) return [];
  const { orderId, event } = recorded;
  const mails = byType[event.type];
  if (!mails || !mightMail(event)) return [];
  const { before, after } = await orderAround(deps.store, orderId, stored.revision);
  if (!after) return [];
  const [to, address] = await Promise.all([recipientOf(deps, after.customer), deps.shippingAddress(orderId)]);
  if (!to) return []; // an erased customer is mailed nothing
  return mails({ stored, event, before, after, to, deps, address: address ?? null });
};

/**
 * Whether an event can cause a mail at all, from the event alone: most of a checkout's events cause
 * none (an order placed for online payment, a move to processing), and those must cost the worker
 * neither a read of the order's stream nor of the account.
 */
function mightMail(event: OrderEvent): boolean {
  switch (event.type) {
    case 'OrderPlaced':
      return event.data.replacementFor !== undefined;
    case 'PaymentCaptured':
    case 'OrderRestored':
      return false; // the confirmation waits for the invoice
    case 'RefundProcessed':
      return event.data.refundKey.endsWith(':paid_after_cancellation');
    case 'OrderStatusChanged':
      return event.data.to === 'delivered';
    case 'ShipmentDelivered':
      return false;
    default:
      return true;
  }
}

interface OrderMailContext {
  stored: StoredEvent;
  event: OrderEvent;
  before: PlacedOrder | null;
  after: PlacedOrder;
  to: Recipient;
  deps: MailDeps;
  /** Kept beside the order, not in its events (docs/privacy.md); null only if none was recorded. */
  address: ShippingAddress | null;
}

const byType: Partial<Record<OrderEvent['type'], (context: OrderMailContext) => MailRequest[] | Promise<MailRequest[]>>> = {
  OrderPlaced: async ({ stored, after, to, deps, address }) => {
    if (!after.replacementFor) return [];
    const request = await findReturn(deps.store, after.replacementFor);
    const data = { firstName: to.firstName, orderNumber: after.orderNumber, returnNumber: request?.returnNumber ?? null, ...linesAndAddress(after, address) };
    return [eventMail(stored, 'replacement-order-placed', to, data)];
  },
  InvoiceIssued: ({ stored, event, after, to, address }) => {
    if (event.type !== 'InvoiceIssued') return [];
    const attachment = { document: 'invoice', orderId: after.orderId, number: event.data.number } as const;
    return [eventMail(stored, 'order-confirmation', to, { ...confirmation(after, to, address), invoiceNumber: event.data.number, attachment })];
  },
  CreditNoteIssued: ({ stored, event, after, to }) => {
    if (event.type !== 'CreditNoteIssued') return [];
    const { key, number, amount } = event.data;
    const refund = after.refunds[key];
    const attachment = { document: 'credit-note', orderId: after.orderId, number } as const;
    if (refund?.reason === 'order_cancelled')
      return [eventMail(stored, 'order-refunded', to, { ...refundData(after, to, amount, 'order_cancelled'), creditNoteNumber: number, attachment })];
    const data = { firstName: to.firstName, orderNumber: after.orderNumber, creditNoteNumber: number, amount, attachment };
    return [eventMail(stored, 'credit-note-issued', to, data)];
  },
  OrderCancelled: ({ stored, event, before, after, to }) => {
    if (event.type !== 'OrderCancelled' || !before) return [];
    const voucherReturned = before.voucher && voucherHeld(before) > 0 ? { code: before.voucher.code, amount: voucherHeld(before) } : null;
    const { reason } = event.data;
    if (reason !== 'staff') {
      const data = { firstName: to.firstName, orderNumber: after.orderNumber, reason, total: after.totalAmount, voucherReturned };
      return [eventMail(stored, 'order-cancelled-unpaid', to, data)];
    }
    const data = {
      firstName: to.firstName,
      orderNumber: after.orderNumber,
      reason: shopperReason(before, event.data.note),
      refund: refundableAmount(before),
      voucherReturned,
    };
    return [eventMail(stored, 'order-cancelled-by-shop', to, data)];
  },
  OrderStatusChanged: ({ stored, event, after, to }) => {
    if (event.type !== 'OrderStatusChanged') return [];
    const { from, to: status } = event.data;
    // A return given back (rejected) is delivered again, but nothing reached the shopper.
    if (status === 'delivered' && from !== 'return' && after.deliveredAt) {
      const data = {
        firstName: to.firstName,
        orderNumber: after.orderNumber,
        deliveredAt: after.deliveredAt,
        returnBy: returnDeadline(after.deliveredAt).toISOString(),
      };
      return [eventMail(stored, 'order-delivered', to, data)];
    }
    return [];
  },
  // Each parcel is mailed as it leaves (the move to shipped beside the last one is not mailed again).
  ShipmentSent: ({ stored, event, after, to, address }) => {
    if (event.type !== 'ShipmentSent') return [];
    const { shipmentId, lines, carrierName, trackingNumber, trackingUrl } = event.data;
    const prices = new Map(after.lines.map((line) => [line.productId, line]));
    const data = {
      firstName: to.firstName,
      orderNumber: after.orderNumber,
      lines: lines.map(({ productId, quantity }) => ({
        name: prices.get(productId)?.name ?? productId,
        quantity,
        unitPrice: prices.get(productId)?.unitPrice ?? 0,
      })),
      address: linesAndAddress(after, address).address,
      parcel: after.shipments.findIndex((parcel) => parcel.shipmentId === shipmentId) + 1,
      complete: [...leftToShip(after).values()].every((left) => left <= 0),
      carrierName,
      trackingNumber,
      trackingUrl,
    };
    return [eventMail(stored, 'order-shipped', to, data)];
  },
  // A payment that came after its order was given up was never a sale: no credit note, just the refund.
  RefundProcessed: ({ stored, event, after, to }) => {
    if (event.type !== 'RefundProcessed' || after.refunds[event.data.refundKey]?.reason !== 'paid_after_cancellation') return [];
    return [eventMail(stored, 'order-refunded', to, refundData(after, to, event.data.amount, 'paid_after_cancellation'))];
  },
};

/**
 * The reason staff gave is the shopper's to read when the cancellation was an ordinary move (an
 * order not yet shipped): the console's "Reason (optional)" is what staff tell the shopper. When an
 * admin forced it past the state machine (an order shipped or delivered), the reason is required
 * and justifies the override to other staff (the timeline, the audit), so the mail leaves it out.
 */
function shopperReason(before: PlacedOrder, note: string | null): string | null {
  const forced = vetOrderMove({ status: before.status, paid: isPaid(before) }, 'cancelled') !== null;
  return forced ? null : note?.trim() || null;
}

const NO_ADDRESS = { name: '', mobile: '', address: '', area: '', city: '', state: '', zip: '' };

function linesAndAddress(order: PlacedOrder, shippingAddress: ShippingAddress | null) {
  const { name, mobile, address, area, city, state, zip } = shippingAddress ?? NO_ADDRESS;
  return {
    lines: order.lines.map(({ name, quantity, unitPrice }) => ({ name, quantity, unitPrice })),
    address: { name, mobile, address, area, city, state, zip },
  };
}

/** What the confirmation shows of a paid order. */
export function confirmation(order: PlacedOrder, to: Recipient, address: ShippingAddress | null): TemplateData<'order-confirmation'> {
  return {
    firstName: to.firstName,
    orderNumber: order.orderNumber,
    ...linesAndAddress(order, address),
    total: order.totalAmount,
    voucher: order.voucher,
    paidOnline: order.amountPaid,
    placedAt: order.createdAt,
  };
}

/** What the refund mail says of a refund of `amount`, with the order as it stands after it. */
function refundData(order: PlacedOrder, to: Recipient, amount: number, reason: 'order_cancelled' | 'paid_after_cancellation') {
  return {
    firstName: to.firstName,
    orderNumber: order.orderNumber,
    amount,
    full: order.paymentStatus === 'refunded',
    paid: order.amountPaid,
    refundedSoFar: order.amountRefunded,
    reason,
  };
}
