import { batchedByTurn } from './turn-batch.js';

describe('batchedByTurn', () => {
  it('loads every key asked for in one turn with one call, each key once, and answers each ask', async () => {
    const loads: string[][] = [];
    const lookup = batchedByTurn(async (keys: readonly string[]) => {
      loads.push([...keys]);
      return new Map(keys.filter((key) => key !== 'gone').map((key) => [key, key.toUpperCase()]));
    });

    const answers = await Promise.all([lookup('a'), lookup('b'), lookup('a'), lookup('gone')]);

    expect(loads).toEqual([['a', 'b', 'gone']]);
    expect(answers).toEqual(['A', 'B', 'A', undefined]);
  });

  it('makes one load a turn: asks of a later turn go in a later load', async () => {
    const loads: string[][] = [];
    const lookup = batchedByTurn(async (keys: readonly string[]) => {
      loads.push([...keys]);
      return new Map(keys.map((key) => [key, key]));
    });

    await lookup('a');
    const later = lookup('b');
    await new Promise((resolve) => setImmediate(resolve));
    const latest = lookup('c');

    expect(await Promise.all([later, latest])).toEqual(['b', 'c']);
    expect(loads).toEqual([['a'], ['b'], ['c']]);
  });

  it('fails every ask of a batch whose load fails, and loads again on the next ask', async () => {
    let fail = true;
    const lookup = batchedByTurn(async (keys: readonly string[]) => {
      if (fail) throw new Error('connection lost');
      return new Map(keys.map((key) => [key, 1]));
    });

    const asks = await Promise.allSettled([lookup('a'), lookup('b')]);
    expect(asks.map((ask) => ask.status === 'rejected' && (ask.reason as Error).message)).toEqual(['connection lost', 'connection lost']);
    fail = false;
    await expect(lookup('a')).resolves.toBe(1);
  });
});
