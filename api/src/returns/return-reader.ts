import type { EventStore, StoredEvent } from '../platform/event-store/event-store.port.js';
import type { ReturnEvent } from './events.js';
import { evolveReturn, initialReturn, type RequestedReturn, returnStream } from './return.js';

/** A return's event as read from `$all`, with the return's id taken from the stream name; null for another stream. */
export function returnStreamEvent(stored: StoredEvent): { returnId: string; event: ReturnEvent } | null {
  const returnId = returnStream.idOf(stored.streamId);
  if (!returnId) return null;
  // The type is trusted as the union's, as the returns projection does: an unknown type matches no case.
  return { returnId, event: { type: stored.type, data: stored.data } as ReturnEvent };
}

/** A return folded from its stream (always current), or null when there is none. */
export async function findReturn(store: EventStore, returnId: string): Promise<RequestedReturn | null> {
  const events = await store.readStream(returnStream(returnId));
  const state = events.reduce((current, stored) => {
    const recorded = returnStreamEvent(stored);
    return recorded ? evolveReturn(current, recorded.event) : current;
  }, initialReturn());
  return state.status === 'none' ? null : state;
}
