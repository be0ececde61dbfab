import pg from 'pg';
import {
  comparePositions,
  latestPosition,
  withTransaction,
  type EventStore,
  type Pool,
  type PoolClient,
  type Position,
  type StoredEvent,
} from '@petshop/api/platform';
import { projections as allProjections, readCheckpoints, type Projection, type ReadModelDifference } from '@petshop/api/projections';
import { applyEvents } from './apply.js';
import { compareTable } from './compare.js';

const PAGE = 2_000;
const q = pg.escapeIdentifier;

export interface CheckProgress {
  phase: 'rebuilding' | 'comparing';
  /** The events up to where the live read models stood when the check began (an estimate until the end). */
  eventsTotal: number;
  eventsRead: number;
  tables: number;
  tablesCompared: number;
  rowsCompared: number;
}

export interface CheckOptions {
  /** The schema the read models are rebuilt into: created, and dropped at the end. */
  schema: string;
  projections?: readonly Projection[];
  /** Differences kept in the result (all are counted). */
  maxDifferences?: number;
  /** Told after each page of events and each table; the check waits for what it returns. */
  onProgress?: (progress: CheckProgress) => void | Promise<void>;
}

export interface CheckResult {
  eventsRead: number;
  rowsCompared: number;
  differenceCount: number;
  differences: ReadModelDifference[];
  tables: string[];
}

/** Where each read model stands: its checkpoint, undefined when it has applied nothing. */
type Cut = Map<string, Position | undefined>;

const before = (event: StoredEvent, position: Position | undefined) => position !== undefined && comparePositions(event.position, position) <= 0;
const after = (event: StoredEvent, position: Position | undefined) => position === undefined || comparePositions(event.position, position) > 0;

/**
 * Rebuilds every read model from the events into a schema of its own, as `projections:rebuild`
 * does but never swapping, and compares each table with the live one row by row.
 *
 * The live runner keeps projecting meanwhile, so both sides must stand at the same events. Each
 * projection is rebuilt up to its live checkpoint as read at the start; then one REPEATABLE READ
 * transaction reads the checkpoints again, applies the events between the two to the copies, and
 * compares. Its snapshot shows every live table exactly at the checkpoint it reads (the runner
 * commits each batch with its checkpoint), so live writes during the check never show as
 * differences, and the runner is never held back. The live tables are locked (ACCESS SHARE, which
 * blocks no write) before that snapshot is taken, so a rebuild swapping them in finishes first.
 */
export async function checkReadModels(store: EventStore, pool: Pool, options: CheckOptions): Promise<CheckResult> {
  const selected = options.projections ?? allProjections;
  const schema = q(options.schema);
  const tables = selected.flatMap((projection) => projection.tables);
  const copy = (table: string) => `${schema}.${q(table)}`;
  const progress: CheckProgress = { phase: 'rebuilding', eventsTotal: 0, eventsRead: 0, tables: tables.length, tablesCompared: 0, rowsCompared: 0 };
  const report = async () => options.onProgress?.({ ...progress });

  await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await pool.query(`CREATE SCHEMA ${schema}`);
  try {
    for (const table of tables) await pool.query(`CREATE TABLE ${copy(table)} (LIKE ${q(table)} INCLUDING ALL)`);

    // The bulk of the work, in short transactions of their own, up to where each read model stood.
    const start = cutOf(await readCheckpoints(pool), selected);
    const furthest = latestPosition(...start.values());
    progress.eventsTotal = furthest
      ? (await store.countAfter(undefined, Number.MAX_SAFE_INTEGER)) - (await store.countAfter(furthest, Number.MAX_SAFE_INTEGER))
      : 0;
    await report();
    for (let position: Position | undefined; furthest && (!position || comparePositions(position, furthest) < 0); ) {
      const page = await pageUpTo(store, position, furthest);
      const within = page.filter((event) => before(event, furthest));
      await withTransaction(pool, async (client) => {
        for (const projection of selected)
          await applyEvents(
            client,
            projection,
            within.filter((event) => before(event, start.get(projection.name))),
            copy,
          );
      });
      progress.eventsRead += within.length;
      position = page.at(-1)!.position;
      await report();
    }

    const client = await pool.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
      await client.query(`LOCK TABLE ${tables.map(q).join(', ')} IN ACCESS SHARE MODE`);
      const cut = cutOf(await readCheckpoints(client), selected);
      await catchUp(client, store, selected, start, cut, copy, async (read) => {
        progress.eventsRead += read;
        progress.eventsTotal = Math.max(progress.eventsTotal, progress.eventsRead);
        await report();
      });
      progress.phase = 'comparing';
      await report();
      const differences: ReadModelDifference[] = [];
      let differenceCount = 0;
      for (const table of tables) {
        const compared = await compareTable(client, table, copy(table), (options.maxDifferences ?? 1_000) - differences.length);
        differences.push(...compared.differences);
        differenceCount += compared.differenceCount;
        progress.rowsCompared += compared.rows;
        progress.tablesCompared++;
        await report();
      }
      await client.query('ROLLBACK'); // the copies go with the schema
      return { eventsRead: progress.eventsRead, rowsCompared: progress.rowsCompared, differenceCount, differences, tables };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  } finally {
    await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
  }
}

