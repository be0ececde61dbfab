import type { CustomerRecord } from '@petshop/contract';

/** A shopper's account as the staff surface lists it. */
export type Customer = CustomerRecord;

export function customerFullName(customer: Customer): string {
  return [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email;
}
