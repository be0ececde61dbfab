import type { StoredEvent } from '../event-store/event-store.port.js';
import { eventGuard } from './event-guard.js';

type Fed = { type: 'Fed'; data: { grams: number } };
type Walked = { type: 'Walked'; data: { minutes: number } };
const isPetEvent = eventGuard<Fed | Walked>({ Fed: true, Walked: true });

const stored = (type: string, data: unknown): StoredEvent => ({
  id: 'e-1',
  streamId: 'pet-1',
  type,
  data,
  metadata: { actor: { _id: null, role: 'system', name: 'spec' }, correlationId: 'c', causationId: 'c' },
  revision: 3n,
  position: { commit: 1n, prepare: 1n },
  createdAt: new Date(0),
});

describe('eventGuard', () => {
  it("passes the union's types and narrows each to its data, keeping what the store recorded around it", () => {
    const event = stored('Walked', { minutes: 20 });
    if (!isPetEvent(event)) throw new Error('Walked is a pet event');
    // Narrowing by type reaches the member's data with no cast; the carrier's revision stays.
    const minutes = event.type === 'Walked' ? event.data.minutes : event.data.grams;
    expect({ minutes, revision: event.revision }).toEqual({ minutes: 20, revision: 3n });
  });

  it('rejects a type outside the union, however its data looks', () => {
    expect(isPetEvent(stored('Groomed', { minutes: 20 }))).toBe(false);
    expect(isPetEvent(stored('fed', { grams: 50 }))).toBe(false);
  });

  it('narrows an event about to be appended too', () => {
    expect(
      [
        { type: 'Fed', data: { grams: 50 } },
        { type: 'Barked', data: {} },
      ].filter(isPetEvent),
    ).toEqual([{ type: 'Fed', data: { grams: 50 } }]);
  });
});
