import { NO_PRODUCTS } from '@petshop/contract';
import type { Decider } from '../platform/event-sourcing/decider.js';
import { Rejection } from '../platform/event-sourcing/rejection.js';
import type { Reimbursement, ReturnEvent, ReturnRequested, ReturnStatus } from './events.js';
import { evolveReturn, initialReturn, type RequestedReturn, type Return } from './return.js';
import { vetReturnMove } from './return.process.js';
import { isReturnEvent } from './return-event-guard.js';

/**
 * What the handler found out about one order from the read models: the caller's, delivered, inside
 * the 30-day term, not already in a return, and the products are in it.
 */
export type OrderEligibility = { orderId: string; ok: true } | { orderId: string; ok: false; kind: 'not_found' | 'unprocessable'; message: string };

/**
 * A shopper's request: the return as it will be recorded (its orders' products completed by the
 * handler with quantity, unit price and term), with one eligibility fact per order to decide on.
 */
export type RequestReturn = { type: 'RequestReturn'; eligibility: OrderEligibility[] } & ReturnRequested['data'];

/** Staff moves; reaching `refunded` takes a reimbursement, so it goes through CompleteRefund. */
export type ChangeReturnStatus = { type: 'ChangeReturnStatus'; to: Exclude<ReturnStatus, 'refunded'>; note: string | null; at: string };

export type CompleteRefund = { type: 'CompleteRefund'; note: string | null; reimbursement: Reimbursement; at: string };

export type ReturnCommand = RequestReturn | ChangeReturnStatus | CompleteRefund;

export const RETURN_NOT_FOUND = 'Return not found';
/** The contract's message for a request without products, which the request's validation gives too. */
export { NO_PRODUCTS };

function decide(command: ReturnCommand, state: Return): ReturnEvent[] {
  if (command.type === 'RequestReturn') return requestReturn(command, state);
  if (state.status === 'none') throw new Rejection('not_found', RETURN_NOT_FOUND);
  switch (command.type) {
    case 'ChangeReturnStatus': {
      const { to, note, at } = command;
      refuseMove(state, to);
      return [{ type: 'ReturnStatusChanged', data: { from: state.status, to, note, at } }];
    }
    case 'CompleteRefund':
      return completeRefund(state, command);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

function requestReturn({ type: _type, eligibility, ...request }: RequestReturn, state: Return): ReturnEvent[] {
  if (state.status !== 'none') throw new Rejection('conflict', 'Return already exists');
  const { orders } = request;
  if (orders.length === 0 || orders.some((order) => order.products.length === 0)) throw new Rejection('invalid', NO_PRODUCTS, 'orders');
  // Listing an order or a product twice would refund it twice.
  const orderIds = orders.map((order) => order.orderId);
  if (hasDuplicates(orderIds) || orders.some((order) => hasDuplicates(order.products.map((product) => product.productId)))) {
    throw new Rejection('invalid', 'Each order and product may appear only once', 'orders');
  }
  for (const orderId of orderIds) {
    const fact = eligibility.find((candidate) => candidate.orderId === orderId);
    // A missing fact is the handler's bug, not the shopper's mistake.
    if (!fact) throw new Error(`No eligibility given for order ${orderId}`);
    if (!fact.ok) throw new Rejection(fact.kind, fact.message);
  }
  return [{ type: 'ReturnRequested', data: request }];
}

function completeRefund(state: RequestedReturn, { note, reimbursement, at }: CompleteRefund): ReturnEvent[] {
  refuseMove(state, 'refunded');
  if (reimbursement.method !== state.returnPaymentMethod) {
    throw new Rejection('unprocessable', `This return is reimbursed by ${state.returnPaymentMethod}`, 'reimbursement');
  }
  return [{ type: 'ReturnRefunded', data: { from: 'received', note, reimbursement, at } }];
}

function refuseMove(state: RequestedReturn, to: ReturnStatus): void {
  const refusal = vetReturnMove(state.status, to);
  if (refusal) throw new Rejection('conflict', refusal);
}

const hasDuplicates = (values: readonly string[]) => new Set(values).size !== values.length;

export const returnDecider: Decider<ReturnCommand, ReturnEvent, Return> = { decide, evolve: evolveReturn, initialState: initialReturn, isEvent: isReturnEvent };
