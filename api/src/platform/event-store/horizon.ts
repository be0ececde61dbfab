/**
 * Followers read `events` only below a horizon under which every transaction that could still add
 * events has ended, so one that commits later with a lower transaction id is never skipped.
 *
 * Transaction ids are the whole server's. The plain horizon, the snapshot's oldest running
 * transaction, is held back by a long transaction in any database of the cluster (another
 * application's, a stopped client's, under test another test's), and every follower and every
 * read-your-writes wait of the shop stalls with it. The exact horizon leaves out the transactions of
 * other databases. It reads every backend's status, some 0.1 to 0.3 ms, so a store asks for it only
 * once the plain one has stood still for HELD_FOR_MS (HorizonWatch), which a busy shop's own short
 * transactions never let happen.
 */

/** How long the plain horizon may stand still before reads ask for the exact one. */
const HELD_FOR_MS = 50;

/**
 * The horizon, as SQL, of the snapshot `snapshot` names (a pg_snapshot), plain or exact: two texts,
 * so each is its own prepared statement and the plain one carries none of the exact one's work.
 * A transaction of another database is one pg_stat_get_activity shows there, which every role may
 * read; one it cannot place (it ended meanwhile, a prepared transaction, a subtransaction) counts as
 * this database's, which only ever holds the horizon lower.
 */
export function horizonOf(snapshot: string, exact: boolean): string {
  if (!exact) return `pg_snapshot_xmin(${snapshot})`;
  return `coalesce(
      (SELECT min(running) FROM pg_snapshot_xip(${snapshot}) running
       WHERE running::xid NOT IN (
         SELECT backend_xid FROM pg_stat_get_activity(NULL)
         WHERE backend_xid IS NOT NULL AND datid <> (SELECT oid FROM pg_database WHERE datname = current_database()))),
      pg_snapshot_xmax(${snapshot}))`;
}

/** Tells a store when the plain horizon its reads saw has stood still long enough to ask for the exact one. */
export class HorizonWatch {
  private xmin: string | undefined;
  private since = 0;

  /** Whether the next read should ask for the exact horizon. */
  get exact(): boolean {
    return this.xmin !== undefined && Date.now() - this.since >= HELD_FOR_MS;
  }

  /** What a read saw as the snapshot's oldest running transaction. */
  saw(xmin: string): void {
    if (xmin === this.xmin) return;
    this.xmin = xmin;
    this.since = Date.now();
  }
}
