import type { StoredEvent } from '../event-store/event-store.port.js';

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
  readonly name: string;
  /** Tables this projection owns, created by migrations. Rebuilt and swapped together. */
  readonly tables: readonly string[];
  project(event: StoredEvent, table: (name: string) => string): readonly ReadModelStatement[];
}

export const PROJECTION_CHECKPOINT_CHANNEL = 'projection_checkpoint';
