import type { StoredEvent } from '../event-store/event-store.port.js';

/**
 * The name of a follower of `$all` that keeps a checkpoint in projection_checkpoints: a read
 * model's projection, or the worker's reactions. Whoever waits for one names it by what its owner
 * exports (`ordersProjection.name`, ordering's `ORDER_READ_MODELS`), never by a bare string.
 */
export type FollowerName = string & { readonly __brand: 'FollowerName' };

/** Names a follower; called once, by its owner. */
export const followerName = (name: string): FollowerName => name as FollowerName;

/** One SQL statement a projection wants run against its read model. */
export interface ReadModelStatement {
  readonly text: string;
  readonly values: readonly unknown[];
}

/**
 * A read model fed from `$all`. `project` is pure: it maps one event to the statements that bring
 * the read model up to date, naming its tables through `table` so that the same mapping fills the
 * live tables and, during a rebuild, their fresh copies. Statements must be idempotent only in the
 * sense the runner guarantees: each event is projected exactly once per table generation.
 */
export interface Projection {
  readonly name: FollowerName;
  /** Tables this projection owns, created by migrations. Rebuilt and swapped together. */
  readonly tables: readonly string[];
  project(event: StoredEvent, table: (name: string) => string): readonly ReadModelStatement[];
}

export const PROJECTION_CHECKPOINT_CHANNEL = 'projection_checkpoint';
