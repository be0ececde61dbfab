import type { Address, AddressFields } from '@petshop/contract';
import { api } from './client';

/** What the add-address form sends: the fields and whether it becomes the default. */
export type NewAddress = AddressFields & { defaultAddress: boolean };

/** The shopper's address book (docs/api.md, Addresses). */
export async function listAddresses(): Promise<Address[]> {
  const body = await api.get<{ address: Address[] }>('/addresses/address');
  return body.address ?? [];
}

/** Adds an address; answers the whole book as it now stands. */
export async function addAddress(address: NewAddress): Promise<Address[]> {
  const body = await api.post<{ address: Address[] }>('/addresses', { address });
  return body.address ?? [];
}

export async function removeAddress(id: string): Promise<void> {
  await api.delete(`/addresses/delete-address/${encodeURIComponent(id)}`);
}
