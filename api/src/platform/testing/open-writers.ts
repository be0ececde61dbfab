import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * The write transactions open anywhere in the cluster, oldest first, as one line each. The event
 * store shows a commit only once every older write transaction of its database has ended (and,
 * for a moment, of the cluster: horizon.ts), so a spec that waited in vain for an event to be read
 * says who was holding it back.
 */
export async function openWriters(pool: Pick<pg.Pool, 'query'>): Promise<string> {
  const { rows } = await pool.query<{ pid: number; database: string; application: string; state: string; seconds: number; query: string }>(
    `SELECT pid, datname AS database, application_name AS application, state,
            extract(epoch FROM now() - xact_start)::float8 AS seconds, left(query, 100) AS query
     FROM pg_stat_activity WHERE backend_xid IS NOT NULL AND pid <> pg_backend_pid() ORDER BY xact_start`,
  );
  if (rows.length === 0) return 'no write transaction open in the cluster';
  return rows
    .map(
      ({ pid, database, application, state, seconds, query }) =>
        `pid ${pid} (${application || 'no name'}, ${database}) ${state} for ${seconds.toFixed(1)} s: ${query}`,
    )
    .join('\n');
}

/**
 * A write transaction begun on `url` (with `statement`, which takes a transaction id) by a session
 * named `applicationName`, left open until the client ends: what holds the event store's readers
 * back, in their own database, or (for a moment) in another one.
 */
export async function openWriteTransaction(
  url: string,
  applicationName?: string,
  statement = 'SELECT pg_current_xact_id()',
): Promise<pg.Client & { pid: number }> {
  const client = new pg.Client({ connectionString: url, ...(applicationName ? { application_name: applicationName } : {}) });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  await client.query('BEGIN');
  await client.query(statement);
  return Object.assign(client, { pid: rows[0]!.pid });
}

/**
 * An event committed now as though written `secondsAgo` (created_at, which an append sets to its
 * transaction's start): how long events have waited, without a spec waiting that long.
 */
export async function writeEventAged(db: Pick<pg.Pool, 'query'>, secondsAgo: number): Promise<void> {
  await db.query(
    `INSERT INTO events (event_id, stream_id, revision, type, data, metadata, created_at)
     VALUES ($1, $2, 0, 'Happened', '{}', $3, now() - make_interval(secs => $4))`,
    [randomUUID(), `aged-${randomUUID()}`, { actor: { _id: null, role: 'system', name: 'test' }, correlationId: 'c', causationId: 'c' }, secondsAgo],
  );
}
