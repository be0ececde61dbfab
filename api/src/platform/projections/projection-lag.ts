import type pg from 'pg';
import { type EventStore, formatPosition } from '../event-store/event-store.port.js';
import { readCheckpoints } from './checkpoints.js';

/**
 * An event not yet applied that has waited this long is a stall shoppers notice (their orders read
 * stale): a projection behind by so much, or every follower at once while a transaction left open
 * holds events back (held-transactions.ts). Health answers 503, and staff are alerted.
 */
export const PROJECTION_STALL_MS = 30_000;

export interface ProjectionLag {
  name: string;
  position: string | null;
  /** Events still to apply, counted up to the cap. */
  behindEvents: number;
  /** How long the oldest event still to apply has waited; 0 when it is up to date. */
  behindMs: number;
}

/** Per projection: how many events it has still to apply, and how long the oldest of them has waited. */
export async function measureProjectionLag(db: Pick<pg.Pool, 'query'>, store: EventStore, names: readonly string[], cap: number): Promise<ProjectionLag[]> {
  const checkpoints = await readCheckpoints(db);
  return Promise.all(
    names.map(async (name) => {
      const position = checkpoints.get(name)?.position;
      const [behindEvents, [oldestPending]] = await Promise.all([store.countAfter(position, cap), store.readAll({ after: position, limit: 1 })]);
      return {
        name,
        position: position ? formatPosition(position) : null,
        behindEvents,
        behindMs: oldestPending ? Math.max(0, Date.now() - oldestPending.createdAt.getTime()) : 0,
      };
    }),
  );
}
