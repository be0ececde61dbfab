import type { RaRecord } from 'react-admin';

export type OrderStatus = 'placed' | 'processing' | 'shipped' | 'delivered' | 'cancelled' | 'return';
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded' | 'partially_refunded';

export interface OrderAddress {
  _id?: string;
  name: string;
  mobile: string;
  address: string;
  area: string;
  city: string;
  state: string;
  zip: string;
}

/** The contract's Order as the staff surface returns it (`id` added by the surface). */
export interface Order extends RaRecord {
  _id: string;
  orderNumber: string;
  totalAmount: number;
  currency: 'INR';
  shippingAddress?: OrderAddress;
  products: { productId: { _id: string; name: string; price: number; images: string[] }; quantity: number; price: number }[];
  orderStatus: OrderStatus | string;
  paymentStatus: PaymentStatus | string;
  createdAt: string;
  updatedAt?: string;
  /** Not fixed by the contract: a name, or the customer's user record. */
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
