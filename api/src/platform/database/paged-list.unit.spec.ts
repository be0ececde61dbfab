import { NO_ROW, pagedList, sql } from './paged-list.js';

const pets = pagedList({
  from: 'pets',
  columns: 'id, name, adopted_at AS "adoptedAt"',
  record: (row: { id: string; name: string; adoptedAt: string | null }) => row,
  where: 'NOT deleted',
  filters: {
    name: (name: string) => (name ? sql`lower(name) LIKE ${`%${name.toLowerCase()}%`}` : undefined),
    kind: (kind: string) => sql`kind = ${kind}`,
    vaccinated: (vaccinated: boolean) => sql`vaccinated = ${vaccinated}`,
    ownerId: (id: string) => (/^\d+$/.test(id) ? sql`owner_id = ${id}` : NO_ROW),
  },
  sorts: { id: 'pet_id', name: 'name', adoptedAt: { column: 'adopted_at', nullable: true } },
  ids: /^\d+$/,
});

const HOSTILE = "x'); DROP TABLE pets; --";

describe('pagedList: a staff list declared as data', () => {
  it('sends every filter value as a numbered parameter, never as SQL text', () => {
    const { page, count } = pets.statements({ filter: { name: HOSTILE, kind: HOSTILE }, sort: ['name', 'ASC'], offset: 50, limit: 25 });
    expect(page.text).toBe(
      'SELECT id, name, adopted_at AS "adoptedAt" FROM pets WHERE NOT deleted AND (lower(name) LIKE $1) AND (kind = $2) ORDER BY pets.name ASC, pets.pet_id ASC LIMIT $3 OFFSET $4',
    );
    expect(page.values).toEqual([`%${HOSTILE.toLowerCase()}%`, HOSTILE, 25, 50]);
    expect(count).toEqual({
      text: 'SELECT count(*)::int AS total FROM pets WHERE NOT deleted AND (lower(name) LIKE $1) AND (kind = $2)',
      values: [`%${HOSTILE.toLowerCase()}%`, HOSTILE],
    });
    expect(page.text).not.toContain('DROP');
  });

  it('leaves out filters that are absent, null, or that say "no condition" (a blank search); false is a value', () => {
    const { page } = pets.statements({ filter: { name: '', kind: undefined, vaccinated: false }, offset: 0, limit: 10 });
    expect(page.text).toContain('WHERE NOT deleted AND (vaccinated = $1) ORDER BY');
    expect(page.values).toEqual([false, 10, 0]);
    const nulls = pets.statements({ filter: { kind: null as unknown as string }, offset: 0, limit: 10 });
    expect(nulls.count.text).toBe('SELECT count(*)::int AS total FROM pets WHERE NOT deleted');
  });

  it('answers a value that can name nothing with a condition no row meets, not a cast the database refuses', () => {
    const { count } = pets.statements({ filter: { ownerId: 'not-a-number' }, offset: 0, limit: 10 });
    expect(count).toEqual({ text: 'SELECT count(*)::int AS total FROM pets WHERE NOT deleted AND (false)', values: [] });
  });

  it('sorts only by the declared fields, with the declared columns, breaking ties by id in the same direction', () => {
    const order = (sort?: readonly [string, 'ASC' | 'DESC']) => {
      const { text } = pets.statements({ filter: {}, sort: sort as ['name', 'ASC'], offset: 0, limit: 1 }).page;
      return text.slice(text.indexOf('ORDER BY') + 9, text.indexOf(' LIMIT'));
    };
    expect(order(['name', 'DESC'])).toBe('pets.name DESC, pets.pet_id DESC');
    expect(order(['id', 'DESC'])).toBe('pets.pet_id DESC');
    // Empty values sort as the smallest either way.
    expect(order(['adoptedAt', 'ASC'])).toBe('pets.adopted_at ASC NULLS FIRST, pets.pet_id ASC');
    expect(order(['adoptedAt', 'DESC'])).toBe('pets.adopted_at DESC NULLS LAST, pets.pet_id DESC');
    for (const field of ['owner_id', 'constructor', '__proto__', 'name; DROP TABLE pets']) expect(() => order([field, 'ASC'])).toThrow(`No sort on ${field}`);
    expect(() => order(['name', 'ASC; DROP TABLE pets' as 'ASC'])).toThrow('No sort order');
  });

  it("offers id among its sort fields (react-admin's default sort), and orders by id without a sort unless told its own order", () => {
    expect(pets.sortFields).toEqual(['id', 'name', 'adoptedAt']);
    expect(pets.statements({ filter: {}, offset: 0, limit: 1 }).page.text).toContain('ORDER BY pets.pet_id ASC LIMIT');
    const ownOrder = pagedList({ from: 't', columns: '*', record: (row: object) => row, filters: {}, sorts: { id: 'id' }, unsorted: 'seen_at DESC, id' });
    expect(ownOrder.statements({ filter: {}, offset: 0, limit: 1 }).page.text).toBe('SELECT * FROM t ORDER BY seen_at DESC, id LIMIT $1 OFFSET $2');
  });

  it("sorts by the table's column, not the record's column of the same name (an id answered as text sorted 9 before 10)", () => {
    const audit = pagedList({ from: 'audit_log', columns: 'id::text AS id, at', record: (row: object) => row, filters: {}, sorts: { id: 'id', at: 'at' } });
    expect(audit.statements({ filter: {}, sort: ['id', 'DESC'], offset: 0, limit: 1 }).page.text).toContain('ORDER BY audit_log.id DESC LIMIT');
    expect(audit.statements({ filter: {}, sort: ['at', 'ASC'], offset: 0, limit: 1 }).page.text).toContain('ORDER BY audit_log.at ASC, audit_log.id ASC LIMIT');
    // Joined, the list names each sort's table; a quoted name is the record's own figure, on purpose.
    const joined = { from: 'users u LEFT JOIN orders o ON true', columns: 'u.id::text AS id', record: (row: object) => row, filters: {} };
    expect(() => pagedList({ ...joined, sorts: { id: 'u.id', email: 'email' } })).toThrow(
      'The sort email (email) must name its table: the list reads from users and more',
    );
    const figures = pagedList({ ...joined, sorts: { id: 'u.id', spent: '"totalSpent"' } });
    expect(figures.statements({ filter: {}, sort: ['spent', 'DESC'], offset: 0, limit: 1 }).page.text).toContain('ORDER BY "totalSpent" DESC, u.id DESC LIMIT');
  });

  it('refuses an offset or limit that is not a whole number from 0', () => {
    for (const [offset, limit] of [
      [-1, 10],
      [0, -5],
      [0.5, 10],
      [0, Number.NaN],
    ] as const) {
      expect(() => pets.statements({ filter: {}, offset, limit })).toThrow(RangeError);
    }
  });

  it('finds one record by its id column, only when the id looks like one', async () => {
    const queries: unknown[] = [];
    const db = {
      async query(config: unknown) {
        queries.push(config);
        return { rows: [{ id: '7', name: 'Bruno', adoptedAt: null }] };
      },
    };
    expect(await pets.find(db as never, '7', sql`kind = ${'dog'}`)).toEqual({ id: '7', name: 'Bruno', adoptedAt: null });
    expect(queries).toEqual([
      { text: 'SELECT id, name, adopted_at AS "adoptedAt" FROM pets WHERE NOT deleted AND (pet_id = $1) AND (kind = $2)', values: ['7', 'dog'] },
    ]);
    expect(await pets.find(db as never, "7' OR '1'='1")).toBeNull();
    expect(queries).toHaveLength(1);
  });
});
