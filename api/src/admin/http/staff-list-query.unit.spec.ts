import { z } from 'zod';
import { listQuery, MAX_PAGE, pageOf } from './staff-list-query.js';

const list = { sortFields: ['id', 'createdAt', 'totalAmount'] as const };
const query = listQuery(list, { filter: { q: z.string().optional() }, sort: ['createdAt', 'DESC'] });

describe('staff list parameters (ra-data-simple-rest)', () => {
  it('reads range, filter and sort as JSON, with defaults when absent, as the page they ask for', () => {
    expect(query.parse({})).toEqual({ filter: {}, sort: ['createdAt', 'DESC'], offset: 0, limit: 25 });
    expect(query.parse({ range: '[10,19]', filter: '{"q":"asha"}', sort: '["totalAmount","ASC"]' })).toEqual({
      filter: { q: 'asha' },
      sort: ['totalAmount', 'ASC'],
      offset: 10,
      limit: 10,
    });
  });

  it("applies the filter's own defaults when there is no filter", () => {
    const alerts = listQuery(list, { filter: { open: z.boolean().default(true) } });
    expect(alerts.parse({}).filter).toEqual({ open: true });
    expect(alerts.parse({ filter: '{"open":false}' }).filter).toEqual({ open: false });
  });

  it('refuses what is not JSON of the expected shape, and fields the list does not sort by', () => {
    for (const bad of [
      { range: '[0' },
      { range: '[-1,3]' },
      { range: '[0.5,3]' },
      { filter: '"x"' },
      { sort: '["password","ASC"]' },
      { sort: '["createdAt","UP"]' },
    ]) {
      expect(query.safeParse(bad).success).toBe(false);
    }
    expect(query.safeParse({ sort: '["constructor","ASC"]' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['sort'], message: 'sort must be JSON of the expected shape' }),
    ]);
  });

  it('refuses a NUL character anywhere in the JSON, naming where (a \\u0000 escape never shows as %00 in the URL)', () => {
    const refused = query.safeParse({ filter: JSON.stringify({ q: 'a\u0000b' }) });
    expect(refused.error?.issues).toEqual([expect.objectContaining({ path: ['filter', 'q'], message: 'filter.q must not contain a NUL character (\\u0000)' })]);
    expect(query.safeParse({ filter: JSON.stringify({ 'q\u0000': 'x' }) }).error?.issues[0]?.path).toEqual(['filter', 'q\\u0000']);
    expect(query.safeParse({ filter: JSON.stringify('\u0000') }).error?.issues[0]?.path).toEqual(['filter']);
    expect(query.safeParse({ sort: JSON.stringify(['createdAt\u0000', 'ASC']) }).error?.issues[0]?.path).toEqual(['sort', '0']);
  });

  it("sorts by id (react-admin's default sort); without a default of its own, an absent sort is left to the list", () => {
    expect(query.parse({ sort: '["id","ASC"]' }).sort).toEqual(['id', 'ASC']);
    const own = listQuery({ sortFields: ['id', 'lastAt'] }, { filter: {} });
    expect(own.parse({}).sort).toBeUndefined();
    expect(own.parse({ sort: '["id","DESC"]' }).sort).toEqual(['id', 'DESC']);
    expect(own.safeParse({ sort: '["x","ASC"]' }).success).toBe(false);
  });

  it('refuses a range that ends before it starts, saying so', () => {
    const refused = query.safeParse({ range: '[10,0]' });
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['range'], message: 'range must not end before it starts ([from,to], both included)' }),
    ]);
    expect(query.parse({ range: '[3,3]' })).toMatchObject({ offset: 3, limit: 1 });
  });

  it('pages: an inclusive range, capped', () => {
    expect(pageOf([0, 24])).toEqual({ offset: 0, limit: 25 });
    expect(pageOf([5, 2])).toEqual({ offset: 5, limit: 0 });
    expect(pageOf([0, 10_000])).toEqual({ offset: 0, limit: MAX_PAGE });
    expect(query.parse({ range: '[100,100000]' })).toMatchObject({ offset: 100, limit: MAX_PAGE });
  });
});
