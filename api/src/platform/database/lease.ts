import pg from 'pg';
import type { Logger } from '../logging/logger.js';
import { connectionConfig, type SessionSettings } from './idle-transactions.js';

/** The first key of every lease lock, apart from the liveness locks (process-instance.ts) and any other use of advisory locks. */
const LEASE_LOCKS = 0x5e7_1002;
const RETRY_MS = 1_000;
/**
 * How long one wait for the lock lasts before it is begun again. Postgres notices that a waiting
 * connection has closed (its standby stopped or died) only when it next talks to it: cut short like
 * this, such a wait ends within this time rather than when the lock is finally granted to nobody.
 */
const WAIT_MS = 1_000;
const LOCK_NOT_AVAILABLE = '55P03';

/** Work started while the lease is held; stopped, and awaited, before the lease is let go. */
export interface LeasedWork {
  stop(): Promise<void>;
}

/**
 * Work that must run in one process at a time however many run the same code (the worker's
 * reactions: two followers of one checkpoint would both react and race on it). The lease is an
 * advisory lock named `name`, held on a connection of its own: the holder runs the work for as
 * long as it holds it, the others wait for the lock in Postgres, and Postgres grants it to one of
 * them the moment the holder's connection closes, however the holder ended (stopped, crashed,
 * SIGKILLed): the standby takes over at once, with no timeout that a slow but living holder could
 * outlast. A holder stops its work before it lets go, so a graceful handover never overlaps. A
 * holder that loses its connection (Postgres restarted, a network cut) stops its work and waits
 * again; a batch in hand may then overlap its successor's first, which is why leased work must be
 * idempotent by key anyway.
 */
export class Lease {
  private client: pg.Client | undefined;
  private running: Promise<void> | undefined;
  private holding = false;
  private stopped = false;
  private letGo: (() => void) | undefined;

  constructor(
    private readonly databaseUrl: string,
    private readonly name: string,
    private readonly logger: Pick<Logger, 'info' | 'warn'>,
    private readonly session?: SessionSettings,
  ) {}

  /** Whether this process holds the lease (and runs the work) now. */
  get held(): boolean {
    return this.holding;
  }

  /** Runs `start`'s work whenever this process holds the lease, until `stop()`. */
  run(start: () => LeasedWork): void {
    this.running ??= this.contend(start);
  }

  /** Stops the work (letting what it has in hand finish), then lets the lease go; a standby stops waiting. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.holding) this.letGo?.();
    else await this.client?.end().catch(() => undefined);
    await this.running;
  }

  private async contend(start: () => LeasedWork): Promise<void> {
    while (!this.stopped) {
      try {
        await this.holdOnce(start);
      } catch (error) {
        if (this.stopped) return;
        this.logger.warn({ err: error, lease: this.name }, 'could not wait for the lease; trying again');
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  }

  private async holdOnce(start: () => LeasedWork): Promise<void> {
    // The lock is a session's, taken outside any transaction: the connection waits and holds it
    // `idle`, never `idle in transaction`, so the idle transaction timeout it carries never ends it.
    const client = new pg.Client({ ...connectionConfig(this.databaseUrl, `petshop-lease:${this.name}`, this.session), keepAlive: true });
    const lost = new Promise<void>((resolve) => {
      client.on('error', () => resolve());
      client.on('end', () => resolve());
    });
    this.client = client;
    let work: LeasedWork | undefined;
    try {
      await client.connect();
      await client.query(`SET lock_timeout = ${WAIT_MS}`);
      // Waits while another process holds it: Postgres grants it the moment that holder's connection closes.
      while (!(await acquired(client, this.name))) if (this.stopped) return;
      if (this.stopped) return;
      this.holding = true;
      work = start();
      this.logger.info({ lease: this.name }, 'holding the lease: its work runs here');
      await Promise.race([lost, new Promise<void>((resolve) => (this.letGo = resolve))]);
      if (!this.stopped) this.logger.warn({ lease: this.name }, 'lost the lease (its connection closed): its work stops here until it is held again');
    } finally {
      await work?.stop();
      this.holding = false;
      this.letGo = undefined;
      await client.end().catch(() => undefined);
    }
  }
}

async function acquired(client: pg.Client, name: string): Promise<boolean> {
  try {
    await client.query('SELECT pg_advisory_lock($1, hashtext($2))', [LEASE_LOCKS, name]);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === LOCK_NOT_AVAILABLE) return false;
    throw error;
  }
}

/** SQL: the processes (backend pids) holding a lease now, and those waiting for it, in this database. */
export const LEASE_HOLDERS = `SELECT l.pid, l.granted FROM pg_locks l
  WHERE l.locktype = 'advisory' AND l.classid = ${LEASE_LOCKS}::oid AND l.objid = hashtext($1)::oid AND l.objsubid = 2
    AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
