import { orderTransitions } from '@petshop/contract';
import type { OrderStatus } from './events.js';

/** The moves staff may make (Vendure-style: the state machine is data, in the contract, which the console offers from). */
export { orderTransitions };

/** Why a move is refused, or null when the table and the payment allow it. */
export function vetOrderMove(order: { status: OrderStatus; paid: boolean }, to: OrderStatus): string | null {
  if (order.status === to) return `Order is already ${to}`;
  if (!orderTransitions[order.status].includes(to)) return `Cannot move an order from ${order.status} to ${to}`;
  // Nothing may be packed or shipped before the money is in.
  if (!order.paid && to !== 'cancelled') return 'An unpaid order can only be cancelled';
  return null;
}
