import { randomUUID } from 'node:crypto';
import type { NewEvent } from '../../api/src/platform/event-store/event-store.port.js';

export const TEST_ACTOR = { _id: null, role: 'system', name: 'test' } as const;

export function testEvent(type: string, data: Record<string, unknown> = {}): NewEvent {
  return { id: randomUUID(), type, data, metadata: { actor: TEST_ACTOR, correlationId: 'test', causationId: 'test' } };
}
