// The Postgres event store's statements and rows: the SQL the adapter sends, in one place.
import { horizonOf } from './horizon.js';
import type { ExpectedRevision, StoredEvent } from './event-store.port.js';

const UNIQUE_VIOLATION = '23505';
const STREAM_REVISION_KEY = 'events_pkey';

// One statement, so one round trip and one implicit transaction, for the appends of a turn (each
// stream at most once). Each stream's revision is checked on its own, with the insert, in the same
// snapshot: a stream whose check fails gets no rows back while the others are stored, and a
// concurrent writer that slips in between loses on the (stream_id, revision) key instead. Streams
// are inserted in stream order, so two such statements wait for each other's keys in the same
// order and never deadlock.
export const APPEND = `
  WITH appends AS (
    SELECT a.stream, a.expected, a.events, (SELECT coalesce(max(revision), -1) FROM events WHERE stream_id = a.stream) AS head
    FROM jsonb_to_recordset($1::jsonb) AS a(stream text, expected bigint, events jsonb)
  )
  INSERT INTO events (event_id, stream_id, revision, type, data, metadata)
  SELECT e.id, a.stream, a.head + e.ord, e.type, e.data, e.metadata
  FROM appends a,
    ROWS FROM (jsonb_to_recordset(a.events) AS (id uuid, type text, data jsonb, metadata jsonb))
    WITH ORDINALITY AS e(id, type, data, metadata, ord)
  WHERE a.expected IS NULL OR a.head = a.expected
  ORDER BY a.stream, e.ord
  RETURNING stream_id, transaction_id::text AS commit, position, revision`;

export const COLUMNS = `event_id, stream_id, revision, type, data, metadata, transaction_id::text AS commit, position, created_at`;
/** The statement's snapshot (s), its oldest running transaction (xmin) and where reads of `$all` stop (horizon.ts). */
export const horizonFrom = (exact: boolean) => `(SELECT pg_snapshot_xmin(s)::text AS xmin, ${horizonOf('s', exact)} AS horizon FROM pg_current_snapshot() s) h`;
/** A page of `$all`, hung off the one-row horizon so that a read that finds nothing still tells what held it back. */
const readAllBelow = (exact: boolean) => `
  SELECT h.xmin, e.* FROM ${horizonFrom(exact)}
  LEFT JOIN LATERAL (
    SELECT ${COLUMNS} FROM events
    WHERE (transaction_id, position) > ($1::text::xid8, $2::bigint) AND transaction_id < h.horizon
    ORDER BY transaction_id, position
    LIMIT $3
  ) e ON true`;
export const READ_ALL = { plain: readAllBelow(false), exact: readAllBelow(true) };
export type AppendedRow = { commit: string; position: string; revision: string };

export interface StreamAppend {
  stream: string;
  expected: string | null;
  events: { id: string; type: string; data: unknown; metadata: unknown }[];
}

export interface EventRow {
  event_id: string;
  stream_id: string;
  revision: string;
  type: string;
  data: unknown;
  metadata: StoredEvent['metadata'];
  commit: string;
  position: string;
  created_at: Date;
}

export function toStoredEvent(row: EventRow): StoredEvent {
  return {
    id: row.event_id,
    streamId: row.stream_id,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    revision: BigInt(row.revision),
    position: { commit: BigInt(row.commit), prepare: BigInt(row.position) },
    createdAt: row.created_at,
  };
}

export function expectedRevisionParameter(expected: ExpectedRevision): string | null {
  if (expected === 'any') return null;
  if (expected === 'no_stream') return '-1';
  return expected.toString();
}

/** Another writer took the stream's next revision first. */
export function isRevisionClash(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === UNIQUE_VIOLATION && constraint === STREAM_REVISION_KEY;
}
