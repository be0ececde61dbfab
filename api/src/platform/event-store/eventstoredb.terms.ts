import { ANY, ErrorType, NO_STREAM, StreamNotFoundError, type StreamState, WrongExpectedVersionError } from '@kurrent/kurrentdb-client';
import type { ExpectedRevision } from './event-store.port.js';

// The port's terms in the client's: expected revisions, and the errors it answers with, known by
// their class or, where an error is not an instance of it, by its `type`.

export function streamState(expected: ExpectedRevision): StreamState {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  return expected;
}

export function isWrongExpectedVersion(error: unknown): error is WrongExpectedVersionError {
  return error instanceof WrongExpectedVersionError || (error as { type?: unknown } | null)?.type === ErrorType.WRONG_EXPECTED_VERSION;
}

export function isStreamNotFound(error: unknown): boolean {
  return error instanceof StreamNotFoundError || (error as { type?: unknown } | null)?.type === ErrorType.STREAM_NOT_FOUND;
}
