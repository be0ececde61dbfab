import type { ReturnHistoryEntry as ContractHistoryEntry, Return as ReturnView } from '@petshop/contract';
import type { Actor, EventMetadata } from '../platform/event-store/event-store.port.js';
import type { ReturnEvent } from './events.js';
import type { RequestedReturn } from './return.js';

/** A return event as read from its stream (a StoredEvent narrowed to the return's union). */
export type RecordedReturnEvent = ReturnEvent & { readonly metadata: Pick<EventMetadata, 'actor'> };

// The contract's Return (named ReturnView beside the aggregate's Return).
export type { ReturnView };

/** A history entry with its actor as stored (`{_id, role}`): answers resolve it (`actor_view`, `identity/actors.ts`). */
export type ReturnHistoryEntry = Omit<ContractHistoryEntry, 'actor'> & { actor: Actor };
/** The Return as folded and as the returns read model keeps it, with stored actors. */
export type StoredReturnView = Omit<ReturnView, 'history'> & { history: ReturnHistoryEntry[] };

export function toReturnView(state: RequestedReturn, events: readonly RecordedReturnEvent[]): StoredReturnView {
  const { reimbursement } = state;
  return {
    _id: state.returnId,
    returnNumber: state.returnNumber,
    orders: state.orders.map((order) => ({
      orderID: order.orderId,
      orderNumber: order.orderNumber,
      products: order.products.map(({ productId, name, image, quantity, unitPrice, returnDate }) => ({
        id: productId,
        name,
        image,
        quantity,
        price: unitPrice,
        returnDate,
      })),
    })),
    reasonToReturn: state.reasonToReturn,
    methodForReturning: state.methodForReturning,
    returnPaymentMethod: state.returnPaymentMethod,
    status: state.status,
    history: events.map(historyEntry),
    createdAt: state.createdAt,
    ...(reimbursement?.method === 'store voucher' ? { voucherCode: reimbursement.voucherCode } : {}),
    ...(reimbursement?.method === 'replacement product' ? { replacementOrderId: reimbursement.replacementOrderId } : {}),
  };
}

function historyEntry(event: RecordedReturnEvent): ReturnHistoryEntry {
  const { actor } = event.metadata;
  switch (event.type) {
    case 'ReturnRequested':
      return { from: null, to: 'requested', actor, note: null, at: event.data.at };
    case 'ReturnStatusChanged':
      return { from: event.data.from, to: event.data.to, actor, note: event.data.note, at: event.data.at };
    case 'ReturnRefunded':
      return { from: event.data.from, to: 'refunded', actor, note: event.data.note, at: event.data.at };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
