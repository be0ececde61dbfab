import { findMailRecipients, type MailRecipient } from '../identity/mail-recipient.js';
import { shippingAddressesOf } from '../ordering/checkout/shipping-addresses.js';
import type { ShippingAddress } from '../ordering/events.js';
import type { Pool } from '../platform/database/pool.js';
import { batchedByTurn } from '../platform/database/turn-batch.js';
import type { EventStore, StoredEvent } from '../platform/event-store/event-store.port.js';
import type { MailRequest } from './outbox.js';
import type { TemplateData, TemplateName } from './templates/index.js';

/**
 * What the mail reactions read: the event store (an order or return as it stood) and Postgres (the
 * account, the order's address). A batch's events are read at once, so their accounts and
 * addresses are each looked up in one statement.
 */
export interface MailDeps {
  store: EventStore;
  pool: Pool;
  account: (accountId: string) => Promise<MailRecipient | undefined>;
  shippingAddress: (orderId: string) => Promise<ShippingAddress | undefined>;
}

export function mailDeps(store: EventStore, pool: Pool): MailDeps {
  return {
    store,
    pool,
    account: batchedByTurn((accountIds: readonly string[]) => findMailRecipients(pool, accountIds)),
    shippingAddress: batchedByTurn((orderIds: readonly string[]) => shippingAddressesOf(pool, orderIds)),
  };
}

/** The mails one recorded event causes; most events cause none. */
export type MailsFor = (stored: StoredEvent, deps: MailDeps) => Promise<MailRequest[]>;

/** Whom a mail about an account's order or return goes to. */
export interface Recipient {
  customerId: string;
  email: string;
  firstName: string | null;
}

/**
 * The account's address and name as they are now, read from the users table (events hold only the
 * account's id: docs/privacy.md); null when the account is gone or erased, which is mailed nothing.
 */
export async function recipientOf(deps: MailDeps, customer: { _id: string }): Promise<Recipient | null> {
  const account = await deps.account(customer._id);
  return account ? { customerId: customer._id, email: account.email, firstName: account.firstName } : null;
}

/**
 * One mail caused by a recorded event, keyed `event:<eventId>:<template>`: reacting to the event
 * again (a replay, a crash before the checkpoint was saved) finds the key taken and sends nothing.
 */
export function eventMail<Name extends TemplateName>(stored: StoredEvent, template: Name, to: Recipient, data: TemplateData<Name>): MailRequest {
  // MailRequest is a union by template; a generic Name cannot pick its member, though the parameters already match.
  return { key: `event:${stored.id}:${template}`, template, to: to.email, customerId: to.customerId, data } as MailRequest;
}
