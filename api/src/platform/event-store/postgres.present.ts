import type pg from 'pg';
import { withTransaction } from '../database/pool.js';
import type { Position, StoredEvent } from './event-store.port.js';
import { COLUMNS, type EventRow, toStoredEvent } from './postgres.statements.js';

// Reads of `$all` that must reach the present (a rebuild, the read-model check), where followers stop
// at the horizon (horizon.ts).

/**
 * How long `presentPosition` waits for the appends in flight when it is asked: they last
 * milliseconds, and new appends queue behind it meanwhile, so a bound that only a stuck one reaches.
 */
const APPENDS_IN_FLIGHT_TIMEOUT = '5s';

/** A page of `$all` up to a position no event can be added before any more: no horizon to stop at. */
const READ_ALL_TO = `
  SELECT ${COLUMNS} FROM events
  WHERE (transaction_id, position) > ($1::text::xid8, $2::bigint) AND (transaction_id, position) <= ($3::text::xid8, $4::bigint)
  ORDER BY transaction_id, position
  LIMIT $5`;

/** A page of `$all` after `after` up to `to`, a position no event can be added before any more. */
export async function readAllTo(pool: Pick<pg.Pool, 'query'>, after: Position, to: Position, limit: number): Promise<StoredEvent[]> {
  const { rows } = await pool.query<EventRow>({
    name: 'event-store-read-all-to',
    text: READ_ALL_TO,
    values: [after.commit.toString(), after.prepare.toString(), to.commit.toString(), to.prepare.toString(), limit],
  });
  return rows.map(toStoredEvent);
}

/**
 * An event's place is its transaction's id, so a transaction open now could still commit events
 * ahead of committed ones, and followers stop below every open transaction (horizon.ts). Only an
 * append can add events, and appends are single statements (APPEND) holding the events table: once
 * those in flight have ended (a SHARE lock waits for them), nothing can be added at or before the
 * last event, whatever else stays open in this database or another.
 */
export function presentOf(pool: pg.Pool): Promise<Position | null> {
  return withTransaction(pool, async (client) => {
    await client.query(`SET LOCAL lock_timeout = '${APPENDS_IN_FLIGHT_TIMEOUT}'`);
    await client.query('LOCK TABLE events IN SHARE MODE');
    const { rows } = await client.query<{ commit: string; position: string }>(
      'SELECT transaction_id::text AS commit, position FROM events ORDER BY transaction_id DESC, position DESC LIMIT 1',
    );
    return rows[0] ? { commit: BigInt(rows[0].commit), prepare: BigInt(rows[0].position) } : null;
  });
}