/**
 * The page of `$all` after `position` up to `to`, a checkpoint a live read model reached, and so a
 * place no event can be added before any more: never empty before it.
 */
async function pageUpTo(store: EventStore, position: Position | undefined, to: Position): Promise<StoredEvent[]> {
  const page = await store.readAll({ after: position, limit: PAGE, to });
  if (page.length === 0) throw new Error('The event store ended before the position the read models had reached');
  return page;
}

function cutOf(checkpoints: Awaited<ReturnType<typeof readCheckpoints>>, selected: readonly Projection[]): Cut {
  return new Map(selected.map((projection) => [projection.name, checkpoints.get(projection.name)?.position]));
}

/**
 * Inside the comparing transaction: brings each copy from where the bulk left it (`from`) to the
 * live checkpoint of this snapshot (`to`). `read` is told how many events were new to the check.
 */
async function catchUp(
  client: PoolClient,
  store: EventStore,
  selected: readonly Projection[],
  from: Cut,
  to: Cut,
  copy: (table: string) => string,
  read: (events: number) => Promise<void>,
): Promise<void> {
  for (const projection of selected) {
    const [was, is] = [from.get(projection.name), to.get(projection.name)];
    // Only a rebuild moves a checkpoint back, and it moved it past where it stood when the check began.
    if (was && (!is || comparePositions(is, was) < 0)) {
      throw new Error(`The ${projection.name} read model was rebuilt to an earlier position during the check; run the check again`);
    }
  }
  const furthest = latestPosition(...to.values());
  const bulkEnd = latestPosition(...from.values());
  const unmoved = (name: string) => {
    const [was, is] = [from.get(name), to.get(name)];
    return was === undefined ? is === undefined : is !== undefined && comparePositions(was, is) === 0;
  };
  if (!furthest || selected.every((projection) => unmoved(projection.name))) return;
  // From the earliest copy's position (a read model with no checkpoint yet: from the first event).
  const starts = [...from.values()];
  let position = starts.includes(undefined) ? undefined : starts.reduce((earliest, p) => (comparePositions(p!, earliest!) < 0 ? p : earliest));
  while (!position || comparePositions(position, furthest) < 0) {
    const page = await pageUpTo(store, position, furthest);
    for (const projection of selected) {
      const [was, is] = [from.get(projection.name), to.get(projection.name)];
      await applyEvents(
        client,
        projection,
        page.filter((event) => after(event, was) && before(event, is)),
        copy,
      );
    }
    await read(page.filter((event) => after(event, bulkEnd) && before(event, furthest)).length);
    position = page.at(-1)!.position;
  }
}
