import pg from 'pg';

/**
 * Writes a view that changes faster than it needs writing (the supervisor's processes, the API
 * primary's instances): one write at a time, each of the view as it is when it runs, so no older
 * view lands after a newer one, and at most one waiting, so a burst of changes costs two writes. A
 * failed write is dropped: the next change or the caller's interval writes the view again.
 */
export interface LatestViewWriter {
  write(): void;
  /** Resolves once every write asked for so far has ended. */
  settled(): Promise<unknown>;
}

export function latestViewWriter(writeLatest: () => Promise<unknown>): LatestViewWriter {
  let writing: Promise<unknown> = Promise.resolve();
  let queued = false;
  return {
    write() {
      if (queued) return;
      queued = true;
      writing = writing
        .then(() => {
          queued = false;
          return writeLatest();
        })
        .catch(() => undefined);
    },
    settled: () => writing,
  };
}

/** The shortest write timeout: a spec's fast beat on a busy machine timed every write out. */
const MIN_TIMEOUT_MS = 2_000;

/**
 * A view one process keeps in rows of its own (`own` picks them: the supervisor's processes, the API
 * primary's instances), so that /api/health on any instance reads it: written when `keep` says so and
 * again every beat. One connection with short timeouts: a Postgres that does not answer costs a
 * missed write, never a process that hangs; the next beat writes the view again. Rows a day old were
 * left by a process killed outright. `stop` removes the process's own rows.
 */
export function keptView<View>(parts: {
  connection: pg.ClientConfig;
  table: string;
  own: { where: string; values: unknown[] };
  beatMs: number;
  upsert: (db: pg.Pool, view: View) => Promise<unknown>;
}): { keep(view: View, writeNow?: boolean): void; stop(): Promise<void> } {
  const timeoutMs = Math.max(parts.beatMs, MIN_TIMEOUT_MS);
  const pool = new pg.Pool({ ...parts.connection, max: 1, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs });
  pool.on('error', () => undefined);
  let latest: View | undefined;
  let stopped: Promise<void> | undefined;
  const writer = latestViewWriter(() => (latest === undefined ? Promise.resolve() : parts.upsert(pool, latest)));
  void pool.query(`DELETE FROM ${parts.table} WHERE updated_at < now() - interval '1 day'`).catch(() => undefined);
  const timer = setInterval(() => writer.write(), parts.beatMs);
  timer.unref();
  return {
    keep(view, writeNow = true) {
      latest = view;
      if (writeNow) writer.write();
    },
    stop() {
      stopped ??= (async () => {
        clearInterval(timer);
        await writer.settled();
        await pool.query(`DELETE FROM ${parts.table} WHERE ${parts.own.where}`, parts.own.values).catch(() => undefined);
        await pool.end();
      })();
      return stopped;
    },
  };
}
