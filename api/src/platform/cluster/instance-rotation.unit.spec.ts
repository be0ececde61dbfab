import { InstanceRotation } from './instance-rotation.js';

const BOUNDS = { handoffTimeoutMs: 1_000, unresponsiveAfterMs: 3_000, replaceAfterMs: 15_000 };

/** Two instances, a (pid 1) and b (pid 2), both serving. */
function twoServing() {
  const rotation = new InstanceRotation<string>(BOUNDS);
  for (const [instance, pid] of [
    ['a', 1],
    ['b', 2],
  ] as const) {
    rotation.add(instance, pid);
    rotation.ready(instance);
  }
  return rotation;
}

/** Hands `count` connections at `at`, each taken at once, and says who got them. */
function handInTurn(rotation: InstanceRotation<string>, count: number, at: number) {
  return Array.from({ length: count }, () => {
    const instance = rotation.next(at);
    if (instance) {
      rotation.handed(instance, at);
      rotation.answered(instance, at);
    }
    return instance;
  });
}

describe('InstanceRotation', () => {
  it('hands connections in turn to the instances that serve, and to none still starting', () => {
    const rotation = twoServing();
    rotation.add('c', 3);

    expect(handInTurn(rotation, 4, 0)).toEqual(['a', 'b', 'a', 'b']);
    expect(rotation.stateOf('c', 0)).toBe('starting');
    expect(rotation.pinged()).toEqual(['a', 'b']);
  });

  it('hands an instance no second connection before it answers the first, as node:cluster does', () => {
    const rotation = twoServing();
    rotation.handed(rotation.next(0)!, 0); // a has not answered

    expect([rotation.next(10), rotation.next(10)]).toEqual(['b', 'b']);
    rotation.answered('a', 0);
    expect(rotation.next(20)).toBe('a');
  });

  it('waits when no instance can take a connection now', () => {
    const rotation = twoServing();
    rotation.handed('a', 0);
    rotation.handed('b', 0);

    expect(rotation.next(5)).toBeUndefined();
  });

  it('skips an instance silent past the handoff bound, before it is named unresponsive', () => {
    const rotation = twoServing();
    rotation.sent('a', 0); // a ping a does not answer

    expect([rotation.next(999), rotation.next(999)]).toEqual(['a', 'b']);
    expect([rotation.next(1_000), rotation.next(1_000)]).toEqual(['b', 'b']);
    expect(rotation.stateOf('a', 1_000)).toBe('serving');
  });

  it('names an instance unresponsive once its oldest unanswered message is 3 s old, and due for replacement at 15 s', () => {
    const rotation = twoServing();
    for (let at = 0; at <= 15_000; at += 1_000) {
      rotation.sent('a', at);
      rotation.sent('b', at);
      rotation.answered('b', at);
    }

    expect(rotation.stateOf('a', 2_999)).toBe('serving');
    expect(rotation.stateOf('a', 3_000)).toBe('unresponsive');
    expect(rotation.view(4_000)).toEqual([
      { pid: 1, state: 'unresponsive', silentSince: 0, replaceAt: 15_000 },
      { pid: 2, state: 'serving', silentSince: null, replaceAt: null },
    ]);
    expect(rotation.due(14_999)).toEqual([]);
    expect(rotation.due(15_000)).toEqual(['a']);

    rotation.replacing('a');
    expect(rotation.due(16_000)).toEqual([]);
    expect(rotation.pinged()).toEqual(['b']);
    expect(rotation.view(16_000)[0]).toEqual({ pid: 1, state: 'replacing', silentSince: 0, replaceAt: null });
    expect(handInTurn(rotation, 2, 16_000)).toEqual(['b', 'b']);
  });

  it('puts an instance back in rotation once it answers: its answer covers everything sent before it', () => {
    const rotation = twoServing();
    for (const at of [0, 1_000, 2_000, 3_000, 4_000]) rotation.sent('a', at);
    expect(rotation.stateOf('a', 4_000)).toBe('unresponsive');

    rotation.answered('a', 3_000);

    expect(rotation.stateOf('a', 4_500)).toBe('serving');
    expect(rotation.next(4_500)).toBe('a');
    // It still owes the ping of 4 s: silent for 1 s at 5 s, so the next connections skip it.
    expect([rotation.next(5_000), rotation.next(5_000)]).toEqual(['b', 'b']);
  });

  it('hands nothing more to an instance that stops, and neither pings nor replaces it while it drains', () => {
    const rotation = twoServing();
    rotation.sent('a', 0);
    rotation.stopping('a');

    expect(handInTurn(rotation, 2, 100)).toEqual(['b', 'b']);
    expect(rotation.pinged()).toEqual(['b']);
    expect(rotation.due(20_000)).toEqual([]);
    expect(rotation.view(20_000)[0]).toEqual({ pid: 1, state: 'stopping', silentSince: null, replaceAt: null });
  });

  it('forgets an instance that ended', () => {
    const rotation = twoServing();
    rotation.remove('a');

    expect(handInTurn(rotation, 2, 0)).toEqual(['b', 'b']);
    expect(rotation.stateOf('a', 0)).toBeUndefined();
    expect(rotation.view(0)).toEqual([{ pid: 2, state: 'serving', silentSince: null, replaceAt: null }]);
  });
});
