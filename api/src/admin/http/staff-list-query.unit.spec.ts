import { z } from 'zod';
import { dateBound, flag, oneOf, recordIds, text, withDefault } from './list-filters.js';
import { listQuery, MAX_PAGE, pageOf } from './staff-list-query.js';

const list = { sortFields: ['id', 'createdAt', 'totalAmount'] as const };
const query = listQuery(list, {
  filter: { q: text(), placed: dateBound, status: oneOf(z.enum(['pending', 'paid'])), paid: flag, id: recordIds },
  sort: ['createdAt', 'DESC'],
});

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
    const alerts = listQuery(list, { filter: { open: withDefault(flag, true) } });
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

  it('refuses a filter key the list does not offer, naming it and what the list offers', () => {
    const refused = query.safeParse({ filter: '{"q":"asha","passwordHash":"x"}' });
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({
        path: ['filter', 'passwordHash'],
        message: 'filter.passwordHash is not a filter of this list (it offers q, placed, status, paid, id)',
      }),
    ]);
    const none = listQuery(list, { filter: {} }).safeParse({ filter: '{"q":"x"}' });
    expect(none.error?.issues[0]?.message).toBe('filter.q is not a filter of this list (it offers none)');
  });

  it.each([
    ['a date that is no date', '{"placed":"not-a-date"}', 'placed', 'a date (YYYY-MM-DD) or an instant with its offset (ISO 8601)'],
    ['a day no month has', '{"placed":"2026-02-30"}', 'placed', 'a date (YYYY-MM-DD) or an instant with its offset (ISO 8601)'],
    ['an object for text', '{"q":{"$ne":null}}', 'q', 'text of at most 100 characters'],
    ['an array for text', '{"q":["a","b"]}', 'q', 'text of at most 100 characters'],
    ['null for text', '{"q":null}', 'q', 'text of at most 100 characters'],
    ['text over 100 characters', `{"q":"${'x'.repeat(101)}"}`, 'q', 'text of at most 100 characters'],
    ['60 nested objects', `{"q":${'{"a":'.repeat(60)}1${'}'.repeat(60)}}`, 'q', 'text of at most 100 characters'],
    ['a string for a boolean', '{"paid":"true"}', 'paid', 'true or false'],
    ['a status there is not', '{"status":"lost"}', 'status', 'one of pending, paid'],
    ['numbers for ids', '{"id":[1,2]}', 'id', 'an id or a list of at most 100 ids'],
  ])('refuses %s, naming the key', (_label, filter, key, kind) => {
    expect(query.safeParse({ filter }).error?.issues).toEqual([expect.objectContaining({ path: ['filter', key], message: `filter.${key} must be ${kind}` })]);
  });

  it('takes each kind as react-admin sends it', () => {
    const filter = { q: ' asha ', placed: '2026-11-02', status: 'paid', paid: false, id: ['a', 'b'] };
    expect(query.parse({ filter: JSON.stringify(filter) }).filter).toEqual({ ...filter, q: 'asha' });
    expect(query.parse({ filter: '{"placed":"2026-11-02T10:00:00+05:30","id":"a"}' }).filter).toEqual({ placed: '2026-11-02T10:00:00+05:30', id: 'a' });
  });

  it('refuses a filter that is no JSON object', () => {
    for (const filter of ['[]', '"q"', 'null', '3']) {
      expect(query.safeParse({ filter }).error?.issues).toEqual([expect.objectContaining({ path: ['filter'], message: 'filter must be a JSON object' })]);
    }
    expect(query.safeParse({ filter: '{q:1}' }).error?.issues[0]?.message).toBe('filter must be JSON');
  });

  it('knows no filter that is not declared as a kind', () => {
    expect(() => listQuery(list, { filter: { q: z.string().optional() } as never })).toThrow('The filter q is no filter kind (list-filters.ts)');
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
