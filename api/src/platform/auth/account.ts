import type { Role, User } from '@petshop/contract';
import type { Actor } from '../event-store/event-store.port.js';

export type { Role };

/** The signed-in caller, as the auth guard puts it on the request: the contract's `user`. */
export type Account = Readonly<User>;

/** Looks an account up by id; the identity context provides it, so roles and removals take effect at once. */
export interface AccountLookup {
  findAccount(id: string): Promise<Account | null>;
}
export const ACCOUNT_LOOKUP = Symbol('AccountLookup');

export function actorOf(account: Account): Actor {
  return { _id: account._id, email: account.email, role: account.role };
}
