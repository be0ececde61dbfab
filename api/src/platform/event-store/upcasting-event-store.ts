import type { AllSubscription, AppendResult, EventMetadata, EventStore, ExpectedRevision, NewEvent, StoredEvent } from './event-store.port.js';

/**
 * Reads an event stored in an older shape as its current shape. Pure; answers the event itself when
 * the shape is already current. Each context declares its own in its descriptor; `api/src/contexts.ts` gathers them.
 */
export type Upcaster = (event: StoredEvent) => StoredEvent;

/**
 * The event store every process uses, around whichever adapter: every event read passes through the
 * upcasters, so deciders, projections, mail and replay only ever meet the current shapes; and every
 * event appended keeps only the actor's id, role and name, whoever built its metadata (stored events
 * carry no email: docs/privacy.md).
 */
export class UpcastingEventStore implements EventStore {
  private readonly upcast: (event: StoredEvent) => StoredEvent;

  constructor(
    private readonly inner: EventStore,
    upcasters: readonly Upcaster[],
  ) {
    this.upcast = (event) => upcasters.reduce((current, upcaster) => upcaster(current), event);
  }

  append(streamId: string, events: readonly NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    return this.inner.append(
      streamId,
      events.map((event) => ({ ...event, metadata: storedMetadata(event.metadata) })),
      expectedRevision,
    );
  }

  readStream: EventStore['readStream'] = async (streamId, options) => (await this.inner.readStream(streamId, options)).map(this.upcast);
  readLastEvent: EventStore['readLastEvent'] = async (streamId) => {
    const last = await this.inner.readLastEvent(streamId);
    return last && this.upcast(last);
  };
  readAll: EventStore['readAll'] = async (options) => (await this.inner.readAll(options)).map(this.upcast);

  subscribeToAll: EventStore['subscribeToAll'] = (options) => {
    const inner = this.inner.subscribeToAll(options);
    const upcast = this.upcast;
    const upcasting: AllSubscription = {
      close: () => inner.close(),
      async *[Symbol.asyncIterator]() {
        for await (const batch of inner) yield batch.map(upcast);
      },
    };
    return upcasting;
  };

  presentPosition: EventStore['presentPosition'] = () => this.inner.presentPosition();
  headPosition: EventStore['headPosition'] = () => this.inner.headPosition();
  countAfter: EventStore['countAfter'] = (after, cap) => this.inner.countAfter(after, cap);
  ping: EventStore['ping'] = () => this.inner.ping();
  close: EventStore['close'] = () => this.inner.close();
}

/** The metadata as it is stored: the actor's `_id`, `role` and (jobs, providers) `name`, nothing else. */
export function storedMetadata(metadata: EventMetadata): EventMetadata {
  const { _id, role, name } = metadata.actor;
  return { ...metadata, actor: name === undefined ? { _id, role } : { _id, role, name } };
}
