import type { Role, User } from '@petshop/contract';
import type { Actor } from '../event-store/event-store.port.js';
import type { VerifiedToken } from './tokens.js';

export type { Role };

/** The signed-in caller, as the auth guard puts it on the request: the contract's `user`. */
export type Account = Readonly<User>;

/**
 * Finds the account a checked token signs in; the identity context provides it, so roles, removals
 * and password changes take effect at once. Null for an unknown or disabled account, and for a token
 * issued before the account's password was last reset or changed.
 */
export interface AccountLookup {
  findSignedIn(token: VerifiedToken): Promise<Account | null>;
}
export const ACCOUNT_LOOKUP = Symbol('AccountLookup');

/** The account as events, jobs and audit entries record it: its id and role, no personal data. */
export function actorOf(account: Account): Actor {
  return { _id: account._id, role: account.role };
}
