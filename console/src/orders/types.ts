import type {
  Actor,
  Order as ContractOrder,
  OrderEventRecord,
  OrderHistoryEntry,
  OrderStatus,
  ProviderView,
  ReplayedOrder,
  StaffOrder,
  StaffOrderDetails,
} from '@petshop/contract';

/** An order in the console: the contract's StaffOrder (the Order plus id, customerName, customerEmail). */
export type Order = StaffOrder;
export type { Actor, ContractOrder, OrderEventRecord, OrderHistoryEntry, OrderStatus, ReplayedOrder };

/**
 * The order page's record: GET /api/admin/orders/:id (StaffOrderDetails), which carries the moves.
 * Coming from the list, react-admin first shows the list's copy of the record, without them, until
 * the order's own answer arrives.
 */
export type OrderOnPage = StaffOrder & Partial<Pick<StaffOrderDetails, 'nextStates' | 'vetoedStates'>>;

/** GET /api/admin/orders/:id/provider: the provider's record beside the shop's (interface 1 of the brief). */
export type { ProviderView };
export type ProviderPayment = ProviderView['payments'][number];

/** Who acted, as support reads it: an account's email and role (`erased customer` once erased), or the job or provider's name. */
export function actorLabel(actor: Actor | null | undefined): string {
  if (!actor) return 'unknown';
  if (actor.role === 'system' || actor.role === 'provider') return `${actor.name ?? actor.role} (${actor.role})`;
  return `${actor.email ?? actor.name ?? actor._id ?? 'unknown'} (${actor.role})`;
}
