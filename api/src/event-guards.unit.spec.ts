import fs from 'node:fs';
import path from 'node:path';
import { contexts } from './contexts.js';
import { typesOf } from './platform/event-sourcing/event-guard.js';

// Each context reads events through its own guards: together they must take every event type the
// context stores and none of another's, since `$all` carries them all and a projection, reaction or
// mail that took another context's event as its own would act on the wrong data.
const guards = contexts.flatMap((context) => (context.eventGuards ?? []).map((guard, index) => ({ owner: `${context.name}#${index}`, guard })));
const everyType = guards.flatMap(({ owner, guard }) => typesOf(guard).map((type) => ({ owner, type })));
/** The context folders that declare stored events (their `events.ts`), as a newcomer's new context would. */
const storing = fs
  .readdirSync(__dirname)
  .filter((entry) => fs.existsSync(path.join(__dirname, entry, 'events.ts')) && fs.existsSync(path.join(__dirname, entry, 'context.ts')));

describe("the contexts' event guards", () => {
  it('finds the guards of every context that stores events', () => {
    expect(storing).toEqual(expect.arrayContaining(['cart', 'ordering', 'returns', 'vouchers']));
    expect(
      contexts
        .filter((context) => context.eventGuards?.length)
        .map((context) => context.name)
        .sort(),
    ).toEqual(storing.sort());
    expect(everyType.map(({ type }) => type)).toEqual(
      expect.arrayContaining(['OrderPlaced', 'ReturnRequested', 'VoucherIssued', 'CartItemAdded', 'CartSessionStarted']),
    );
  });

  it('names no type twice', () => {
    const types = everyType.map(({ type }) => type);
    expect(types.filter((type, index) => types.indexOf(type) !== index)).toEqual([]);
  });

  it.each(guards.map(({ owner, guard }) => [owner, guard] as const))('%s takes its own events and rejects every other guard’s', (name, guard) => {
    const taken = everyType.filter(({ type }) => guard({ type, data: {} })).map(({ owner, type }) => `${owner}:${type}`);
    expect(taken).toEqual(everyType.filter(({ owner }) => owner === name).map(({ owner, type }) => `${owner}:${type}`));
  });

  it('rejects a type no context stores', () => {
    for (const { guard } of guards) expect(guard({ type: 'OrderShipped', data: {} })).toBe(false);
  });
});
