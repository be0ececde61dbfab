// Given-events builders shared by the returns read model's specs (no I/O, no test framework).
import type { Actor, StoredEvent } from '../../../platform/event-store/event-store.port.js';
import type { Reimbursement, ReturnedOrder, ReturnEvent, ReturnRequested } from '../../events.js';
import { returnStream } from '../../return.js';

export const at = (day: number) => new Date(Date.UTC(2026, 10, day, 10)).toISOString();

export const asha: Actor = { _id: 'u-1', role: 'customer' };
export const staff: Actor = { _id: 's-1', role: 'staff' };

/** What a request returns unless told otherwise: three products from two orders. */
const twoOrders: ReturnedOrder[] = [
  {
    orderId: 'o-1',
    orderNumber: 'PS-1001',
    products: [
      { productId: 'p-kibble', name: 'Salmon kibble', image: '/media/k.svg', quantity: 2, unitPrice: 1299.5, returnDate: at(30) },
      { productId: 'p-collar', name: 'Cat collar', image: null, quantity: 1, unitPrice: 349, returnDate: at(30) },
    ],
  },
  {
    orderId: 'o-2',
    orderNumber: 'PS-1002',
    products: [{ productId: 'p-bowl', name: 'Steel bowl', image: null, quantity: 1, unitPrice: 199, returnDate: at(31) }],
  },
];

export const requested = (returnId: string, day = 1, customerId = 'u-1', orders = twoOrders): ReturnRequested => ({
  type: 'ReturnRequested',
  data: {
    returnId,
    returnNumber: `RT-${returnId}`,
    customer: { _id: customerId },
    orders,
    reasonToReturn: { question1: 'What went wrong?', answer1: 'Wrong size', question2: 'Anything else?', answer2: 'No' },
    methodForReturning: 'Pickup from my address',
    returnPaymentMethod: 'store voucher',
    at: at(day),
  },
});
export const moved = (from: 'requested' | 'approved', to: 'approved' | 'rejected' | 'received', day: number, note: string | null = null): ReturnEvent => ({
  type: 'ReturnStatusChanged',
  data: { from, to, note, at: at(day) },
});
export const refunded = (reimbursement: Reimbursement): ReturnEvent => ({
  type: 'ReturnRefunded',
  data: { from: 'received', note: 'Done', reimbursement, at: at(9) },
});

/** Numbers a return stream's events as the store would; the shopper requests, staff move the rest. */
export const stream = (returnId: string, events: ReturnEvent[]): StoredEvent[] =>
  events.map((event, revision) => ({
    id: `${returnId}-${revision}`,
    streamId: returnStream(returnId),
    type: event.type,
    data: event.data,
    metadata: { actor: event.type === 'ReturnRequested' ? asha : staff, correlationId: 'c', causationId: 'c' },
    revision: BigInt(revision),
    position: { commit: 1n, prepare: BigInt(revision) },
    createdAt: new Date(event.data.at),
  }));
