import type pg from 'pg';

type Db = Pick<pg.PoolClient, 'query'>;

export type SortOrder = 'ASC' | 'DESC';

/** SQL text with its values kept apart: each `${value}` is sent as a numbered parameter, never written into the text. */
export interface Sql {
  readonly text: readonly string[];
  readonly values: readonly unknown[];
}

export const sql = (text: TemplateStringsArray, ...values: unknown[]): Sql => ({ text: [...text], values });

/** The condition no row meets: a filter value that can name nothing (an id that is no uuid) is an empty page, not a database error. */
export const NO_ROW = sql`false`;

/** A sortable field's column; a `nullable` one sorts its empty values as the smallest, either way. */
export type SortColumn = string | { column: string; nullable: true };

/** Each filter of a list: its value (never null or undefined) to a condition, or undefined for none (a blank search). */
type Filters = Record<string, (value: never) => Sql | undefined>;

/** The filter a list takes: any of its filters' values. */
export type FilterOf<F extends Filters> = { [K in keyof F]?: Parameters<F[K]>[0] };

/**
 * A staff list as data: where its rows come from, what a record is, what it filters on and sorts
 * by. Only this text (and `id`'s column) ever reaches the SQL; what the caller asks for arrives as
 * parameters, and a sort is looked up among `sorts`.
 */
export interface PagedListSpec<Row, Item, F extends Filters, Field extends string> {
  /** The rows, joins included. */
  from: string;
  /** The select list of a record. */
  columns: string;
  /** A row as the list answers it. */
  record: (row: Row) => Item;
  /** What every row of the list meets, whatever the filter. */
  where?: string;
  filters: F;
  /**
   * Every list sorts by `id` (react-admin's default sort), and breaks ties by it, in the same
   * direction. A sort reads the table's column, whatever the record calls its own (tableSorts).
   */
  sorts: Record<Field | 'id', SortColumn>;
  /** The order when no sort is asked for; by id otherwise. */
  unsorted?: string;
  /** What the count reads, when `from` joins more than the filters need. */
  countFrom?: string;
  /** What an id looks like: another names no record, rather than Postgres refusing the cast. */
  ids?: { test(id: string): boolean };
}

export interface PageQuery<Filter, Field extends string> {
  filter: Filter;
  sort?: readonly [Field, SortOrder];
  offset: number;
  limit: number;
}

/** The records from `offset`, and how many the filter matches in all. */
export interface Page<Item> {
  records: Item[];
  offset: number;
  total: number;
}

// Properties, not methods: a list's filter is then checked both ways where a controller hands it one.
export interface PagedList<Item, Filter, Field extends string> {
  readonly sortFields: readonly Field[];
  readonly filterNames: readonly string[];
  /** The two statements a page takes (pure: for specs and EXPLAIN). */
  readonly statements: (query: PageQuery<Filter, Field>) => { page: pg.QueryConfig; count: pg.QueryConfig };
  readonly page: (db: Db, query: PageQuery<Filter, Field>) => Promise<Page<Item>>;
  /** One record by id, meeting the list's own condition and any of `conditions`. */
  readonly find: (db: Db, id: string, ...conditions: Sql[]) => Promise<Item | null>;
}

