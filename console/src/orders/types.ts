import type { Actor, Order as ContractOrder, OrderHistoryEntry, OrderStatus, ProviderView, StaffOrder } from '@petshop/contract';

/** An order in the console: the contract's StaffOrder (the Order plus id, customerName, customerEmail). */
export type Order = StaffOrder;
export type { Actor, ContractOrder, OrderHistoryEntry, OrderStatus };

/** An event of GET /api/orders/:id/events. */
export interface OrderEventRecord {
  eventId: string;
  type: string;
  revision: number;
  data: unknown;
  metadata: { actor: Actor | null; correlationId: string | null; causationId: string | null };
  createdAt: string;
}

/** `data` of GET /api/orders/:id/replay: the order as it stood after `revision`. */
export interface ReplayedOrder {
  revision: number;
  at: string;
  state: ContractOrder;
}

/** GET /api/admin/orders/:id/provider: the provider's record beside the shop's (interface 1 of the brief). */
export type { ProviderView };
export type ProviderPayment = ProviderView['payments'][number];

/** Who acted, as support reads it: an account's email and role, or the job or provider's name. */
export function actorLabel(actor: Actor | null | undefined): string {
  if (!actor) return 'unknown';
  if (actor.role === 'system' || actor.role === 'provider') return `${actor.name ?? actor.role} (${actor.role})`;
  return `${actor.email ?? actor._id ?? 'unknown'} (${actor.role})`;
}

/** Paid as the state machine counts it: a payment was captured (or nothing was owed). */
export function isPaid(order: Pick<ContractOrder, 'paymentStatus' | 'paymentDetails'>): boolean {
  return order.paymentDetails.paymentId !== null || (order.paymentStatus !== 'pending' && order.paymentStatus !== 'failed');
}
