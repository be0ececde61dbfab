import { z } from 'zod';
import { listQuery, MAX_PAGE, pageOf } from './list-params.js';

const query = listQuery({
  filter: z.object({ q: z.string().optional() }).default({}),
  sort: { fields: ['createdAt', 'totalAmount'], default: ['createdAt', 'DESC'] },
});

describe('list parameters (ra-data-simple-rest)', () => {
  it('reads range, filter and sort as JSON, with defaults when absent', () => {
    expect(query.parse({})).toEqual({ range: [0, 24], filter: {}, sort: ['createdAt', 'DESC'] });
    expect(query.parse({ range: '[10,19]', filter: '{"q":"asha"}', sort: '["totalAmount","ASC"]' })).toEqual({
      range: [10, 19],
      filter: { q: 'asha' },
      sort: ['totalAmount', 'ASC'],
    });
  });

  it('refuses what is not JSON of the expected shape, and fields that cannot be sorted on', () => {
    for (const bad of [{ range: '[0' }, { range: '[-1,3]' }, { filter: '"x"' }, { sort: '["password","ASC"]' }, { sort: '["createdAt","UP"]' }]) {
      expect(query.safeParse(bad).success).toBe(false);
    }
  });

  it('refuses a NUL character anywhere in the JSON, naming where (a \\u0000 escape never shows as %00 in the URL)', () => {
    const refused = query.safeParse({ filter: JSON.stringify({ q: 'a\u0000b' }) });
    expect(refused.error?.issues).toEqual([expect.objectContaining({ path: ['filter', 'q'], message: 'filter.q must not contain a NUL character (\\u0000)' })]);
    expect(query.safeParse({ filter: JSON.stringify({ 'q\u0000': 'x' }) }).error?.issues[0]?.path).toEqual(['filter', 'q\\u0000']);
    expect(query.safeParse({ filter: JSON.stringify('\u0000') }).error?.issues[0]?.path).toEqual(['filter']);
  });

  it("sorts every list by id (react-admin's default sort), whether or not it names id", () => {
    expect(query.parse({ sort: '["id","ASC"]' }).sort).toEqual(['id', 'ASC']);
    const own = listQuery({ filter: z.object({}).default({}), sort: { fields: ['lastAt'] } });
    expect(own.parse({}).sort).toBeUndefined();
    expect(own.parse({ sort: '["id","DESC"]' }).sort).toEqual(['id', 'DESC']);
    expect(own.safeParse({ sort: '["x","ASC"]' }).success).toBe(false);
  });

  it('refuses a range that ends before it starts, saying so', () => {
    const refused = query.safeParse({ range: '[10,0]' });
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['range'], message: 'range must not end before it starts ([from,to], both included)' }),
    ]);
    expect(query.parse({ range: '[3,3]' }).range).toEqual([3, 3]);
  });

  it('pages: an inclusive range, capped', () => {
    expect(pageOf([0, 24])).toEqual({ offset: 0, limit: 25 });
    expect(pageOf([5, 2])).toEqual({ offset: 5, limit: 0 });
    expect(pageOf([0, 10_000])).toEqual({ offset: 0, limit: MAX_PAGE });
  });
});
