import type { User } from '@petshop/contract';
import type { ReactNode } from 'react';
import { WishlistList } from '../WishlistList';
import { AccountPanel } from './AccountPanel';
import { AddressesPanel } from './AddressesPanel';
import { OrdersPanel } from './OrdersPanel';
import { ReturnsPanel } from './ReturnsPanel';
import { VouchersPanel } from './VouchersPanel';

export interface Account {
  me: User | null;
  onRenamed: (user: User) => void;
}

export interface ProfileSection {
  id: string;
  label: string;
  render: (account: Account) => ReactNode;
}

/** The side menu (Logout is a button below it), plus the shopper's store vouchers and account details. */
export const PROFILE_SECTIONS: readonly [ProfileSection, ...ProfileSection[]] = [
  { id: 'orders', label: 'Orders', render: () => <OrdersPanel /> },
  { id: 'return', label: 'Return', render: () => <ReturnsPanel /> },
  { id: 'wishlist', label: 'Wishlist', render: () => <WishlistList headingLevel="h3" /> },
  { id: 'addresses', label: 'Shipping Address', render: () => <AddressesPanel /> },
  { id: 'vouchers', label: 'Vouchers', render: () => <VouchersPanel /> },
  { id: 'account', label: 'Account details', render: ({ me, onRenamed }) => <AccountPanel me={me} onRenamed={onRenamed} /> },
];
