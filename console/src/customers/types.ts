import type { RaRecord } from 'react-admin';

/** A shopper's account as the staff surface lists it (fields beyond these are not fixed yet). */
export interface Customer extends RaRecord {
  firstName?: string;
  lastName?: string;
  name?: string;
  email: string;
  createdAt: string;
}

export function customerFullName(customer: Customer): string {
  return [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.name || customer.email;
}
