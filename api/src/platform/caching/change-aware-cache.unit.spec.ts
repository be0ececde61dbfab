import { ChangeAwareCache } from './change-aware-cache.js';

describe('ChangeAwareCache', () => {
  it('loads once and answers from memory until the entry is forgotten', async () => {
    const cache = new ChangeAwareCache<string>(60_000, 10);
    let loads = 0;
    const load = async () => `value ${++loads}`;
    expect(await cache.through('a', load)).toBe('value 1');
    expect(await cache.through('a', load)).toBe('value 1');
    cache.forget('a');
    expect(cache.peek('a')).toBeUndefined();
    expect(await cache.through('a', load)).toBe('value 2');
  });

  it('never keeps what a load read before a change announced meanwhile', async () => {
    const cache = new ChangeAwareCache<string>(60_000, 10);
    let finish!: (value: string) => void;
    const slow = cache.through('a', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear(); // the data changed while the load was reading
    finish('stale');
    expect(await slow).toBe('stale');
    expect(cache.peek('a')).toBeUndefined();
  });

  it('lets readers missing an entry share one load, but not a load that started before a change', async () => {
    const cache = new ChangeAwareCache<string>(60_000, 10);
    const finishes: ((value: string) => void)[] = [];
    const load = () => new Promise<string>((resolve) => finishes.push(resolve));
    const first = cache.through('a', load);
    const second = cache.through('a', load);
    expect(finishes).toHaveLength(1);
    cache.clear(); // a reader after the change must not be given what was read before it
    const third = cache.through('a', load);
    expect(finishes).toHaveLength(2);
    finishes[0]!('before');
    finishes[1]!('after');
    expect([await first, await second, await third]).toEqual(['before', 'before', 'after']);
    expect(cache.peek('a')).toBe('after');
  });

  it('keeps no absent value, nothing past its time, and no more than its size', async () => {
    const cache = new ChangeAwareCache<string>(0, 2);
    expect(await cache.through('none', async () => null)).toBeNull();
    await cache.through('a', async () => 'a');
    expect(cache.peek('a')).toBeUndefined(); // a time limit of 0 keeps nothing fresh

    const small = new ChangeAwareCache<string>(60_000, 2);
    for (const key of ['a', 'b', 'c']) await small.through(key, async () => key);
    expect([small.peek('a'), small.peek('b'), small.peek('c')]).toEqual([undefined, undefined, 'c']);
  });

  it('loads the keys neither kept nor being loaded together, once each, and joins the others', async () => {
    const cache = new ChangeAwareCache<string>(60_000, 10);
    await cache.through('a', async () => 'kept a');
    const asked: string[][] = [];
    const finishes: ((found: Map<string, string>) => void)[] = [];
    const load = (missing: string[]) => {
      asked.push(missing);
      return new Promise<Map<string, string>>((resolve) => finishes.push(resolve));
    };
    const first = cache.throughEach(['a', 'b', 'c', 'b'], load);
    const second = cache.throughEach(['c', 'd'], load); // c is being loaded: joined
    expect(asked).toEqual([['b', 'c'], ['d']]);
    finishes[0]!(new Map([['b', 'b']])); // c is not there
    finishes[1]!(new Map([['d', 'd']]));
    expect(await first).toEqual(['kept a', 'b', null, 'b']);
    expect(await second).toEqual([null, 'd']);
    expect([cache.peek('b'), cache.peek('c'), cache.peek('d')]).toEqual(['b', undefined, 'd']);

    const before = cache.throughEach(['e'], load);
    cache.forget('b'); // a change while e loads: e is not kept, and a reader of e after it loads afresh
    const after = cache.throughEach(['e'], load);
    expect(asked).toEqual([['b', 'c'], ['d'], ['e'], ['e']]);
    finishes[2]!(new Map([['e', 'before']]));
    finishes[3]!(new Map([['e', 'after']]));
    expect([await before, await after]).toEqual([['before'], ['after']]);
    expect(cache.peek('e')).toBe('after');
  });
});
