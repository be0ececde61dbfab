import type { AllSubscription, EventStore, Position, StoredEvent } from './event-store.port.js';

/**
 * A catch-up subscription built on `readAll` pages: reads as fast as pages come while behind, and
 * polls every `pollIntervalMs` once caught up. Appends stay a single insert: notifying readers from
 * the writer's transaction would take a cluster-wide lock at every commit. `nextPoll`, when given,
 * replaces the subscription's own timer, so that subscriptions of one store poll together.
 */
export function pollingSubscription(
  store: Pick<EventStore, 'readAll'>,
  options: { after?: Position; maxBatch?: number; pollIntervalMs: number; nextPoll?: () => Promise<void> },
): AllSubscription {
  const maxBatch = options.maxBatch ?? 500;
  let closed = false;
  let wake: (() => void) | undefined;

  async function* batches(): AsyncGenerator<readonly StoredEvent[]> {
    let after = options.after;
    while (!closed) {
      const page = await store.readAll({ after, limit: maxBatch });
      if (closed) return;
      if (page.length > 0) {
        after = page.at(-1)!.position;
        yield page;
      }
      if (page.length < maxBatch) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          if (options.nextPoll) void options.nextPoll().then(resolve);
          else setTimeout(resolve, options.pollIntervalMs);
        });
      }
    }
  }

  const iterator = batches();
  return {
    [Symbol.asyncIterator]: () => iterator,
    async close() {
      closed = true;
      wake?.();
      await iterator.return(undefined);
    },
  };
}
