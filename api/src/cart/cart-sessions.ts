import { type Decided, type Loaded, loadState, retryingConflicts } from '../platform/event-sourcing/decider.js';
import { ConcurrencyConflictError } from '../platform/event-store/errors.js';
import type { EventMetadata, EventStore, ExpectedRevision, NewEvent } from '../platform/event-store/event-store.port.js';
import { type Cart, cartSessionStream, cartSessionsStream, carriedOver, evolveCart, initialCart } from './cart.js';
import { type CartCommand, cartDecider } from './cart.decider.js';
import { isCartSessionEvent } from './cart-event-guard.js';
import type { CartEvent, CartOpened } from './events.js';

// Closing the books: a shopper's cart is a stream per shopping session (cart.ts), so no command
// folds more than one session, however long the shopper has shopped. The shopper's
// `cartsessions-<customer>` stream says which session is current; only its last event is ever read
// (readLastEvent), so finding the cart costs the same for the first session and the thousandth.
//
// Moving on takes three appends, none of which can be made atomic with another on EventStoreDB:
// CartClosed ends the old session (the move's one point of decision: a writer still deciding on the
// old session loses its race on that stream and starts again), CartOpened starts the next with what
// the old one held, and CartSessionStarted points the index at it. A session closed empty is opened
// by the shopper's next change, with its first events (moveOn). Until a session is opened a reader
// steps over the closed one (`currentCart` follows a closed session to the next), and a crash
// between the appends leaves the same state for the next writer to finish. Each of these appends
// expects a revision, so racing writers of several API instances agree without any state of their
// own: the loser of an opening or a pointing finds it already done.

/** The shopper's current session, as a command or a read starts from it. */
export interface CurrentCart {
  streamId: string;
  /** The session's state and stream revision; for a session not opened yet, what it carries over at revision undefined. */
  loaded: Loaded<Cart>;
  /** The CartOpened to write before the first change, when the session's stream is still empty. */
  opening: CartOpened | null;
  /** The index's last revision and the session it names. */
  index: { revision: bigint | undefined; session: number };
}

export async function currentCart(store: EventStore, customerId: string): Promise<CurrentCart> {
  const pointer = await store.readLastEvent(cartSessionsStream(customerId));
  if (pointer && !isCartSessionEvent(pointer)) throw new Error(`Stream ${pointer.streamId} holds a ${pointer.type} event, which the cart does not know`);
  const index = { revision: pointer?.revision, session: pointer?.data.session ?? 0 };
  let session = index.session;
  let opening: CartOpened | null = null;
  for (;;) {
    const streamId = cartSessionStream(customerId, session);
    const loaded = await loadState(store, streamId, cartDecider);
    if (loaded.revision === undefined && opening) {
      return { streamId, loaded: { ...loaded, state: evolveCart(initialCart(), opening) }, opening, index };
    }
    if (loaded.revision === undefined && session > 0) throw new Error(`The cart index names ${streamId}, which was never opened`);
    if (!loaded.state.closed) return { streamId, loaded, opening: null, index };
    opening = carriedOver(loaded.state);
    session += 1;
  }
}

/**
 * Runs a change of the shopper's cart on their current session, closing its books when the
 * decider says so; answers the cart as the shopper now has it (a closed session's lines are what
 * the next one starts with).
 */
export function runCartCommand(store: EventStore, customerId: string, command: CartCommand, metadata: EventMetadata): Promise<Decided<CartEvent, Cart>> {
  return retryingConflicts(async () => {
    const current = await currentCart(store, customerId);
    const { state, revision, position } = current.loaded;
    const events = cartDecider.decide(command, state);
    if (events.length === 0) return { state, events, position };
    const written = current.opening ? [current.opening, ...events] : events;
    const appended = await store.append(current.streamId, written.map(stamped(metadata)), revision ?? 'no_stream');
    const after = events.reduce(evolveCart, state);
    await moveOn(store, customerId, current.index, after, metadata);
    return { state: after, events, position: appended.position };
  });
}

/**
 * Opens the session after a closed one and points the index at the session the shopper is now in.
 * A session closed empty (cleared, at a checkout or by the shopper) is left for the shopper's next
 * change to open: it carries nothing a read would have to fold, so a checkout's clear costs one
 * append. One closed with lines (its length) is opened now, so that no read folds it again.
 */
async function moveOn(store: EventStore, customerId: string, index: CurrentCart['index'], after: Cart, metadata: EventMetadata): Promise<void> {
  let session = after.session;
  // One closed empty is pointed at all the same when it is not the index's, so that a read steps over one closed session at most.
  if (after.closed && after.lines.length > 0) {
    session += 1;
    await appendUnlessRaced(store, cartSessionStream(customerId, session), [stamped(metadata)(carriedOver(after))], 'no_stream');
  }
  if (session === index.session) return;
  const started = { type: 'CartSessionStarted', data: { session }, metadata };
  await appendUnlessRaced(store, cartSessionsStream(customerId), [started], index.revision ?? 'no_stream');
}

/**
 * Another writer's append there got in first: it opened the same session with the same contents
 * (both carry over the one closed session), or pointed the index at this session or a later one
 * (the index only ever moves forward, each writer from the revision it read).
 */
async function appendUnlessRaced(store: EventStore, streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<void> {
  try {
    await store.append(streamId, events, expected);
  } catch (error) {
    if (!(error instanceof ConcurrencyConflictError)) throw error;
  }
}

const stamped =
  (metadata: EventMetadata) =>
  (event: CartEvent): NewEvent => ({ type: event.type, data: event.data, metadata });
