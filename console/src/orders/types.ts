import type { StaffOrder } from '@petshop/contract';

/** The contract's Order as the staff surface returns it, and who placed it, which the contract leaves open. */
export interface Order extends StaffOrder {
  /** A name, or the customer's user record. */
  customer?: string | { firstName?: string; lastName?: string; name?: string; email?: string };
}

/** Who placed the order, from whatever the staff surface provides. */
export function customerName(order: Order): string {
  const customer = order.customer;
  if (typeof customer === 'string' && customer) return customer;
  if (customer && typeof customer === 'object') {
    const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.name;
    if (name) return name;
    if (customer.email) return customer.email;
  }
  return order.shippingAddress?.name ?? '—';
}
