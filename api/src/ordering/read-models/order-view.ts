import type { OrderHistoryEntry, Order as OrderView, Shipment, StaffOrderDetails } from '@petshop/contract';
import type { Actor, EventMetadata } from '../../platform/event-store/event-store.port.js';
import type { OrderEvent, ShippingAddress } from '../events.js';
import { evolveOrder, initialOrder, type Order, type PlacedOrder } from '../order/order.js';
import { isPaid } from '../order/order-amounts.js';
import { type Parcel } from '../order/order-parcels.js';
import { orderMoves } from '../order/order.process.js';
import { reasonText, statusEffect } from '../order/order-status.js';

// The contract's Order (named OrderView beside the aggregate's Order) and its history entries.
export type { OrderHistoryEntry, OrderView };

/** Who placed an order, as staff see it: the account's name and email now, or `erased customer` (and no email) after an erasure. */
export interface OrderCustomerView {
  name: string;
  email: string | null;
}

/** The console's order page: the order as it stands, who placed it, and the moves its state machine takes now. */
export const toStaffOrderDetails = (order: PlacedOrder, shippingAddress: ShippingAddress | null, customer: OrderCustomerView): StaffOrderDetails => ({
  ...toOrderView(order, shippingAddress),
  id: order.orderId,
  customerName: customer.name,
  customerEmail: customer.email,
  ...orderMoves({ status: order.status, paid: isPaid(order) }),
});

/** The contract's Order: the folded order with its shipping address, which the events do not hold (`shipping-addresses.ts`). */
export function toOrderView(order: PlacedOrder, shippingAddress: ShippingAddress | null): OrderView {
  return { ...toStoredOrderView(order), shippingAddress };
}

/** The Order as the orders read model keeps it: everything but the address, which its queries join (no personal data in read models). */
export function toStoredOrderView(order: PlacedOrder): Omit<OrderView, 'shippingAddress'> {
  return {
    _id: order.orderId,
    orderNumber: order.orderNumber,
    totalAmount: order.totalAmount,
    currency: order.currency,
    products: order.lines.map((line) => ({
      productId: { _id: line.productId, name: line.name, price: line.unitPrice, images: line.image ? [line.image] : [], colors: line.colors },
      quantity: line.quantity,
      price: line.unitPrice,
    })),
    orderStatus: order.status,
    paymentStatus: order.paymentStatus,
    paymentDetails: { paymentId: order.paymentId, razorpayOrderId: order.razorpayOrderId },
    ...(order.voucher && { voucher: order.voucher }),
    shipments: order.shipments.map(shipmentView),
    fulfilment: order.fulfilment,
    invoice: order.invoice && { number: order.invoice.number, issuedAt: order.invoice.issuedAt },
    creditNotes: order.creditNotes.map(({ number, issuedAt, amount }) => ({ number, issuedAt, amount })),
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}

/** A parcel as the contract shows it; who recorded it goes without an email (the shopper sees it too). */
export const shipmentView = (parcel: Parcel): Shipment => ({
  _id: parcel.shipmentId,
  carrier: parcel.carrier,
  carrierName: parcel.carrierName,
  trackingNumber: parcel.trackingNumber,
  trackingUrl: parcel.trackingUrl,
  lines: parcel.lines.map(({ productId, quantity }) => ({ productId, quantity })),
  shippedAt: parcel.shippedAt,
  deliveredAt: parcel.deliveredAt,
  actor: { _id: parcel.by._id, email: null, role: parcel.by.role, ...(parcel.by.name && { name: parcel.by.name }) },
});

/** A history entry with its actor as stored (`{_id, role}`); answers resolve it (`identity/actors.ts`). */
export type StoredHistoryEntry = Omit<OrderHistoryEntry, 'actor'> & { actor: Actor };

/** An order event as read from its stream (a StoredEvent narrowed to the order's union). */
export type RecordedOrderEvent = OrderEvent & { readonly revision: bigint; readonly metadata: Pick<EventMetadata, 'actor'> };

/**
 * Every change of orderStatus or paymentStatus, oldest first, found by folding the events and
 * comparing before and after, so an event that sets a status to what it was lists nothing; the
 * reason is the event's `statusEffect`'s. `at` is the time the command carried.
 */
export function historyEntries(events: readonly RecordedOrderEvent[]): StoredHistoryEntry[] {
  const entries: StoredHistoryEntry[] = [];
  let before: Order = initialOrder();
  for (const event of events) {
    const after = evolveOrder(before, event);
    if (after.status === 'none') continue;
    const was = before.status === 'none' ? null : before;
    const common = { actor: event.metadata.actor, reason: reasonText(was, statusEffect(event).reason), at: event.data.at, revision: Number(event.revision) };
    if (was?.status !== after.status) entries.push({ field: 'orderStatus', from: was?.status ?? null, to: after.status, ...common });
    if (was?.paymentStatus !== after.paymentStatus)
      entries.push({ field: 'paymentStatus', from: was?.paymentStatus ?? null, to: after.paymentStatus, ...common });
    before = after;
  }
  return entries;
}
