import pg from 'pg';
import type { PoolClient } from '@petshop/api/platform';
import type { ReadModelDifference } from '@petshop/api/projections';

export interface TableComparison {
  /** Rows in either table (each key once). */
  rows: number;
  differenceCount: number;
  /** The first `limit` differing rows' differences, in key order. */
  differences: ReadModelDifference[];
}

interface PairRow {
  key: Record<string, unknown>;
  only_live: boolean;
  only_rebuilt: boolean;
  columns: string[];
  live: Record<string, unknown> | null;
  rebuilt: Record<string, unknown> | null;
}

const q = pg.escapeIdentifier;

/**
 * Compares a live table with its rebuilt copy row by row, joined on the primary key, every column
 * with IS DISTINCT FROM (the column type's own equality: jsonb as values, numeric as numbers). A
 * row only one side has is one difference; a row both have counts one per column that differs.
 * Runs in the caller's transaction, so both sides are read from one snapshot.
 */
export async function compareTable(client: PoolClient, live: string, rebuilt: string, limit: number): Promise<TableComparison> {
  const { columns, key } = await shapeOf(client, live);
  const [first] = key;
  if (!first) throw new Error(`${live} has no primary key to compare its rows by`);
  const keyObject = `jsonb_build_object(${key.map((column) => `${pg.escapeLiteral(column)}, coalesce(l.${q(column)}, r.${q(column)})`).join(', ')})`;
  const differing = columns.map((column) => `CASE WHEN l.${q(column)} IS DISTINCT FROM r.${q(column)} THEN ${pg.escapeLiteral(column)} END`);
  const pairs = `SELECT ${keyObject} AS key, l.${q(first)} IS NULL AS only_rebuilt, r.${q(first)} IS NULL AS only_live,
                        array_remove(ARRAY[${differing.join(', ')}]::text[], NULL) AS columns, to_jsonb(l) AS live, to_jsonb(r) AS rebuilt
                 FROM ${q(live)} l FULL JOIN ${rebuilt} r ON ${key.map((column) => `l.${q(column)} = r.${q(column)}`).join(' AND ')}`;
  const differs = 'only_live OR only_rebuilt OR cardinality(columns) > 0';
  const { rows: totals } = await client.query<{ rows: number; differences: number }>(
    `SELECT count(*)::float8 AS rows, coalesce(sum(CASE WHEN only_live OR only_rebuilt THEN 1 ELSE cardinality(columns) END), 0)::float8 AS differences
     FROM (${pairs}) pairs`,
  );
  const { rows, differences: differenceCount } = totals[0]!;
  if (differenceCount === 0 || limit <= 0) return { rows, differenceCount, differences: [] };
  const { rows: found } = await client.query<PairRow>(`SELECT * FROM (${pairs}) pairs WHERE ${differs} ORDER BY key LIMIT $1`, [limit]);
  return { rows, differenceCount, differences: found.flatMap((pair) => differencesOf(live, pair)).slice(0, limit) };
}

function differencesOf(table: string, pair: PairRow): ReadModelDifference[] {
  if (pair.only_live) return [{ table, key: pair.key, kind: 'only_live', column: null, live: pair.live, rebuilt: null }];
  if (pair.only_rebuilt) return [{ table, key: pair.key, kind: 'only_rebuilt', column: null, live: null, rebuilt: pair.rebuilt }];
  return pair.columns.map((column) => ({
    table,
    key: pair.key,
    kind: 'changed',
    column,
    live: pair.live?.[column] ?? null,
    rebuilt: pair.rebuilt?.[column] ?? null,
  }));
}

/** The table's columns (generated ones included) and its primary key's, in order. */
async function shapeOf(client: PoolClient, table: string): Promise<{ columns: string[]; key: string[] }> {
  const { rows } = await client.query<{ name: string; key_position: number | null }>(
    `SELECT a.attname AS name, array_position(i.indkey::int2[], a.attnum) AS key_position
     FROM pg_attribute a LEFT JOIN pg_index i ON i.indrelid = a.attrelid AND i.indisprimary
     WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped
     ORDER BY a.attnum`,
    [q(table)],
  );
  const key = rows.filter((row) => row.key_position !== null).sort((a, b) => a.key_position! - b.key_position!);
  return { columns: rows.map((row) => row.name), key: key.map((row) => row.name) };
}
