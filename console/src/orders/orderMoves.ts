import { isPaid, ORDER_STATUSES, type ContractOrder, type OrderStatus } from './types';

/**
 * The contract's "Staff moves", so the control offers only what the API will accept (the API
 * decides: a move refused anyway answers 409 with its reason, which the control shows).
 */
const MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: ['return'],
  cancelled: [],
  return: [],
};

/** The moves staff may make now: an unpaid order can only be cancelled. */
export function allowedMoves(order: Pick<ContractOrder, 'orderStatus' | 'paymentStatus' | 'paymentDetails'>): OrderStatus[] {
  const moves = MOVES[order.orderStatus];
  return isPaid(order) ? [...moves] : moves.filter((status) => status === 'cancelled');
}

/** What an admin may force: any other status. */
export const forcibleMoves = (order: Pick<ContractOrder, 'orderStatus'>) => ORDER_STATUSES.filter((status) => status !== order.orderStatus);
