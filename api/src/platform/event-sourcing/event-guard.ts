import type { DomainEvent } from './decider.js';

/**
 * Narrows an event (as stored, or about to be appended) to one context's union: one of its types,
 * with that type's data, and whatever else the carrier holds (revision, metadata, position). A
 * context reads events through its guard, never by casting them.
 */
export type EventGuard<Event extends DomainEvent> = <Carrier extends DomainEvent>(event: Carrier) => event is Carrier & Event;

/** Any context's guard, as a context's descriptor lists it. */
export type AnyEventGuard = (event: DomainEvent) => boolean;

const typesOfGuard = new WeakMap<AnyEventGuard, readonly string[]>();

/** The types a guard takes, for the specs that check that no two contexts claim one. */
export const typesOf = (guard: AnyEventGuard): readonly string[] => typesOfGuard.get(guard) ?? [];

/**
 * The guard of an event union, from a record naming each of its types once. TypeScript refuses the
 * record when a type of the union is missing or one outside it is named, so the guard cannot fall
 * behind the union. The data is trusted to have its type's shape: a stream holds only what its
 * context's decider appended, and a change of shape needs an upcaster.
 */
export function eventGuard<Event extends DomainEvent>(types: { readonly [Type in Event['type']]: true }): EventGuard<Event> {
  const known = new Set<string>(Object.keys(types));
  const guard = <Carrier extends DomainEvent>(event: Carrier): event is Carrier & Event => known.has(event.type);
  typesOfGuard.set(guard, [...known]);
  return guard;
}
