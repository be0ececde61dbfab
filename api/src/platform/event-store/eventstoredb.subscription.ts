import type { AllStreamResolvedEvent, AllStreamSubscription } from '@kurrent/kurrentdb-client';
import { comparePositions, type AllSubscription, type Position, type StoredEvent } from './event-store.port.js';
import { isSystem, positionOf, toStoredEvent } from './eventstoredb.records.js';

/**
 * Turns the client's catch-up subscription (a stream of single events) into our batches: whatever
 * has arrived, up to `maxBatch`, as soon as the consumer asks. While the consumer is busy, events
 * gather in a buffer; past a few batches' worth the source is paused, which pushes back on the
 * server through gRPC flow control.
 */
export function batchedSubscription(source: AllStreamSubscription, after: Position | undefined, maxBatch: number, onClosed: () => void): AllSubscription {
  const highWater = Math.max(maxBatch * 4, 1_000);
  const buffer: StoredEvent[] = [];
  let last = after;
  let failure: { error: unknown } | undefined;
  let ended = false;
  let closed = false;
  let stopped: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  const notify = () => {
    const resolve = wake;
    wake = undefined;
    resolve?.();
  };

  source.on('data', (resolved: AllStreamResolvedEvent) => {
    if (closed || failure) return;
    const record = resolved.event;
    if (!record || isSystem(record)) return;
    try {
      const position = positionOf(record, resolved);
      // The server starts after `fromPosition`; the guard makes sure of it.
      if (last && comparePositions(position, last) <= 0) return;
      last = position;
      buffer.push(toStoredEvent(record, position));
    } catch (error) {
      failure = { error };
    }
    if (buffer.length >= highWater) source.pause();
    notify();
  });
  source.on('error', (error: Error) => {
    if (closed) return;
    failure = { error };
    notify();
  });
  source.on('end', () => {
    ended = true;
    notify();
  });
  source.on('close', () => {
    ended = true;
    notify();
  });

  const stop = () => {
    stopped ??= (async () => {
      closed = true;
      notify();
      onClosed();
      try {
        await source.unsubscribe();
      } finally {
        source.destroy();
      }
    })();
    return stopped;
  };

  async function* batches(): AsyncGenerator<readonly StoredEvent[]> {
    try {
      for (;;) {
        if (closed) return;
        if (buffer.length > 0) {
          const batch = buffer.splice(0, maxBatch);
          if (source.isPaused() && buffer.length < highWater) source.resume();
          yield batch;
          continue;
        }
        if (failure) throw failure.error;
        if (ended) throw new Error('EventStoreDB subscription to $all ended');
        await new Promise<void>((resolve) => (wake = resolve));
      }
    } finally {
      await stop();
    }
  }

  const iterator = batches();
  return {
    [Symbol.asyncIterator]: () => iterator,
    async close() {
      await stop();
      await iterator.return(undefined);
    },
  };
}
