// The staff moves of orders and returns (the contract's "Staff moves" and the returns table), as
// data the API decides with and the console offers from. Plain values, no zod: the console imports
// this file alone (`@petshop/contract/moves`) without pulling the schemas into its bundle.
import type { OrderStatus } from './orders.js';
import type { ReturnStatus } from './returns.js';

/** Cancelled and return are terminal; an unpaid order can only be cancelled (the API's vetOrderMove). */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: ['return'],
  cancelled: [],
  return: [],
};

/** Rejected and refunded are terminal. */
export const returnTransitions: Readonly<Record<ReturnStatus, readonly Exclude<ReturnStatus, 'requested'>[]>> = {
  requested: ['approved', 'rejected'],
  approved: ['received'],
  received: ['refunded'],
  rejected: [],
  refunded: [],
};
