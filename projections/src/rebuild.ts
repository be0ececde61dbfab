import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { comparePositions, migrateInto, withTransaction, type EventStore, type Logger, type Pool, type PoolClient, type Position } from '@petshop/api/platform';
import { lockCheckpoint, saveCheckpoint, type Projection } from '@petshop/api/projections';
import { applyEvents } from './apply.js';

const PAGE = 2_000;
const reached = (position: Position | undefined, end: Position) => position !== undefined && comparePositions(position, end) >= 0;
const fresh = (table: string) => `${table}__rebuild`;
const retired = (table: string) => `${table}__retired`;

/**
 * Rebuilds a read model from the first event into fresh copies of its tables, then swaps them in
 * within one short transaction. Readers keep the old tables until the swap, so they never see an
 * empty or half-built read model; the live runner keeps going meanwhile and resumes from the
 * rebuilt checkpoint afterwards.
 */
export async function rebuildProjection(projection: Projection, store: EventStore, pool: Pool, logger: Logger): Promise<number> {
  const quoted = (table: string) => pg.escapeIdentifier(table);
  for (const table of projection.tables) {
    await pool.query(`DROP TABLE IF EXISTS ${quoted(fresh(table))}`);
    await pool.query(`CREATE TABLE ${quoted(fresh(table))} (LIKE ${quoted(table)} INCLUDING ALL)`);
    await copyTableSettings(pool, quoted(table), quoted(fresh(table)));
  }
  const intoFresh = (table: string) => quoted(fresh(table));

  // Bulk of the work in ordinary short transactions, so the store's readers are never held back; up
  // to the present as it was asked, whatever transactions are left open meanwhile.
  let position: Position | undefined;
  let lastEventAt: Date | undefined;
  let count = 0;
  const present = await store.presentPosition();
  while (present && !reached(position, present)) {
    const page = await store.readAll({ after: position, limit: PAGE, to: present });
    await withTransaction(pool, (client) => applyEvents(client, projection, page, intoFresh));
    ({ position, createdAt: lastEventAt } = page.at(-1)!);
    count += page.length;
    logger.info({ projection: projection.name, events: count }, 'rebuilding');
  }

  return withTransaction(pool, async (client) => {
    await lockCheckpoint(client, projection.name); // the live runner waits here until the swap commits
    const now = await store.presentPosition();
    while (now && !reached(position, now)) {
      const page = await store.readAll({ after: position, limit: PAGE, to: now });
      await applyEvents(client, projection, page, intoFresh);
      ({ position, createdAt: lastEventAt } = page.at(-1)!);
      count += page.length;
    }
    await swapTables(client, projection.tables);
    if (position && lastEventAt) await saveCheckpoint(client, projection.name, position, lastEventAt);
    else await client.query('UPDATE projection_checkpoints SET commit_position = NULL, prepare_position = NULL WHERE name = $1', [projection.name]);
    return count;
  });
}

/**
 * Recreates, empty, the read-model tables among `tables` that are gone (a bad migration dropped them,
 * or a restore brought back the truth alone), as the migrations define them: each migration is run
 * into a schema of its own, whose tables lend their definitions and which is then dropped. The
 * rebuild copies the live tables' definitions, so it needs them there; answers the tables recreated.
 */
export async function recreateMissingTables(databaseUrl: string, pool: Pool, tables: readonly string[]): Promise<string[]> {
  const { rows } = await pool.query<{ table: string; schema: string }>(
    'SELECT t AS table, current_schema() AS schema FROM unnest($1::text[]) t WHERE to_regclass(quote_ident(t)) IS NULL',
    [tables],
  );
  if (rows.length === 0) return [];
  const scratch = `read_model_definitions_${randomBytes(4).toString('hex')}`;
  const defined = (table: string) => `${pg.escapeIdentifier(scratch)}.${pg.escapeIdentifier(table)}`;
  await pool.query(`CREATE SCHEMA ${pg.escapeIdentifier(scratch)}`);
  try {
    await migrateInto(databaseUrl, scratch, rows[0]!.schema);
    for (const { table } of rows) {
      await pool.query(`CREATE TABLE ${pg.escapeIdentifier(table)} (LIKE ${defined(table)} INCLUDING ALL)`);
      await copyTableSettings(pool, defined(table), pg.escapeIdentifier(table));
    }
  } finally {
    await pool.query(`DROP SCHEMA IF EXISTS ${pg.escapeIdentifier(scratch)} CASCADE`);
  }
  return rows.map(({ table }) => table);
}

/**
 * LIKE copies columns, indexes and constraints but not the table's own settings (fillfactor and the
 * like) nor its columns' statistics targets (migration 0039 keeps none of the opaque documents).
 * Both names come quoted (and qualified where they need a schema).
 */
async function copyTableSettings(pool: Pool, source: string, copy: string) {
  const { rows } = await pool.query<{ options: string[] | null }>('SELECT reloptions AS options FROM pg_class WHERE oid = $1::regclass', [source]);
  const options = rows[0]?.options;
  if (options?.length) await pool.query(`ALTER TABLE ${copy} SET (${options.join(', ')})`);
  const targets = await pool.query<{ column: string; target: number }>(
    'SELECT attname AS column, attstattarget AS target FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attstattarget >= 0',
    [source],
  );
  for (const { column, target } of targets.rows) {
    await pool.query(`ALTER TABLE ${copy} ALTER COLUMN ${pg.escapeIdentifier(column)} SET STATISTICS ${Number(target)}`);
  }
}

async function swapTables(client: PoolClient, tables: readonly string[]) {
  for (const table of tables) {
    const [live, next, old] = [table, fresh(table), retired(table)].map((name) => pg.escapeIdentifier(name));
    await client.query(`ALTER TABLE ${live} RENAME TO ${pg.escapeIdentifier(retired(table))}`);
    await client.query(`ALTER TABLE ${next} RENAME TO ${pg.escapeIdentifier(table)}`);
    await client.query(`DROP TABLE ${old}`);
  }
}
