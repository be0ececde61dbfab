import { randomUUID } from 'node:crypto';
import { comparePositions, latestPosition } from '../event-store/event-store.port.js';
import { commandWorld } from '../testing/command-spec.js';
import { suiteWorld } from '../testing/suite-world.js';
import { Rejection } from './rejection.js';
import { emptyStream, runCommand, type Decider } from './decider.js';
import { eventGuard } from './event-guard.js';

type Counted = { type: 'Counted'; data: { by: number } };
/** Adds to a counter; adding 0 changes nothing, and a total above 3 is refused. */
const counter: Decider<{ add: number }, Counted, number> = {
  decide: ({ add }, total) => {
    if (total + add > 3) throw new Rejection('conflict', 'Too many');
    return add === 0 ? [] : [{ type: 'Counted', data: { by: add } }];
  },
  evolve: (total, event) => total + event.data.by,
  initialState: () => 0,
  isEvent: eventGuard<Counted>({ Counted: true }),
};
const metadata = { actor: { _id: null, email: null, role: 'system', name: 'test' }, correlationId: 'c', causationId: 'c' } as const;

describe('runCommand', () => {
  const world = suiteWorld(() => commandWorld('run_command'));

  it('appends what the decider decides and answers the new state and its position', async () => {
    const stream = `counter-${randomUUID()}`;
    const first = await runCommand(world.store, stream, counter, { add: 2 }, metadata);
    expect(first.state).toBe(2);
    const [stored] = await world.store.readStream(stream);
    expect(first.position && comparePositions(first.position, stored!.position)).toBe(0);
  });

  it('answers the position of the state decided on when nothing changes, so a reader can wait for it', async () => {
    const stream = `counter-${randomUUID()}`;
    await runCommand(world.store, stream, counter, { add: 1 }, metadata);
    const last = await runCommand(world.store, stream, counter, { add: 1 }, metadata);
    const unchanged = await runCommand(world.store, stream, counter, { add: 0 }, metadata);
    expect(unchanged.events).toEqual([]);
    expect(unchanged.state).toBe(2);
    expect(unchanged.position && last.position && comparePositions(unchanged.position, last.position)).toBe(0);
    expect((await runCommand(world.store, `counter-${randomUUID()}`, counter, { add: 0 }, metadata)).position).toBeUndefined();
  });

  it('decides again on the stored state when another writer got in between', async () => {
    const stream = `counter-${randomUUID()}`;
    const results = await Promise.allSettled([1, 1, 1, 1].map((add) => runCommand(world.store, stream, counter, { add }, metadata)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(results.filter((result) => result.status === 'rejected').map((result) => (result as PromiseRejectedResult).reason)).toEqual([expect.any(Rejection)]);
    expect(await world.store.readStream(stream)).toHaveLength(3);
  });

  it('starts a stream said to be empty without reading it, and reads after all when it was not', async () => {
    const fresh = `counter-${randomUUID()}`;
    expect((await runCommand(world.store, fresh, counter, { add: 2 }, metadata, emptyStream(counter))).state).toBe(2);
    // The same "empty" stream again: the append expecting no stream clashes, and the retry decides on what is stored.
    await expect(runCommand(world.store, fresh, counter, { add: 2 }, metadata, emptyStream(counter))).rejects.toThrow('Too many');
    expect((await runCommand(world.store, fresh, counter, { add: 1 }, metadata, emptyStream(counter))).state).toBe(3);
    expect(await world.store.readStream(fresh)).toHaveLength(2);
  });

  it('refuses to decide on a stream holding an event its decider does not know, rather than fold it or leave it out', async () => {
    const stream = `counter-${randomUUID()}`;
    await runCommand(world.store, stream, counter, { add: 1 }, metadata);
    await world.store.append(stream, [{ type: 'Reset', data: {}, metadata }], 0n);
    await expect(runCommand(world.store, stream, counter, { add: 1 }, metadata)).rejects.toThrow(
      `Stream ${stream} holds a Reset event, which its decider does not know`,
    );
    expect(await world.store.readStream(stream)).toHaveLength(2);
  });

  it('picks the furthest of several positions', () => {
    const at = (commit: bigint, prepare: bigint) => ({ commit, prepare });
    expect(latestPosition(undefined, at(5n, 1n), at(7n, 0n), undefined, at(7n, 0n))).toEqual(at(7n, 0n));
    expect(latestPosition(at(7n, 2n), at(7n, 1n))).toEqual(at(7n, 2n));
    expect(latestPosition(undefined)).toBeUndefined();
  });
});
