import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { NO_ROW, pagedList, sql } from './paged-list.js';

const pets = pagedList({
  from: 'pets',
  columns: 'id, name, adopted_at::text AS "adoptedAt"',
  record: (row: { id: string; name: string; adoptedAt: string | null }) => row,
  filters: {
    name: (name: string) => sql`name = ${name}`,
    ownerId: (id: string) => (/^\d+$/.test(id) ? sql`owner_id = ${id}` : NO_ROW),
  },
  sorts: { id: 'id', name: 'name', adoptedAt: { column: 'adopted_at', nullable: true } },
});

// Against the real Postgres: the statements run as built, and what a caller sends stays a value.
describe('pagedList against Postgres', () => {
  let database: TestDatabase;
  const names = async (query: Partial<Parameters<typeof pets.page>[1]>) =>
    (await pets.page(database.pool, { filter: {}, offset: 0, limit: 10, ...query })).records.map((pet) => pet.name);

  beforeAll(async () => {
    database = await createTestDatabase('paged_list');
    await database.pool.query(`CREATE TABLE pets (id text PRIMARY KEY, name text NOT NULL, owner_id bigint, adopted_at date)`);
    await database.pool.query(
      `INSERT INTO pets VALUES ('a', 'Bruno', 1, '2026-01-05'), ('b', 'Coco', 2, NULL), ('c', 'Bruno', 2, '2026-03-01'), ('d', 'Asha', NULL, NULL)`,
    );
  });
  afterAll(() => database.drop());

  it('answers the page asked for and how many match in all', async () => {
    expect(await pets.page(database.pool, { filter: {}, sort: ['name', 'ASC'], offset: 1, limit: 2 })).toEqual({
      records: [
        { id: 'a', name: 'Bruno', adoptedAt: '2026-01-05' },
        { id: 'c', name: 'Bruno', adoptedAt: '2026-03-01' },
      ],
      offset: 1,
      total: 4,
    });
    expect(await pets.page(database.pool, { filter: { name: 'Bruno' }, offset: 5, limit: 10 })).toEqual({ records: [], offset: 5, total: 2 });
  });

  it('breaks ties by id in the sort direction, and sorts empty values as the smallest either way', async () => {
    expect(await names({ sort: ['name', 'DESC'] })).toEqual(['Coco', 'Bruno', 'Bruno', 'Asha']);
    expect((await pets.page(database.pool, { filter: {}, sort: ['name', 'DESC'], offset: 1, limit: 2 })).records.map((pet) => pet.id)).toEqual(['c', 'a']);
    expect(await names({ sort: ['adoptedAt', 'ASC'] })).toEqual(['Coco', 'Asha', 'Bruno', 'Bruno']);
    expect(await names({ sort: ['adoptedAt', 'DESC'] })).toEqual(['Bruno', 'Bruno', 'Asha', 'Coco']);
  });

  it('keeps a hostile filter a value: nothing matches it and the table is still there', async () => {
    for (const name of ["Bruno' OR '1'='1", "x'; DROP TABLE pets; --", 'Bruno\\', '%']) {
      expect(await pets.page(database.pool, { filter: { name }, offset: 0, limit: 10 })).toEqual({ records: [], offset: 0, total: 0 });
    }
    expect(await pets.find(database.pool, "a' OR 'x'='x")).toBeNull();
    expect((await database.pool.query('SELECT count(*)::int AS n FROM pets')).rows[0].n).toBe(4);
  });

  it('answers an id that cannot be one with an empty page rather than a cast error', async () => {
    expect(await pets.page(database.pool, { filter: { ownerId: 'abc' }, offset: 0, limit: 10 })).toEqual({ records: [], offset: 0, total: 0 });
    expect(await names({ filter: { ownerId: '2' }, sort: ['id', 'ASC'] })).toEqual(['Coco', 'Bruno']);
  });

  it('finds one record by id, or none', async () => {
    expect(await pets.find(database.pool, 'b')).toEqual({ id: 'b', name: 'Coco', adoptedAt: null });
    expect(await pets.find(database.pool, 'b', sql`owner_id = ${1}`)).toBeNull();
  });
});
