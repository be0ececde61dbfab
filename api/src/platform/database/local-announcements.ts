import type pg from 'pg';

type Handler = (payload: string) => void;

const listeners = new WeakMap<pg.Pool, Map<string, Set<Handler>>>();

// A process's own committed changes, heard by its own listeners at once. The NOTIFY that tells every
// process reaches the writer too, but may arrive after the writer has answered: a cache that waited
// for it would show whoever just wrote the state before their write. Writers and listeners meet on
// the pool they share, one per process (one per app in the tests), so another process, which has its
// own pool, still learns of the change from the NOTIFY only.

/** Calls the handler, synchronously, for every announcement made on the channel through this pool. */
export function hearLocally(pool: pg.Pool, channel: string, handler: Handler): void {
  const channels = listeners.get(pool) ?? new Map<string, Set<Handler>>();
  listeners.set(pool, channels.set(channel, (channels.get(channel) ?? new Set()).add(handler)));
}

/** Call once the change has committed (a cache dropped before the commit could be filled again with the old state). */
export function announceLocally(pool: pg.Pool, channel: string, payload: string): void {
  for (const handler of listeners.get(pool)?.get(channel) ?? []) handler(payload);
}
