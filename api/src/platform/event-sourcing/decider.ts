import { ConcurrencyConflictError } from '../event-store/errors.js';
import type { EventMetadata, EventStore, Position } from '../event-store/event-store.port.js';
import type { EventGuard } from './event-guard.js';

/** An event as deciders see it: a type and its data, nothing about storage. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

/**
 * Pure domain logic (Emmett's shape): decide turns a command and the current state into events;
 * evolve folds them. `isEvent` is the context's guard, through which a stream's stored events reach evolve.
 */
export interface Decider<Command, Event extends DomainEvent, State> {
  decide(command: Command, state: State): readonly Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
  isEvent: EventGuard<Event>;
}

export interface Decided<Event, State> {
  state: State;
  events: readonly Event[];
  /**
   * Where the state decided on sits in `$all`: the last new event, or, when the command changed
   * nothing, the stream's last event (a reader waits for it either way); undefined for an empty stream.
   */
  position: Position | undefined;
}

/** A stream folded by `loadState`: a command may start from it instead of reading the stream again. */
export interface Loaded<State> {
  state: State;
  /** The revision of the stream's last event; undefined for an empty stream. */
  revision: bigint | undefined;
  /** Where that event sits in `$all`. */
  position: Position | undefined;
}

/** A stream known to be empty (its id was made a moment ago), for `runCommand` to start from without reading it. */
export function emptyStream<State>(decider: Pick<Decider<unknown, DomainEvent, State>, 'initialState'>): Loaded<State> {
  return { state: decider.initialState(), revision: undefined, position: undefined };
}

/**
 * Every lost race means another writer's append succeeded, so n writers racing on one stream all
 * get through within n rounds; the bound only stops a livelock from spinning for ever. A short
 * random pause before each retry spreads the racers out (a shopper double-clicking "add" must
 * never hear "changed by someone else" for a change that would have held).
 */
const ATTEMPTS = 50;
const MAX_PAUSE_MS = 20;
const pauseBeforeRetry = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(MAX_PAUSE_MS, 2 ** attempt)));

/**
 * Runs one command against one stream: read, fold, decide, append with the revision read. When
 * another writer got in between, the whole cycle runs again on the new state, so the decision is
 * always taken on what is actually stored. A caller that has just loaded the stream may pass it
 * as `loaded`, which saves the first read; a stale one only costs the retry.
 */
export async function runCommand<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  metadata: EventMetadata,
  loaded?: Loaded<State>,
): Promise<Decided<Event, State>> {
  return retryingConflicts(async (attempt) => {
    const { state: current, revision, position } = attempt === 1 && loaded ? loaded : await loadState(store, streamId, decider);
    const events = decider.decide(command, current);
    if (events.length === 0) return { state: current, events, position };
    const expected = revision === undefined ? 'no_stream' : revision;
    const appended = await store.append(
      streamId,
      events.map((event) => ({ type: event.type, data: event.data, metadata })),
      expected,
    );
    return { state: events.reduce(decider.evolve, current), events, position: appended.position };
  });
}

/**
 * Runs a read-decide-append cycle again, from its read, each time another writer got in first
 * (ConcurrencyConflictError), up to ATTEMPTS times; for a command whose cycle is more than one
 * stream's (the cart finds its current session first).
 */
export async function retryingConflicts<Result>(cycle: (attempt: number) => Promise<Result>): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await cycle(attempt);
    } catch (error) {
      if (!(error instanceof ConcurrencyConflictError) || attempt >= ATTEMPTS) throw error;
      await pauseBeforeRetry(attempt);
    }
  }
}

/**
 * Folds a stream into its state. An event its decider does not know stops the fold: deciding on a
 * state that silently left an event out could charge, refund or ship wrongly.
 */
export async function loadState<Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<unknown, Event, State>, 'evolve' | 'initialState' | 'isEvent'>,
): Promise<Loaded<State>> {
  const stored = await store.readStream(streamId);
  return {
    state: stored.reduce((state, event) => {
      if (!decider.isEvent(event)) throw new Error(`Stream ${streamId} holds a ${event.type} event, which its decider does not know`);
      return decider.evolve(state, event);
    }, decider.initialState()),
    revision: stored.at(-1)?.revision,
    position: stored.at(-1)?.position,
  };
}
