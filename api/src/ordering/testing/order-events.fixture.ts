// Given-events builders shared by the ordering read models' specs (no I/O, no test framework).
import type { Actor as ActorShown } from '@petshop/contract';
import type { Actor, StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { OrderEvent, OrderLine, OrderPlaced, ShipmentLine } from '../events.js';
import { orderStream } from '../order/order.js';

export const at = (day: number, minute = 0): string => new Date(Date.UTC(2026, 10, day, 10, minute)).toISOString();

export const shopper = (id: string): Actor => ({ _id: id, role: 'customer' });
export const staff: Actor = { _id: 's-1', role: 'staff' };
export const razorpay: Actor = { _id: null, role: 'provider', name: 'razorpay' };

/**
 * How a query shows a stored actor (resolved against the accounts as they stand, `actor_view`) when
 * the spec's database holds no account for it: a person's email reads null; system and provider keep their name.
 */
export const shownWithoutAccount = ({ _id, role, name }: Actor): ActorShown =>
  role === 'system' || role === 'provider' ? { _id: null, email: null, role, name } : { _id, email: null, role };

export const kibble: OrderLine = { productId: 'p-kibble', name: 'Salmon kibble', unitPrice: 1299.5, quantity: 2, image: '/media/k.svg', colors: [] };
export const collar: OrderLine = {
  productId: 'p-collar',
  name: 'Cat collar',
  unitPrice: 349,
  quantity: 1,
  image: null,
  colors: [{ name: 'Red', value: '#c00' }],
};

export interface Placement {
  orderId: string;
  orderNumber?: string;
  customer?: { _id: string };
  lines?: OrderLine[];
  at?: string;
  /** The return a replacement is sent for: there is nothing to pay. */
  replacementFor?: string;
  /** What a store voucher paid of the total; all of it leaves nothing to pay through the provider. */
  voucherAmount?: number;
}

export function placed({
  orderId,
  orderNumber = `ORD-${orderId}`,
  customer,
  lines = [kibble, collar],
  at: when = at(1),
  replacementFor,
  voucherAmount,
}: Placement): OrderPlaced {
  const totalPaise = lines.reduce((sum, line) => sum + Math.round(line.unitPrice * 100) * line.quantity, 0);
  const paidByVoucher = voucherAmount !== undefined && Math.round(voucherAmount * 100) >= totalPaise;
  return {
    type: 'OrderPlaced',
    data: {
      orderId,
      orderNumber,
      customer: customer ?? { _id: 'u-1' },
      lines,
      totalAmount: totalPaise / 100,
      currency: 'INR',
      razorpayOrderId: replacementFor || paidByVoucher ? null : `order_rzp_${orderId}`,
      ...(replacementFor && { replacementFor }),
      ...(voucherAmount !== undefined && { voucher: { code: 'PSV-0123456789', amount: voucherAmount } }),
      at: when,
    },
  };
}

export const refund = (refundKey: string, amount: number, reason: 'return' | 'order_cancelled', minute: number): OrderEvent => ({
  type: 'RefundRequested',
  data: { refundKey, amount, reason, returnId: reason === 'return' ? 'r-1' : null, lines: null, at: at(20, minute) },
});
export const processed = (refundKey: string, amount: number, minute: number): OrderEvent => ({
  type: 'RefundProcessed',
  data: { refundKey, providerRefundId: `rfnd_${minute}`, amount, at: at(21, minute) },
});
export const captured = (orderId: string, amount: number, day = 1): OrderEvent => ({
  type: 'PaymentCaptured',
  data: { paymentId: `pay_${orderId}`, razorpayOrderId: `order_rzp_${orderId}`, amount, source: 'verify', at: at(day, 5) },
});
export const moved = (
  from: 'placed' | 'processing' | 'shipped' | 'delivered',
  to: 'processing' | 'shipped' | 'delivered' | 'return',
  day: number,
): OrderEvent => ({
  type: 'OrderStatusChanged',
  data: { from, to, reason: to === 'return' ? 'return:r-1' : null, forced: false, at: at(day) },
});

/** An order of the fixture's lines (₹2,948), paid through the provider, delivered, then held by return `returnId`. */
export const deliveredThenHeldByReturn = (orderId: string, returnId: string, heldAt = at(9)): OrderEvent[] => [
  placed({ orderId }),
  captured(orderId, 2948),
  moved('placed', 'processing', 2),
  moved('processing', 'shipped', 3),
  moved('shipped', 'delivered', 5),
  { type: 'OrderStatusChanged', data: { from: 'delivered', to: 'return', reason: `return:${returnId}`, forced: false, at: heldAt } },
];

/** The seller as the settings name them by default. */
export const SELLER = { legalName: 'Pawsome Supplies', address: '', gstin: '' };
const kibbleLine = { productId: kibble.productId, name: kibble.name, hsn: '2309', quantity: 2, unitPrice: 1299.5 };

interface Document {
  number: string;
  amount: number;
  /** The document's date; its event is recorded a second later. */
  at: string;
  seller?: { legalName: string; address: string; gstin: string };
  lines?: { productId: string; name: string; hsn: string; quantity: number; unitPrice: number }[];
}

const numbered = ({ number, amount, at: issuedAt, seller = SELLER, lines = [kibbleLine] }: Document) => ({
  number,
  serial: Number(number.slice(-6)),
  financialYear: number.split('/').at(-2)!,
  issuedAt,
  seller,
  lines,
  amount,
  at: new Date(Date.parse(issuedAt) + 1_000).toISOString(),
});

/** An invoice as the numbering puts it on its order (financial year and serial read from the number). */
export const invoiceIssued = (document: Document): OrderEvent => ({ type: 'InvoiceIssued', data: numbered(document) });

/** A credit note for the refund `key`, correcting `against` (none by default). */
export const creditNoteIssued = ({
  key,
  against = null,
  reason = 'Products returned',
  ...document
}: Document & { key: string; against?: string | null; reason?: string }): OrderEvent => ({
  type: 'CreditNoteIssued',
  data: { ...numbered(document), key, against, reason },
});

/** A parcel with a carrier and tracking number, sent by staff on `day`. */
export const parcel = (shipmentId: string, lines: ShipmentLine[], day: number): OrderEvent => ({
  type: 'ShipmentSent',
  data: {
    shipmentId,
    carrier: 'bluedart',
    carrierName: 'Blue Dart',
    trackingNumber: `BD${day}`,
    trackingUrl: `https://www.bluedart.com/track/BD${day}`,
    lines,
    by: staff,
    at: at(day),
  },
});

/** Lives of an order that between them use every event of the order's union and both ways an order starts. */
export const scenarios: Record<string, OrderEvent[]> = {
  'paid at the second try, delivered, returned and refunded in two parts': [
    placed({ orderId: 'o-1' }),
    {
      type: 'PaymentFailed',
      data: { razorpayOrderId: 'order_rzp_o-1', paymentId: 'pay_x', code: 'BAD_REQUEST_ERROR', description: 'Card declined', source: 'verify', at: at(1, 2) },
    },
    captured('o-1', 2948),
    moved('placed', 'processing', 2),
    moved('processing', 'shipped', 3),
    moved('shipped', 'delivered', 5),
    moved('delivered', 'return', 9),
    refund('o-1:return:1', 2599, 'return', 0),
    processed('o-1:return:1', 2599, 0),
    creditNoteIssued({ key: 'o-1:return:1', number: 'PS/CN/2026-27/000001', amount: 2599, at: at(21, 0) }),
    refund('o-1:return:2', 349, 'return', 1),
    { type: 'RefundFailed', data: { refundKey: 'o-1:return:2', reason: 'Gateway timeout', at: at(21, 2) } },
    processed('o-1:return:2', 349, 3),
  ],
  'delivered, sent back, and given back when the return was rejected': [
    placed({ orderId: 'o-30', lines: [collar] }),
    captured('o-30', 349),
    moved('placed', 'processing', 2),
    moved('processing', 'shipped', 3),
    moved('shipped', 'delivered', 5),
    { type: 'OrderStatusChanged', data: { from: 'delivered', to: 'return', reason: 'return:ret-9', forced: false, at: at(9) } },
    { type: 'OrderStatusChanged', data: { from: 'return', to: 'delivered', reason: 'return rejected:ret-9', forced: false, at: at(11) } },
  ],
  'given up at the payment page, then paid after all and restored': [
    placed({ orderId: 'o-2', lines: [collar] }),
    { type: 'OrderCancelled', data: { from: 'placed', reason: 'payment_dismissed', note: null, at: at(1, 1) } },
    captured('o-2', 349),
    { type: 'OrderRestored', data: { reason: 'paid_after_cancellation', at: at(1, 6) } },
  ],
  'paid, then cancelled by staff and refunded in full': [
    placed({ orderId: 'o-3', lines: [kibble] }),
    captured('o-3', 2599),
    { type: 'OrderCancelled', data: { from: 'placed', reason: 'staff', note: 'Out of stock at the warehouse', at: at(2) } },
    refund('o-3:order_cancelled', 2599, 'order_cancelled', 0),
    processed('o-3:order_cancelled', 2599, 1),
  ],
  'declined twice, then given up when the payment timed out': [
    placed({ orderId: 'o-20', lines: [collar] }),
    {
      type: 'PaymentFailed',
      data: { razorpayOrderId: 'order_rzp_o-20', paymentId: 'pay_a', code: 'BAD_REQUEST_ERROR', description: 'Card declined', source: 'verify', at: at(1, 2) },
    },
    {
      type: 'PaymentFailed',
      data: {
        razorpayOrderId: 'order_rzp_o-20',
        paymentId: 'pay_b',
        code: 'BAD_REQUEST_ERROR',
        description: 'Insufficient funds',
        source: 'webhook',
        at: at(1, 3),
      },
    },
    { type: 'OrderCancelled', data: { from: 'placed', reason: 'payment_timeout', note: null, at: at(1, 30) } },
  ],
  'paid in part by a voucher, which a return gives part of back': [
    placed({ orderId: 'o-40', lines: [kibble], voucherAmount: 599 }),
    captured('o-40', 2000),
    moved('placed', 'processing', 2),
    moved('processing', 'shipped', 3),
    moved('shipped', 'delivered', 5),
    moved('delivered', 'return', 9),
    { type: 'VoucherReleased', data: { code: 'PSV-0123456789', releaseKey: 'o-40:return:r-1', amount: 99, reason: 'return', at: at(20) } },
  ],
  'paid in full by a voucher, then cancelled by staff while processing': [
    placed({ orderId: 'o-41', lines: [collar], voucherAmount: 349 }),
    moved('placed', 'processing', 2),
    { type: 'OrderCancelled', data: { from: 'processing', reason: 'staff', note: null, at: at(2) } },
    { type: 'VoucherReleased', data: { code: 'PSV-0123456789', releaseKey: 'o-41:order_cancelled', amount: 349, reason: 'order_cancelled', at: at(2) } },
  ],
  'invoiced, shipped in two parcels, delivered one by one': [
    placed({ orderId: 'o-50' }),
    captured('o-50', 2948),
    invoiceIssued({ number: 'PS/2026-27/000050', amount: 2948, at: at(1, 5) }),
    moved('placed', 'processing', 2),
    parcel('o-50:1', [{ productId: kibble.productId, quantity: 1 }], 3),
    parcel(
      'o-50:2',
      [
        { productId: kibble.productId, quantity: 1 },
        { productId: collar.productId, quantity: 1 },
      ],
      4,
    ),
    moved('processing', 'shipped', 4),
    { type: 'ShipmentDelivered', data: { shipmentId: 'o-50:2', at: at(6) } },
    { type: 'ShipmentDelivered', data: { shipmentId: 'o-50:1', at: at(7) } },
    moved('shipped', 'delivered', 7),
  ],
  'a replacement sent at no charge, then cancelled by staff': [
    placed({ orderId: 'o-21', lines: [collar], replacementFor: 'r-1' }),
    moved('placed', 'processing', 2),
    { type: 'OrderCancelled', data: { from: 'processing', reason: 'staff', note: null, at: at(3) } },
  ],
};

/** Numbers each order stream's events and the whole store's positions, as the event store would. */
export class OrderStreams {
  private readonly revisions = new Map<string, bigint>();
  private prepare = 0n;

  record(orderId: string, event: OrderEvent, actor: Actor = staff): StoredEvent {
    const revision = this.revisions.get(orderId) ?? 0n;
    this.revisions.set(orderId, revision + 1n);
    this.prepare += 1n;
    return {
      id: `${orderId}-${revision}`,
      streamId: orderStream(orderId),
      type: event.type,
      data: event.data,
      metadata: { actor, correlationId: 'c', causationId: 'c' },
      revision,
      position: { commit: this.prepare, prepare: this.prepare },
      createdAt: new Date(event.data.at),
    };
  }
}
