import type pg from 'pg';
import type { ReadStreamOptions, StoredEvent } from './event-store.port.js';
import { COLUMNS, type EventRow, toStoredEvent } from './postgres.statements.js';

// Reads of single streams, by their ids (PostgresEventStore batches those asked for in one turn).

type Db = Pick<pg.Pool, 'query'>;

/** Each stream's events, in order; a stream with none is missing from the map. */
export async function readStreams(db: Db, streamIds: readonly string[]): Promise<Map<string, EventRow[]>> {
  const { rows } = await db.query<EventRow>({
    name: 'event-store-read-streams',
    text: `SELECT ${COLUMNS} FROM events WHERE stream_id = ANY($1::text[]) ORDER BY stream_id, revision`,
    values: [streamIds],
  });
  const byStream = new Map<string, EventRow[]>();
  for (const row of rows) {
    const stream = byStream.get(row.stream_id);
    if (stream) stream.push(row);
    else byStream.set(row.stream_id, [row]);
  }
  return byStream;
}

export async function readLastEvents(db: Db, streamIds: readonly string[]): Promise<Map<string, EventRow>> {
  // One index probe per stream, whatever its length.
  const { rows } = await db.query<EventRow>({
    name: 'event-store-read-last-events',
    text: `SELECT last.* FROM unnest($1::text[]) AS asked(stream_id)
           CROSS JOIN LATERAL (SELECT ${COLUMNS} FROM events WHERE events.stream_id = asked.stream_id ORDER BY revision DESC LIMIT 1) AS last`,
    values: [streamIds],
  });
  return new Map(rows.map((row) => [row.stream_id, row]));
}

// Times cross the port as JS Dates, which stop at milliseconds; so does the comparison.
export async function readStreamUpToTime(db: Db, streamId: string, { toRevision, toTime }: ReadStreamOptions): Promise<StoredEvent[]> {
  const { rows } = await db.query<EventRow>({
    name: 'event-store-read-stream',
    text: `SELECT ${COLUMNS} FROM events
           WHERE stream_id = $1 AND ($2::bigint IS NULL OR revision <= $2) AND date_trunc('milliseconds', created_at) <= $3
           ORDER BY revision`,
    values: [streamId, toRevision?.toString() ?? null, toTime],
  });
  return rows.map(toStoredEvent);
}

export async function currentRevision(db: Db, streamId: string): Promise<bigint | 'no_stream'> {
  const { rows } = await db.query<{ revision: string | null }>('SELECT max(revision)::text AS revision FROM events WHERE stream_id = $1', [streamId]);
  const revision = rows[0]?.revision;
  return revision == null ? 'no_stream' : BigInt(revision);
}
