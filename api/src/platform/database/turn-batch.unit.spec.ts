import pg from 'pg';
import { batchedByTurn, writtenByTurn } from './turn-batch.js';

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

describe('writtenByTurn', () => {
  /** A write of `n` that records how it was made; `refuse` makes Postgres refuse any statement holding it. */
  const writes = (refuse?: number, lost = false) => {
    const made: string[] = [];
    const refused = () => Object.assign(new pg.DatabaseError('duplicate key value', 0, 'error'), { code: '23505' });
    const write = writtenByTurn<{ key: string; n: number }, number>({
      key: ({ key }) => key,
      write: async (items) => {
        made.push(`write ${items.map(({ n }) => n).join(',')}`);
        if (lost) throw new Error('connection lost');
        if (items.some(({ n }) => n === refuse)) throw refused();
        return items.map(({ n }) => n * 10);
      },
    });
    return { made, write };
  };

  it("makes a turn's writes in one statement and answers each its own result, one alone too", async () => {
    const { made, write } = writes();
    expect(await Promise.all([write({ key: 'a', n: 1 }), write({ key: 'b', n: 2 }), write({ key: 'c', n: 3 })])).toEqual([10, 20, 30]);
    expect(await write({ key: 'a', n: 4 })).toBe(40);
    expect(made).toEqual(['write 1,2,3', 'write 4']);
  });

  it('makes a second write with the same key after the first, with the next turn', async () => {
    const { made, write } = writes();
    expect(await Promise.all([write({ key: 'a', n: 1 }), write({ key: 'a', n: 2 }), write({ key: 'b', n: 3 }), write({ key: 'a', n: 4 })])).toEqual([
      10, 20, 30, 40,
    ]);
    expect(made).toEqual(['write 1,3', 'write 2', 'write 4']);
  });

  it('makes each write of a statement Postgres refused alone, so only the one at fault fails', async () => {
    const { made, write } = writes(2);
    const outcomes = await Promise.allSettled([write({ key: 'a', n: 1 }), write({ key: 'b', n: 2 }), write({ key: 'c', n: 3 })]);
    expect(outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : (outcome.reason as { code: string }).code))).toEqual([10, '23505', 30]);
    expect(made.slice(0, 1)).toEqual(['write 1,2,3']);
    expect(made.slice(1).sort()).toEqual(['write 1', 'write 2', 'write 3']);
  });

  it('fails every write of a statement whose connection failed, and makes none again', async () => {
    const { made, write } = writes(undefined, true);
    const outcomes = await Promise.allSettled([write({ key: 'a', n: 1 }), write({ key: 'b', n: 2 })]);
    expect(outcomes.map((outcome) => outcome.status === 'rejected' && (outcome.reason as Error).message)).toEqual(['connection lost', 'connection lost']);
    expect(made).toEqual(['write 1,2']);
  });
});
