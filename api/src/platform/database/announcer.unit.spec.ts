import type pg from 'pg';
import { Announcer } from './announcer.js';

// The quiet time after each announcement, on jest's clock: the NOTIFYs are read off a pool that only notes them.
describe('Announcer quiet time', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits its quiet time after each announcement, sending what was asked meanwhile once, after it', async () => {
    const sent: string[] = [];
    const pool = { query: async (script: string) => void sent.push(script) } as unknown as pg.Pool;
    const announcer = new Announcer(pool, 'stock_moved', 'quiet', 2_000);
    announcer.announce();
    expect(sent).toEqual([expect.stringContaining("pg_notify('stock_moved', 'quiet')")]);

    for (let ask = 0; ask < 10; ask++) announcer.announce();
    await jest.advanceTimersByTimeAsync(1_999);
    expect(sent).toHaveLength(1); // still within the quiet time
    await jest.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(2_000);
    await announcer.settled();
    expect(sent).toHaveLength(2); // the ten asks made one announcement
  });
});
