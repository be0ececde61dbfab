import type { StoredEvent } from './event-store.port.js';
import type { Upcaster } from './upcasting-event-store.js';

// How events stored in an older shape are read today: each context declares its upcasters in its
// descriptor; these are the platform's (the metadata every event carries) and the helpers they share.
// Each passes an event already in the current shape through unchanged, so they can run on every read.
//
// Personal data left the events: migration 0037 moved what they carried into tables that can be
// erased and rewrote the stored copies in Postgres; the upcasters read whatever still has the old
// shape (an EventStoreDB history, which cannot be rewritten in place, a backup restored, a copy in flight).

export type EventData = Record<string, unknown>;
export const withData = (event: StoredEvent, data: EventData): StoredEvent => ({ ...event, data });

/** Actors once carried the account's email: stored actors are `{_id, role}` (and `name` for jobs and providers). */
export const actorWithoutEmail: Upcaster = (event) => {
  const actor = event.metadata?.actor as (StoredEvent['metadata']['actor'] & { email?: unknown }) | undefined;
  if (!actor || !('email' in actor)) return event;
  const { email: _email, ...stored } = actor;
  return { ...event, metadata: { ...event.metadata, actor: stored } };
};

/** A party of an event (`ReturnRequested.customer`, `VoucherIssued.owner`) once carried the account's email as well as its id. */
export const accountIdOnly =
  (type: string, field: string): Upcaster =>
  (event) => {
    if (event.type !== type) return event;
    const data = event.data as EventData;
    const party = data[field] as { _id: string } | undefined;
    if (!party || Object.keys(party).length === 1) return event;
    return withData(event, { ...data, [field]: { _id: party._id } });
  };
