import type { Decider, DomainEvent } from '../event-sourcing/decider.js';
import { Rejection } from '../event-sourcing/rejection.js';

/**
 * Given/When/Then for a decider: given these events, when this command, then these events, or
 * this rejection (its kind, message, and the field it names, if any).
 */
export function deciderSpec<Command, Event extends DomainEvent, State>(decider: Decider<Command, Event, State>) {
  return function given(events: Event[]) {
    const state = events.reduce(decider.evolve, decider.initialState());
    return {
      when: (command: Command) => ({
        // biome-ignore lint/suspicious/noThenProperty: Given/When/Then reads best with `then`; this object is never awaited.
        then: (expected: Event[]) => expect(decider.decide(command, state)).toEqual(expected),
        thenRejects: (kind: Rejection['kind'], message: string | RegExp, field?: string) => {
          let thrown: unknown;
          try {
            decider.decide(command, state);
          } catch (error) {
            thrown = error;
          }
          expect(thrown).toBeInstanceOf(Rejection);
          expect({ kind: (thrown as Rejection).kind, field: (thrown as Rejection).errors?.[0]?.field }).toEqual({ kind, field });
          expect((thrown as Rejection).message).toMatch(message);
        },
      }),
    };
  };
}
