import type { Decider } from '../../platform/event-sourcing/decider.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import type { CancellationReason, OrderEvent, OrderPlaced } from '../events.js';
import type {
  CancelOrder,
  ChangeStatus,
  MarkReturned,
  OrderCommand,
  PlaceOrder,
  PlaceReplacementOrder,
  RecordCreditNote,
  RecordInvoice,
  ReleaseFromReturn,
} from './order.commands.js';
import { amountDue, isPaid, orderTotal, refundableAmount, voucherHeld } from './order-amounts.js';
import { evolveOrder, initialOrder, type Order, type PlacedOrder } from './order.js';
import { vetOrderMove } from './order.process.js';
import { sameAmount, toPaise } from '../../platform/money.js';
import { capturePayment, failPayment } from './payment.decisions.js';
import { failRefund, recordRefund, refundOfRemainder, releaseVoucher, requestRefund } from './refund.decisions.js';
import { isOrderEvent } from './order-event-guard.js';
import { deliverParcel, parcelsOfMove, shipParcel } from './shipment.decisions.js';

export const ORDER_NOT_FOUND = 'Order not found';

function decide(command: OrderCommand, state: Order): OrderEvent[] {
  if (command.type === 'PlaceOrder') return placeOrder(command, state);
  if (command.type === 'PlaceReplacementOrder') return placeReplacementOrder(command, state);
  if (state.status === 'none') throw new Rejection('not_found', ORDER_NOT_FOUND);
  switch (command.type) {
    case 'CapturePayment':
      return capturePayment(state, command);
    case 'FailPayment':
      return failPayment(state, command);
    case 'ChangeStatus':
      return changeStatus(state, command);
    case 'CancelOrder':
      return cancelOrder(state, command);
    case 'RequestRefund':
      return requestRefund(state, command);
    case 'RecordRefund':
      return recordRefund(state, command);
    case 'FailRefund':
      return failRefund(state, command);
    case 'MarkReturned':
      return markReturned(state, command);
    case 'ReleaseFromReturn':
      return releaseFromReturn(state, command);
    case 'ShipParcel':
      return shipParcel(state, command);
    case 'DeliverParcel':
      return deliverParcel(state, command);
    case 'RecordInvoice':
      return recordInvoice(state, command);
    case 'RecordCreditNote':
      return recordCreditNote(state, command);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

function placeOrder({ type: _type, ...placed }: PlaceOrder, state: Order): OrderPlaced[] {
  if (state.status !== 'none') throw new Rejection('conflict', 'Order already exists');
  if (placed.lines.length === 0) throw new Rejection('invalid', 'An order needs at least one product', 'products');
  // The handler prices the lines; a total that disagrees with them would charge the wrong amount.
  if (!sameAmount(placed.totalAmount, orderTotal(placed.lines)))
    throw new Rejection('unprocessable', 'The total does not match the order lines', 'totalAmount');
  const { voucher, ...rest } = placed;
  if (voucher && (toPaise(voucher.amount) <= 0 || toPaise(voucher.amount) > toPaise(placed.totalAmount)))
    throw new Rejection('unprocessable', 'A voucher pays more than ₹0 and at most the total', 'voucherCode');
  // A provider order exactly when something is left to pay through it.
  if (toPaise(amountDue(placed)) > 0 !== (placed.razorpayOrderId !== null))
    throw new Rejection('unprocessable', 'An order left to pay needs a provider order, and only then', 'razorpayOrderId');
  return [{ type: 'OrderPlaced', data: { ...rest, ...(voucher && { voucher }), currency: 'INR' } }];
}

function placeReplacementOrder({ type: _type, returnId, ...placed }: PlaceReplacementOrder, state: Order): OrderPlaced[] {
  // The return handler may place its replacement again after a retry; the first one stands.
  if (state.status !== 'none' && state.replacementFor === returnId) return [];
  if (state.status !== 'none') throw new Rejection('conflict', 'Order already exists');
  if (placed.lines.length === 0) throw new Rejection('invalid', 'A replacement needs at least one product', 'products');
  if (placed.lines.some((line) => line.unitPrice !== 0)) throw new Rejection('unprocessable', 'A replacement is sent at no charge', 'products');
  return [{ type: 'OrderPlaced', data: { ...placed, totalAmount: 0, currency: 'INR', razorpayOrderId: null, replacementFor: returnId } }];
}

function changeStatus(order: PlacedOrder, { to, reason, force, by, at }: ChangeStatus): OrderEvent[] {
  if (force && !reason?.trim()) throw new Rejection('invalid', 'A reason is required to force a status change', 'reason');
  const refusal = vetOrderMove({ status: order.status, paid: isPaid(order) }, to);
  // Forcing overrides the table and the unpaid rule, but a move to the same status is no move at all.
  if (refusal && (!force || order.status === to)) throw new Rejection('conflict', refusal);
  if (to === 'cancelled') return cancellation(order, 'staff', reason, at);
  const parcels = to === 'shipped' || to === 'delivered' ? parcelsOfMove(order, to, by, at) : [];
  return [...parcels, { type: 'OrderStatusChanged', data: { from: order.status, to, reason, forced: refusal !== null, at } }];
}

function cancelOrder(order: PlacedOrder, { reason, at }: CancelOrder): OrderEvent[] {
  // The storefront may cancel twice (dismissal, then the failed page): the second changes nothing.
  if (order.status === 'cancelled') return [];
  if (isPaid(order)) throw new Rejection('conflict', 'Order is already paid');
  if (order.status !== 'placed') throw new Rejection('conflict', `Cannot cancel an order that is ${order.status}`);
  return cancellation(order, reason, null, at);
}

/** Cancelling an order refunds what the provider holds of it and gives its voucher back what the voucher paid. */
function cancellation(order: PlacedOrder, reason: CancellationReason, note: string | null, at: string): OrderEvent[] {
  const held = refundableAmount(order);
  const voucher = voucherHeld(order);
  return [
    { type: 'OrderCancelled', data: { from: order.status, reason, note, at } },
    ...(toPaise(held) > 0 ? [refundOfRemainder(order.orderId, held, 'order_cancelled', at)] : []),
    ...(toPaise(voucher) > 0 ? [releaseVoucher(order, `${order.orderId}:order_cancelled`, voucher, 'order_cancelled', at)] : []),
  ];
}

const returnReason = (returnId: string) => `return:${returnId}`;

function markReturned(order: PlacedOrder, { returnId, at }: MarkReturned): OrderEvent[] {
  // The return handler may mark its orders again after a retry.
  if (order.status === 'return' && order.statusReason === returnReason(returnId)) return [];
  const refusal = vetOrderMove({ status: order.status, paid: isPaid(order) }, 'return');
  if (refusal) throw new Rejection('conflict', refusal);
  return [{ type: 'OrderStatusChanged', data: { from: order.status, to: 'return', reason: returnReason(returnId), forced: false, at } }];
}

export const orderDecider: Decider<OrderCommand, OrderEvent, Order> = { decide, evolve: evolveOrder, initialState: initialOrder, isEvent: isOrderEvent };

/** Only the return that holds the order can give it back; anything else (another return's, a repeat) changes nothing. */
function releaseFromReturn(order: PlacedOrder, { returnId, at }: ReleaseFromReturn): OrderEvent[] {
  if (order.status !== 'return' || order.statusReason !== returnReason(returnId)) return [];
  return [{ type: 'OrderStatusChanged', data: { from: 'return', to: 'delivered', reason: `return rejected:${returnId}`, forced: false, at } }];
}

/** An order keeps the first invoice it is given: the same one again (a retry) changes nothing, another is a bug refused. */
function recordInvoice(order: PlacedOrder, { invoice, at }: RecordInvoice): OrderEvent[] {
  if (order.invoice?.number === invoice.number) return [];
  if (order.invoice) throw new Rejection('conflict', `Order ${order.orderNumber} already has invoice ${order.invoice.number}`);
  return [{ type: 'InvoiceIssued', data: { ...invoice, at } }];
}

/** One credit note per refund: the same one again (a retry) changes nothing, another for the same refund is a bug refused. */
function recordCreditNote(order: PlacedOrder, { creditNote, at }: RecordCreditNote): OrderEvent[] {
  const existing = order.creditNotes.find((note) => note.key === creditNote.key);
  if (existing?.number === creditNote.number) return [];
  if (existing) throw new Rejection('conflict', `Refund ${creditNote.key} already has credit note ${existing.number}`);
  return [{ type: 'CreditNoteIssued', data: { ...creditNote, at } }];
}
