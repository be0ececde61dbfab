import type { Upcaster } from './platform/event-store/upcasting-event-store.js';
import type { StoredEvent } from './platform/event-store/event-store.port.js';

// Every upcaster of the shop, in one place: how events stored in an older shape are read today.
// Each passes an event already in the current shape through unchanged, so they can run on every read.
//
// Personal data left the events (docs/privacy.md): migration 0037 moved what they carried into tables that can
// be erased and rewrote the stored copies in Postgres; these read whatever still has the old shape
// (an EventStoreDB history, which cannot be rewritten in place, a backup restored, a copy in flight).

type Data = Record<string, unknown>;
const withData = (event: StoredEvent, data: Data): StoredEvent => ({ ...event, data });

/** Actors once carried the account's email: stored actors are `{_id, role}` (and `name` for jobs and providers). */
const actorWithoutEmail: Upcaster = (event) => {
  const actor = event.metadata?.actor as (StoredEvent['metadata']['actor'] & { email?: unknown }) | undefined;
  if (!actor || !('email' in actor)) return event;
  const { email: _email, ...stored } = actor;
  return { ...event, metadata: { ...event.metadata, actor: stored } };
};

/** OrderPlaced once carried the shopper's email and name, and the shipping address (now in `order_shipping_addresses`). */
const orderPlacedWithoutPersonalData: Upcaster = (event) => {
  if (event.type !== 'OrderPlaced') return event;
  const { shippingAddress, customer, ...data } = event.data as Data & { customer?: { _id: string }; shippingAddress?: unknown };
  const extra = customer !== undefined && Object.keys(customer).length > 1;
  if (shippingAddress === undefined && !extra) return event;
  return withData(event, { ...data, customer: customer && { _id: customer._id } });
};

/** A party of an event (`ReturnRequested.customer`, `VoucherIssued.owner`) once carried the account's email as well as its id. */
const accountIdOnly =
  (type: string, field: string): Upcaster =>
  (event) => {
    if (event.type !== type) return event;
    const data = event.data as Data;
    const party = data[field] as { _id: string } | undefined;
    if (!party || Object.keys(party).length === 1) return event;
    return withData(event, { ...data, [field]: { _id: party._id } });
  };

export const UPCASTERS: readonly Upcaster[] = [
  actorWithoutEmail,
  orderPlacedWithoutPersonalData,
  accountIdOnly('ReturnRequested', 'customer'),
  accountIdOnly('VoucherIssued', 'owner'),
];
