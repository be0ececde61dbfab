import { ORDER_STATUSES, orderTransitions } from '@petshop/contract/moves';
import { isPaid, type ContractOrder, type OrderStatus } from './types';

/**
 * The moves staff may make now, from the table the API decides with, so the control offers only
 * what it will accept (a move refused anyway answers 409 with its reason, which the control shows):
 * an unpaid order can only be cancelled.
 */
export function allowedMoves(order: Pick<ContractOrder, 'orderStatus' | 'paymentStatus' | 'paymentDetails'>): OrderStatus[] {
  const moves = orderTransitions[order.orderStatus];
  return isPaid(order) ? [...moves] : moves.filter((status) => status === 'cancelled');
}

/** What an admin may force: any other status. */
export const forcibleMoves = (order: Pick<ContractOrder, 'orderStatus'>) => ORDER_STATUSES.filter((status) => status !== order.orderStatus);
