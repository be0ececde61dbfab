import type pg from 'pg';

export interface EventStreamRow {
  streamId: string;
  category: string;
  lastRevision: number;
  lastType: string;
  eventsCount: number;
  firstEventAt: Date;
  lastEventAt: Date;
}

export async function findEventStream(db: Pick<pg.Pool, 'query'>, streamId: string): Promise<EventStreamRow | null> {
  const { rows } = await db.query(
    `SELECT stream_id AS "streamId", category, last_revision::int AS "lastRevision", last_type AS "lastType",
            events_count::int AS "eventsCount", first_event_at AS "firstEventAt", last_event_at AS "lastEventAt"
     FROM event_streams WHERE stream_id = $1`,
    [streamId],
  );
  return (rows[0] as EventStreamRow | undefined) ?? null;
}
