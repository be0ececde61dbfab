import { orderTransitions } from '@petshop/contract/moves';
import type { OrderStatus } from './events.js';

/**
 * Why a move is refused, or null when it is allowed. Vendure-style: the table is data, in the
 * contract (`@petshop/contract/moves`); the rule the table cannot say is that nothing may be packed
 * or shipped before the money is in.
 */
export function vetOrderMove(order: { status: OrderStatus; paid: boolean }, to: OrderStatus): string | null {
  if (order.status === to) return `Order is already ${to}`;
  if (!orderTransitions[order.status].includes(to)) return `Cannot move an order from ${order.status} to ${to}`;
  if (!order.paid && to !== 'cancelled') return 'An unpaid order can only be cancelled';
  return null;
}
