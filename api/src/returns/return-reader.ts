import { loadState } from '../platform/event-sourcing/decider.js';
import type { EventStore, StoredEvent } from '../platform/event-store/event-store.port.js';
import type { ReturnEvent } from './events.js';
import { type RequestedReturn, returnStream } from './return.js';
import { returnDecider } from './return.decider.js';
import { isReturnEvent } from './return-event-guard.js';

/** A return's event as read from `$all`, with the return's id taken from the stream name; null for another stream or an unknown type. */
export function returnStreamEvent(stored: StoredEvent): { returnId: string; event: ReturnEvent } | null {
  const returnId = returnStream.idOf(stored.streamId);
  if (!returnId || !isReturnEvent(stored)) return null;
  return { returnId, event: stored };
}

/** A return folded from its stream (always current), or null when there is none. */
export async function findReturn(store: EventStore, returnId: string): Promise<RequestedReturn | null> {
  const { state } = await loadState(store, returnStream(returnId), returnDecider);
  return state.status === 'none' ? null : state;
}
