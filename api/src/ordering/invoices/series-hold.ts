import type pg from 'pg';
import { withTransaction } from '../../platform/database/pool.js';
import type { DocumentKind } from './financial-year.js';

/** The first key of the series' advisory locks, apart from every other use of advisory locks. */
const SERIES_LOCKS = 0x5e7_1003;

/** Within one process, numbering waits its turn here, so at most one connection per process waits on the lock. */
const turns = new Map<DocumentKind, Promise<unknown>>();

/**
 * Runs `work` while no other process or task numbers a document of this kind: an advisory lock
 * held by an open transaction on a connection of its own (it does no writes, so it holds back no
 * event), released at its end or when the holder's connection closes however the holder died.
 * Numbering one batch at a time is what lets a series keep its numbers consecutive and finish the
 * numbers a crashed holder left without their documents (numbering.ts).
 */
export async function holdingSeries<Result>(pool: pg.Pool, kind: DocumentKind, work: () => Promise<Result>): Promise<Result> {
  const before = turns.get(kind) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(() => underLock(pool, kind, work));
  turns.set(
    kind,
    mine.catch(() => undefined),
  );
  return mine;
}

/** The work, inside a transaction that holds the kind's advisory lock (a transaction's lock: it goes when the transaction ends). */
const underLock = <Result>(pool: pg.Pool, kind: DocumentKind, work: () => Promise<Result>): Promise<Result> =>
  withTransaction(pool, async (client) => {
    // The kind is one of two fixed words: written into the statement, which then needs no parse step of its own.
    await client.query(`SELECT pg_advisory_xact_lock(${SERIES_LOCKS}, hashtext('${kind}'))`);
    return work();
  });
