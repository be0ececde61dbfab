import type pg from 'pg';
import { CatalogueAnswers } from './catalogue-answers.js';
import { withStockApart } from './stockless-answer.js';

// The stock behind the answers, as Postgres would give it: a stand-in pool, so the clock can be faked
// (the answers' freshness is measured with Date.now). products.query.int.spec reads the real database.
const TTL_MS = 30_000;

describe('CatalogueAnswers', () => {
  const stock = new Map([
    ['bowl', 10],
    ['leash', 4],
  ]);
  const pool = {
    query: async ({ values: [ids] }: { values: [string[]] }) => ({
      rows: ids.map((id) => ({ id, stock: stock.get(id)!, stock_status: 'in-stock' })),
    }),
  } as unknown as pg.Pool;
  const page = (ids: string[]) => async () =>
    withStockApart(
      ids.map((id) => ({ id, stock: 0, stockStatus: 'in-stock' })),
      (products) => ({ products }),
    );
  const shownStock = (answer: { body: Buffer } | null | undefined) =>
    answer && JSON.parse(answer.body.toString()).products.map((p: { stock: number }) => p.stock);

  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('answers a repeat read from what it made, until a move of any product shown', async () => {
    const answers = new CatalogueAnswers(pool, TTL_MS, 100);
    const made = await answers.through('both', page(['bowl', 'leash']));
    expect(answers.peek('both')).toBe(made);
    expect(answers.peek('both')).toBe(made);
    answers.stockMoved(['cat-tree']); // not shown: the same bytes still stand
    expect(answers.peek('both')).toBe(made);
    stock.set('leash', 3);
    answers.stockMoved(['leash']);
    expect(answers.peek('both')).toBeUndefined();
    expect(shownStock(await answers.through('both', page(['bowl', 'leash'])))).toEqual([10, 3]);
  });

  it('stops trusting a stock it looked at once that stock is no longer fresh, though the answer’s text still is', async () => {
    const answers = new CatalogueAnswers(pool, TTL_MS, 100);
    await answers.through('bowl', page(['bowl'])); // the bowl's stock is read at 0 s
    jest.setSystemTime(20_000);
    const both = await answers.through('both', page(['bowl', 'leash'])); // text read at 20 s, the bowl's stock kept from 0 s
    expect(answers.peek('both')).toBe(both);
    jest.setSystemTime(TTL_MS - 1);
    expect(answers.peek('both')).toBe(both);
    jest.setSystemTime(TTL_MS); // the bowl's stock is 30 s old: a missed announcement could hide behind it
    expect(answers.peek('both')).toBeUndefined();
  });
});
