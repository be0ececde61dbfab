import type { ExpectedRevision } from './event-store.port.js';

/** The stream's revision was not the one the writer expected: another writer got there first. */
export class ConcurrencyConflictError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream' | 'unknown',
  ) {
    super(`Stream ${streamId} changed: expected revision ${String(expected)}, found ${String(actual)}`);
    this.name = 'ConcurrencyConflictError';
  }
}
