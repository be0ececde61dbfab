/**
 * The event store port. Every command handler appends through it; projections follow `$all`
 * through it. Two adapters implement it (Postgres, EventStoreDB) and both pass one contract suite
 * (event-store.contract.ts).
 */
import type { ActorRole } from '@petshop/contract';

/** `no_stream`: the stream must not exist yet. `any`: no check. A number: the stream's last revision. */
export type ExpectedRevision = 'no_stream' | 'any' | bigint;

/**
 * A place in `$all`. Mirrors EventStoreDB's pair: events are ordered by `commit`, then `prepare`.
 * In the Postgres adapter `commit` is the appending transaction's id and `prepare` the row's
 * sequence number.
 */
export interface Position {
  readonly commit: bigint;
  readonly prepare: bigint;
}

export type { ActorRole };

/**
 * Who caused an event, as stored: an account's id and role, never its email (docs/privacy.md: answers resolve the
 * email from the account while it exists, `identity/actors.ts`). For `system` and `provider`, `_id`
 * is null and `name` says which job or provider acted.
 */
export interface Actor {
  readonly _id: string | null;
  readonly role: ActorRole;
  readonly name?: string;
}

export interface EventMetadata {
  readonly actor: Actor;
  /** The checkout or request the event belongs to. */
  readonly correlationId: string;
  /** The command, job or webhook that caused it. */
  readonly causationId: string;
}

export interface NewEvent<Type extends string = string, Data = unknown> {
  /** A UUID; appending the same id twice stores it once where the adapter supports it. */
  readonly id?: string;
  readonly type: Type;
  readonly data: Data;
  readonly metadata: EventMetadata;
}

export interface StoredEvent<Type extends string = string, Data = unknown> {
  readonly id: string;
  readonly streamId: string;
  readonly type: Type;
  readonly data: Data;
  readonly metadata: EventMetadata;
  readonly revision: bigint;
  readonly position: Position;
  readonly createdAt: Date;
}

export interface AppendResult {
  /** The revision of the last event appended: pass it as the next expected revision. */
  readonly nextExpectedRevision: bigint;
  /** The `$all` position of the last event appended: wait for projections to pass it. */
  readonly position: Position;
}

export interface ReadStreamOptions {
  /** Stop after this revision (inclusive). */
  readonly toRevision?: bigint;
  /** Stop after the last event recorded at or before this time. */
  readonly toTime?: Date;
}

export interface ReadAllOptions {
  /** Exclusive: read the events after this position. Omitted: from the first event. */
  readonly after?: Position;
  readonly limit: number;
  /**
   * Inclusive: read up to this position, which must be one no event can be added before any more
   * (`presentPosition()`, or a checkpoint a follower reached), and so reach it whatever transactions
   * are still open. Omitted: the page stops where a follower must, before events that one still open
   * could yet be ordered ahead of.
   */
  readonly to?: Position;
}

export interface SubscribeOptions {
  /** Exclusive checkpoint. Omitted: from the first event. */
  readonly after?: Position;
  /** Most events handed over at once. */
  readonly maxBatch?: number;
  /**
   * How long a caught-up subscription waits before it looks again, for a reader that can wait
   * longer than the store's own interval; a store that pushes new events ignores it.
   */
  readonly pollIntervalMs?: number;
}

/** A catch-up subscription: yields batches of events in `$all` order, then waits for more. */
export interface AllSubscription extends AsyncIterable<readonly StoredEvent[]> {
  close(): Promise<void>;
}

export interface EventStore {
  append(streamId: string, events: readonly NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult>;
  /** The stream's events in revision order; an empty array when it does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<StoredEvent[]>;
  /**
   * The stream's last event, or null when it does not exist; costs the same however long the stream
   * is, for a stream that is only ever asked where it points now (the shopper's current cart).
   */
  readLastEvent(streamId: string): Promise<StoredEvent | null>;
  /** One page of `$all`, in `$all` order, with no committed event ever missing from a later page. */
  readAll(options: ReadAllOptions): Promise<StoredEvent[]>;
  subscribeToAll(options?: SubscribeOptions): AllSubscription;
  /**
   * Where `$all` ends now: every event committed before the call lies at or before it, and none can
   * ever be added at or before it, whatever transactions are open; null when the store is empty. What
   * must reach the present (a rebuild, the read-model check) reads up to it with `readAll`'s `to`.
   */
  presentPosition(): Promise<Position | null>;
  /** The position of the last event a follower can see, or null when the store is empty. */
  headPosition(): Promise<{ position: Position; createdAt: Date } | null>;
  /** How many readable events lie after `after`, counting at most `cap`. */
  countAfter(after: Position | undefined, cap: number): Promise<number>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const EVENT_STORE = Symbol('EventStore');

export function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

/** The furthest of some positions in `$all` (undefined ones ignored): what a reader of all their streams waits for. */
export function latestPosition(...positions: readonly (Position | undefined)[]): Position | undefined {
  return positions.reduce<Position | undefined>(
    (latest, position) => (!position || (latest && comparePositions(latest, position) >= 0) ? latest : position),
    undefined,
  );
}

/** Positions cross process boundaries (checkpoints, HTTP) as "commit/prepare". */
export function formatPosition(position: Position): string {
  return `${position.commit}/${position.prepare}`;
}

export function parsePosition(text: string): Position {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  if (!match) throw new Error(`Not an event-store position: ${text}`);
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
}
