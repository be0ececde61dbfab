import { randomInt } from 'node:crypto';
import { connectionConfig, type SessionSettings } from './idle-transactions.js';
import { OwnConnection } from './own-connection.js';

/** The first key of every liveness lock, so they never meet another use of advisory locks. */
const LIVENESS_LOCKS = 0x5e7_1001;
const RETRY_MS = 1_000;

/**
 * This process, as other processes can see it: it holds an advisory lock keyed by `key` on a
 * connection of its own for as long as it lives. Postgres releases the lock the moment that
 * connection closes, and a process killed outright (SIGKILL, out of memory) closes it at once, so
 * what the process was doing (an Idempotency-Key claim, a placement's stock reservation) can be
 * recognised as abandoned without a timeout that a slow but living process could outlast.
 * After a lost connection the lock is taken again; in between the process looks dead, which only
 * lets a retry run beside it, and every such retry meets the first one's stream.
 */
export class ProcessInstance {
  readonly key = randomInt(1, 2 ** 31 - 1);
  private readonly connection: OwnConnection;

  constructor(databaseUrl: string, name: string, session?: SessionSettings) {
    // A session's lock, held outside any transaction: the idle transaction timeout never ends it.
    this.connection = new OwnConnection(connectionConfig(databaseUrl, `${name}-liveness`, session), async (client) => {
      // Held by a connection of ours that Postgres has not yet seen close (a network cut): wait for it to go.
      while (!(await client.query<{ held: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS held', [LIVENESS_LOCKS, this.key])).rows[0]!.held) {
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    });
  }

  start(): Promise<void> {
    return this.connection.open();
  }

  stop(): Promise<void> {
    return this.connection.close();
  }
}

/** SQL: the instance keys of the processes alive now (those holding their liveness lock in this database). */
export const LIVE_PROCESSES = `SELECT objid::text::int FROM pg_locks
  WHERE locktype = 'advisory' AND granted AND classid = ${LIVENESS_LOCKS}::oid AND objsubid = 2
    AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
