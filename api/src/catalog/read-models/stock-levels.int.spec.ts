import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../platform/testing/test-database.js';
import { StockLevels } from './stock-levels.js';

// The stock the catalogue's answers show, read once per move however many readers want it, never
// kept from a read that a move overtook, and never kept past its time.
describe('StockLevels', () => {
  let database: TestDatabase;
  const [bowl, leash] = [randomUUID(), randomUUID()];
  let reads: number;
  let counted: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase('stock_levels');
    for (const [id, sku, stock] of [
      [bowl, 'BOWL-1', 10],
      [leash, 'LEASH-1', 0],
    ] as const) {
      await database.pool.query(
        `INSERT INTO products (id, slug, sku, name, category, price, stock, stock_status, description)
         VALUES ($1, $2, $2, $2, 'bowls', 299, $3, $4, 'A product')`,
        [id, sku, stock, stock ? 'in-stock' : 'out-of-stock'],
      );
    }
    // The pool, counting the queries the stock levels make.
    const pool = database.pool;
    const query = (...args: Parameters<pg.Pool['query']>) => {
      reads++;
      return pool.query(...args);
    };
    counted = Object.create(pool, { query: { value: query } });
  });
  afterAll(() => database.drop());
  beforeEach(() => {
    reads = 0;
  });

  const setStock = (id: string, stock: number) => database.pool.query('UPDATE products SET stock = $2 WHERE id = $1', [id, stock]);

  it('reads the stock of the products shown in one query, and keeps it until it moves', async () => {
    const levels = new StockLevels(counted, 60_000);
    expect(levels.peek([bowl])).toBeUndefined();
    expect(await levels.read([bowl, leash, bowl])).toEqual([
      '"stock":10,"stockStatus":"in-stock"',
      '"stock":0,"stockStatus":"out-of-stock"',
      '"stock":10,"stockStatus":"in-stock"',
    ]);
    expect(levels.peek([leash, bowl])).toEqual(['"stock":0,"stockStatus":"out-of-stock"', '"stock":10,"stockStatus":"in-stock"']);
    expect(reads).toBe(1);

    await setStock(bowl, 7);
    levels.moved([bowl]);
    expect(levels.peek([bowl, leash])).toBeUndefined();
    expect(levels.peek([leash])).toEqual(['"stock":0,"stockStatus":"out-of-stock"']); // not moved, still kept
    expect(await levels.read([bowl, leash])).toEqual(['"stock":7,"stockStatus":"in-stock"', '"stock":0,"stockStatus":"out-of-stock"']);
    expect(reads).toBe(2);
    await setStock(bowl, 10);
  });

  it('never keeps a read that a move overtook, and lets the readers after the move share one read of their own', async () => {
    const levels = new StockLevels(counted, 60_000);
    const overtaken = levels.read([bowl]);
    levels.moved([bowl]); // while the read is under way
    await overtaken;
    expect(levels.peek([bowl])).toBeUndefined();

    reads = 0;
    const before = levels.read([bowl]);
    await setStock(bowl, 6);
    levels.moved([bowl]);
    const after = await Promise.all([levels.read([bowl, leash]), levels.read([bowl]), levels.read([leash])]);
    await before;
    expect(reads).toBe(2); // the one the move overtook, and one shared by every reader after it
    expect(after.flat()).toEqual([
      '"stock":6,"stockStatus":"in-stock"',
      '"stock":0,"stockStatus":"out-of-stock"',
      '"stock":6,"stockStatus":"in-stock"',
      '"stock":0,"stockStatus":"out-of-stock"',
    ]);

    await setStock(bowl, 5);
    levels.movedAnywhere();
    expect(levels.peek([leash])).toBeUndefined();
    expect(await levels.read([bowl])).toEqual(['"stock":5,"stockStatus":"in-stock"']);
    await setStock(bowl, 10);
  });

  it('keeps nothing past its time, and says a product gone is out of stock', async () => {
    const levels = new StockLevels(counted, 0);
    await levels.read([bowl]);
    expect(levels.peek([bowl])).toBeUndefined();
    expect(await levels.read([randomUUID()])).toEqual(['"stock":0,"stockStatus":"out-of-stock"']);
  });
});
