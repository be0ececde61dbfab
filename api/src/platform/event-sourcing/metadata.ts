import { randomUUID } from 'node:crypto';
import type { Actor, EventMetadata } from '../event-store/event-store.port.js';
import { logContext } from '../logging/logger.js';

/**
 * Metadata for the events of one command: who acted, the flow it belongs to (a checkout's id, or
 * else the request's id) and the command itself as the cause.
 */
export function commandMetadata(actor: Actor, correlationId?: string): EventMetadata {
  return {
    actor,
    correlationId: correlationId ?? logContext.getStore()?.reqId ?? randomUUID(),
    causationId: `command:${randomUUID()}`,
  };
}