export function pagedList<Row, Item, F extends Filters, Field extends string>(
  spec: PagedListSpec<Row, Item, F, Field>,
): PagedList<Item, FilterOf<F>, Field | 'id'> {
  const idColumn = columnOf(spec.sorts.id);
  const sorts = tableSorts(spec.from, spec.sorts);
  const statements = (query: PageQuery<FilterOf<F>, Field | 'id'>) => {
    const where = new Where(spec.where);
    for (const [name, condition] of Object.entries(spec.filters)) {
      const value = query.filter[name];
      if (value !== undefined && value !== null) where.and(condition(value as never));
    }
    const count = { text: `SELECT count(*)::int AS total FROM ${spec.countFrom ?? spec.from}${where}`, values: [...where.values] };
    const [limit, offset] = [where.param(rowCount('limit', query.limit)), where.param(rowCount('offset', query.offset))];
    const order = orderBy(sorts, spec.unsorted, query.sort);
    return {
      page: { text: `SELECT ${spec.columns} FROM ${spec.from}${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`, values: where.values },
      count,
    };
  };
  return {
    sortFields: Object.keys(spec.sorts) as (Field | 'id')[],
    filterNames: Object.keys(spec.filters),
    statements,
    page: async (db, query) => {
      const { page, count } = statements(query);
      const [listed, counted] = await Promise.all([db.query(page), db.query<{ total: number }>(count)]);
      return { records: listed.rows.map((row) => spec.record(row as Row)), offset: query.offset, total: counted.rows[0]!.total };
    },
    find: async (db, id, ...conditions) => {
      if (spec.ids && !spec.ids.test(id)) return null;
      const where = new Where(spec.where);
      where.and({ text: [`${idColumn} = `, ''], values: [id] });
      for (const condition of conditions) where.and(condition);
      const { rows } = await db.query({ text: `SELECT ${spec.columns} FROM ${spec.from}${where}`, values: where.values });
      return rows[0] ? spec.record(rows[0] as Row) : null;
    },
  };
}

/** The conditions of a statement, numbering their values as parameters in order. */
class Where {
  readonly values: unknown[] = [];
  private readonly conditions: string[];

  constructor(always?: string) {
    this.conditions = always ? [always] : [];
  }

  param(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  and(condition: Sql | undefined): void {
    if (!condition) return;
    this.conditions.push(`(${condition.text.map((part, i) => (i === 0 ? part : `${this.param(condition.values[i - 1])}${part}`)).join('')})`);
  }

  toString(): string {
    return this.conditions.length ? ` WHERE ${this.conditions.join(' AND ')}` : '';
  }
}

const columnOf = (sort: SortColumn) => (typeof sort === 'string' ? sort : sort.column);

const BARE_COLUMN = /^[a-z_][a-z0-9_]*$/;

/**
 * In ORDER BY, a bare name is the select list's column of that name when it has one, the table's
 * only otherwise: with `id::text AS id` among a record's columns, `ORDER BY id` sorted the audit
 * log's numeric ids as text (9, 8, …, 3, 21, 20, 2). A sort is the table's column, so a bare one
 * is qualified with the list's one table; a list that joins tables names them itself (a bare
 * column there is refused when the list is made). A quoted name ("ordersCount") is the select
 * list's on purpose: a figure only the record has.
 */
function tableSorts<Field extends string>(from: string, sorts: Record<Field, SortColumn>): Record<Field, SortColumn> {
  const table = BARE_COLUMN.test(from) ? from : undefined;
  const qualified = (field: string, column: string) => {
    if (!BARE_COLUMN.test(column)) return column;
    if (!table) throw new Error(`The sort ${field} (${column}) must name its table: the list reads from ${from.split(/\s/, 1)[0]} and more`);
    return `${table}.${column}`;
  };
  return Object.fromEntries(
    Object.entries<SortColumn>(sorts).map(([field, sort]) => [
      field,
      typeof sort === 'string' ? qualified(field, sort) : { ...sort, column: qualified(field, sort.column) },
    ]),
  ) as Record<Field, SortColumn>;
}

function orderBy(sorts: Record<string, SortColumn>, unsorted: string | undefined, sort: readonly [string, SortOrder] | undefined): string {
  const id = columnOf(sorts.id!);
  if (!sort) return unsorted ?? `${id} ASC`;
  const [field, order] = sort;
  // The parsed query already allows only these; checked again here because they are written into the SQL.
  const column = Object.hasOwn(sorts, field) ? sorts[field] : undefined;
  if (!column) throw new Error(`No sort on ${field}`);
  if (order !== 'ASC' && order !== 'DESC') throw new Error(`No sort order ${order}`);
  const key = typeof column === 'string' ? `${column} ${order}` : `${column.column} ${order === 'DESC' ? 'DESC NULLS LAST' : 'ASC NULLS FIRST'}`;
  return field === 'id' ? key : `${key}, ${id} ${order}`;
}

function rowCount(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number from 0, not ${value}`);
  return value;
}
