import type pg from 'pg';
import type { ContextDescriptor, PersonalDetails } from '../platform/context.js';

type Db = Pick<pg.PoolClient, 'query'>;

/**
 * Erases one customer through every context's own hook, in the caller's transaction (the account
 * row is locked): each context decides what of its records goes and what stays with nothing
 * personal in it. First every context tells what identifies the customer in its tables (phones,
 * address lines), since the records that stay elsewhere (an audit entry, a provider's payload) are
 * searched for them and the contexts that hold them erase them. The events hold no personal data,
 * so nothing in the event store changes.
 */
export async function eraseCustomerRecords(
  db: Db,
  list: readonly ContextDescriptor[],
  account: { customerId: string; email: string; firstName: string; lastName: string },
): Promise<void> {
  const phones: string[] = [];
  const addressLines: string[] = [];
  for (const context of list) {
    const found = await context.personalDetails?.(db, account.customerId);
    phones.push(...(found?.phones ?? []));
    addressLines.push(...(found?.addressLines ?? []));
  }
  const customer: PersonalDetails = { ...account, phones: distinctWords(phones), addressLines: distinctWords(addressLines) };
  for (const context of list) await context.erase?.(db, customer);
}

/** Each word once, and none so short that replacing it would spoil other text. */
const distinctWords = (values: readonly (string | null)[]) => [...new Set(values.filter((value): value is string => !!value && value.trim().length >= 3))];
