import { orderTransitions } from '@petshop/contract/moves';
import type { StaffOrderDetails } from '@petshop/contract';
import type { OrderStatus } from '../events.js';

/** An order as its state machine reads it. */
export interface MovingOrder {
  status: OrderStatus;
  paid: boolean;
}

/**
 * Why a move is refused, or null when it is allowed. Vendure-style: the table is data, in the
 * contract (`@petshop/contract/moves`); the rule the table cannot say is that nothing may be packed
 * or shipped before the money is in.
 */
export function vetOrderMove(order: MovingOrder, to: OrderStatus): string | null {
  if (order.status === to) return `Order is already ${to}`;
  if (!orderTransitions[order.status].includes(to)) return `Cannot move an order from ${order.status} to ${to}`;
  if (!order.paid && to !== 'cancelled') return 'An unpaid order can only be cancelled';
  return null;
}

/** The table's moves from the order's status, split by `vetOrderMove` into those it takes now and those it refuses, with why. */
export function orderMoves(order: MovingOrder): Pick<StaffOrderDetails, 'nextStates' | 'vetoedStates'> {
  const vetted = orderTransitions[order.status].map((state) => ({ state, reason: vetOrderMove(order, state) }));
  return {
    nextStates: vetted.filter(({ reason }) => reason === null).map(({ state }) => state),
    vetoedStates: vetted.flatMap(({ state, reason }) => (reason === null ? [] : [{ state, reason }])),
  };
}
