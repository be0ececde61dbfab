import { streamIds } from '../platform/event-sourcing/stream-id.js';
import type { ReasonToReturn, Reimbursement, ReturnedOrder, ReturnEvent, ReturnPaymentMethod, ReturnRequested, ReturnStatus } from './events.js';

export interface RequestedReturn {
  status: ReturnStatus;
  returnId: string;
  returnNumber: string;
  customer: { _id: string };
  orders: readonly ReturnedOrder[];
  reasonToReturn: ReasonToReturn;
  methodForReturning: string;
  returnPaymentMethod: ReturnPaymentMethod;
  /** How the shopper was reimbursed; null until the return is refunded. */
  reimbursement: Reimbursement | null;
  createdAt: string;
  updatedAt: string;
}

/** Before the request the stream is empty and there is no return yet. */
export type Return = { status: 'none' } | RequestedReturn;

export const initialReturn = (): Return => ({ status: 'none' });

export const returnStream = streamIds('return');

export function evolveReturn(state: Return, event: ReturnEvent): Return {
  if (event.type === 'ReturnRequested') return requestedReturn(event.data);
  // Every other event follows the request in its stream.
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'ReturnStatusChanged':
      return { ...state, status: event.data.to, updatedAt: event.data.at };
    case 'ReturnRefunded':
      return { ...state, status: 'refunded', reimbursement: event.data.reimbursement, updatedAt: event.data.at };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

function requestedReturn({ at, ...requested }: ReturnRequested['data']): RequestedReturn {
  return { ...requested, status: 'requested', reimbursement: null, createdAt: at, updatedAt: at };
}
