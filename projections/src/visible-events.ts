import { setTimeout as sleep } from 'node:timers/promises';
import type { EventStore, Position, StoredEvent } from '@petshop/api/platform';

/** Longer than the Postgres store lets its horizon stand still before it asks for the exact one. */
export const SETTLE_MS = 200;
/** How long events known to be committed may stay out of sight before the reader gives up: a generous bound, not a wait. */
const VISIBLE_WITHIN_MS = 10_000;

/**
 * A page of `$all` after `position` where events are known to be committed (a read model's
 * checkpoint stands beyond it). The Postgres store shows events only below a horizon, which a long
 * transaction in another database of the server holds back until the store has seen it stand still
 * and asks for the exact one (horizon.ts): an empty page here means only that, so it is read again a
 * moment later, until the events show or the bound is reached (then the reader cannot go on).
 */
export async function pageOfKnownEvents(store: EventStore, position: Position | undefined, limit: number): Promise<StoredEvent[]> {
  for (let waited = 0; ; waited += SETTLE_MS) {
    const page = await store.readAll({ after: position, limit });
    if (page.length > 0) return page;
    if (waited >= VISIBLE_WITHIN_MS) {
      throw new Error(
        `Events the read models have reached stayed out of sight for ${VISIBLE_WITHIN_MS / 1_000} s: a transaction left open holds the event store back`,
      );
    }
    await sleep(SETTLE_MS);
  }
}
