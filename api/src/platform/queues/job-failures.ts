import { UnrecoverableError } from 'bullmq';
import { Rejection, type RejectionKind } from '../event-sourcing/rejection.js';

const PREFIX = 'rejection:';

/** In the worker: a domain refusal fails the job at once (no retry) and keeps its kind and message. */
export function asJobFailure(error: unknown): unknown {
  return error instanceof Rejection ? new UnrecoverableError(`${PREFIX}${JSON.stringify({ kind: error.kind, message: error.message })}`) : error;
}

/** In the API: a failed job's reason back as the Rejection it was, when it was one. */
export function fromJobFailure(error: unknown): unknown {
  const message = error instanceof Error ? error.message : '';
  if (!message.startsWith(PREFIX)) return error;
  const { kind, message: text } = JSON.parse(message.slice(PREFIX.length)) as { kind: RejectionKind; message: string };
  return new Rejection(kind, text);
}
