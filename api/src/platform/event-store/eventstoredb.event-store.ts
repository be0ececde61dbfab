import { randomUUID } from 'node:crypto';
import {
  BACKWARDS,
  END,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  KurrentDBClient,
  START,
  type AllStreamResolvedEvent,
  type AppendResult as ClientAppendResult,
  type Direction,
  type JSONType,
  type ReadPosition,
  type RecordedEvent,
} from '@kurrent/kurrentdb-client';
import { ConcurrencyConflictError } from './errors.js';
import { isStreamNotFound, isWrongExpectedVersion, streamState } from './eventstoredb.terms.js';
import { isSystem, positionOf, toStoredEvent } from './eventstoredb.records.js';
import { batchedSubscription } from './eventstoredb.subscription.js';
import { withinMs } from '../time-limit.js';
import {
  comparePositions,
  type AllSubscription,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type StoredEvent,
  type SubscribeOptions,
} from './event-store.port.js';

const PING_TIMEOUT_MS = 2_500;
const HEAD_PAGE = 20;
const COUNT_PAGE = 4_096;

/**
 * The event-store port on EventStoreDB / KurrentDB. Streams, revisions and `$all` positions are the
 * server's own; system events (`$`-prefixed types or streams) never cross the port.
 *
 * Reads of streams and `$all` go through the client's native (Rust) bridge, appends and
 * subscriptions through gRPC; both share the one connection string.
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly client: KurrentDBClient;
  private readonly subscriptions = new Set<AllSubscription>();

  constructor(connectionString: string) {
    this.client = KurrentDBClient.connectionString(connectionString);
  }

  async append(streamId: string, events: readonly NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const proposed = events.map((event) =>
      jsonEvent({
        id: event.id ?? randomUUID(),
        type: event.type,
        data: event.data as JSONType,
        metadata: event.metadata as unknown as JSONType,
      }),
    );
    let result: ClientAppendResult;
    try {
      // `any` needs no retry here: the server serialises writers of a stream itself.
      result = await this.client.appendToStream(streamId, proposed, { streamState: streamState(expectedRevision) });
    } catch (error) {
      if (isWrongExpectedVersion(error)) {
        throw new ConcurrencyConflictError(streamId, expectedRevision, error.actualState ?? 'unknown');
      }
      throw error;
    }
    // The server reports the position of the last event written; look it up if it left it out.
    const position = result.position ?? (await this.lastPositionOf(streamId, result.nextExpectedRevision));
    return { nextExpectedRevision: result.nextExpectedRevision, position };
  }

  // Times cross the port as JS Dates, which stop at milliseconds; so does the comparison.
  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<StoredEvent[]> {
    const { toRevision, toTime } = options;
    if (toRevision !== undefined && toRevision < 0n) return [];
    const events: StoredEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, {
        direction: FORWARDS,
        fromRevision: START,
        ...(toRevision !== undefined ? { maxCount: toRevision + 1n } : {}),
      })) {
        const record = resolved.event;
        if (!record) continue;
        if (toRevision !== undefined && record.revision > toRevision) break;
        if (toTime !== undefined && record.created.getTime() > toTime.getTime()) continue;
        events.push(toStoredEvent(record));
      }
    } catch (error) {
      if (isStreamNotFound(error)) return [];
      throw error;
    }
    return events;
  }

  async readLastEvent(streamId: string): Promise<StoredEvent | null> {
    try {
      for await (const resolved of this.client.readStream(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1 })) {
        if (resolved.event) return toStoredEvent(resolved.event);
      }
    } catch (error) {
      if (isStreamNotFound(error)) return null;
      throw error;
    }
    return null;
  }

  async readAll({ after, limit, to }: ReadAllOptions): Promise<StoredEvent[]> {
    const events: StoredEvent[] = [];
    if (limit <= 0) return events;
    for await (const { record, position } of this.scan(FORWARDS, after, limit)) {
      if (to && comparePositions(position, to) > 0) break;
      events.push(toStoredEvent(record, position));
      if (events.length >= limit) break;
    }
    return events;
  }

  subscribeToAll(options: SubscribeOptions = {}): AllSubscription {
    const source = this.client.subscribeToAll({
      fromPosition: options.after ?? START,
      resolveLinkTos: false,
      filter: excludeSystemEvents(),
    });
    const subscription = batchedSubscription(source, options.after, options.maxBatch ?? 500, () => this.subscriptions.delete(subscription));
    this.subscriptions.add(subscription);
    return subscription;
  }

  /** `$all` is ordered by commit: what a follower sees is already the present. */
  async presentPosition(): Promise<Position | null> {
    return (await this.headPosition())?.position ?? null;
  }

  async headPosition(): Promise<{ position: Position; createdAt: Date } | null> {
    for await (const { record, position } of this.scan(BACKWARDS, undefined, HEAD_PAGE)) return { position, createdAt: record.created };
    return null;
  }

  async countAfter(after: Position | undefined, cap: number): Promise<number> {
    let count = 0;
    if (cap <= 0) return count;
    for await (const _event of this.scan(FORWARDS, after, Math.min(cap, COUNT_PAGE))) {
      if (++count >= cap) break;
    }
    return count;
  }

  async ping(): Promise<void> {
    // The native reader takes no deadline, and an unreachable host may only fail after the client's
    // own connection retries; the health check needs an answer sooner.
    const probe = (async () => {
      for await (const _event of this.readAllPage(FORWARDS, START, 1)) break;
    })();
    await withinMs(probe, PING_TIMEOUT_MS, 'EventStoreDB');
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.subscriptions].map((subscription) => subscription.close()));
    await this.client.dispose();
  }

  /**
   * The visible events of `$all` past `from` (exclusive) going `direction`, page by page. A read from
   * a position includes the event at that position, so each page asks for one more than it needs and
   * drops anything not past the cursor; a page cut short by the server means the end.
   */
  private async *scan(direction: Direction, from: Position | undefined, pageSize: number): AsyncGenerator<{ record: RecordedEvent; position: Position }> {
    const past = (position: Position, cursor: Position) => (direction === FORWARDS ? 1 : -1) * comparePositions(position, cursor) > 0;
    let cursor = from;
    for (;;) {
      const request = cursor ? pageSize + 1 : pageSize;
      let received = 0;
      let last: Position | undefined;
      for await (const resolved of this.readAllPage(direction, cursor ?? (direction === FORWARDS ? START : END), request)) {
        received++;
        const record = resolved.event;
        if (!record) continue;
        const position = positionOf(record, resolved);
        last = position;
        if ((cursor && !past(position, cursor)) || isSystem(record)) continue;
        yield { record, position };
      }
      if (received < request || !last || (cursor && !past(last, cursor))) return;
      cursor = last;
    }
  }

  /**
   * Unfiltered on purpose: system events are dropped by the callers, so a page shorter than asked
   * for reliably means the end of `$all` (a server-side filter could cut a page short at its search
   * window). Without projections running, system events are few.
   */
  private readAllPage(direction: Direction, fromPosition: ReadPosition, maxCount: number): AsyncIterableIterator<AllStreamResolvedEvent> {
    return this.client.readAll({ direction, fromPosition, maxCount, resolveLinkTos: false });
  }

  private async lastPositionOf(streamId: string, revision: bigint): Promise<Position> {
    for await (const resolved of this.client.readStream(streamId, { fromRevision: revision, maxCount: 1, direction: FORWARDS })) {
      if (resolved.event) return positionOf(resolved.event, resolved);
    }
    throw new Error(`EventStoreDB reported no position for the append to ${streamId}`);
  }
}
