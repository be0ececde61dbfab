import pg from 'pg';
import { announceLocally } from './local-announcements.js';

/** Postgres refuses a NOTIFY payload of 8,000 bytes or more. */
const LONGEST_PAYLOAD = 7_000;

/**
 * Announces on a NOTIFY channel that something committed, from outside the writer's transaction. A
 * NOTIFY inside a transaction holds a cluster-wide lock from its commit until the commit is on disk,
 * so busy writers would wait for one another; this one does not wait for the disk (a lost
 * announcement only leaves a cache to its time limit). Announcements asked for while one is on its
 * way, or within `quietMs` after it, are sent together, once, after that: listeners hear of every
 * change, if not of each, and at most one announcement each `quietMs`. This process's own
 * listeners hear each at once (local-announcements.ts), before the writer answers.
 *
 * With `naming`, an announcement may name what changed (`announce(subjects)`); the one sent for a
 * burst names everything its asks named, or is the bare `payload` when one of them named nothing or
 * the names would not fit in a NOTIFY.
 */
export class Announcer {
  private sending = false;
  /** The announcements under way, with their quiet time. */
  private sent: Promise<void> = Promise.resolve();
  private asked = false;
  /** What the asks since the last announcement named; null once one of them named nothing. */
  private subjects: Set<string> | null = new Set();

  constructor(
    private readonly pool: pg.Pool,
    private readonly channel: string,
    private readonly payload: string,
    private readonly quietMs = 0,
    private readonly naming?: (subjects: readonly string[]) => string,
  ) {}

  /** Call after the change has committed; returns at once. */
  announce(subjects?: readonly string[]): void {
    const named = subjects && this.naming ? this.naming(subjects) : undefined;
    announceLocally(this.pool, this.channel, named ?? this.payload);
    if (named === undefined) this.subjects = null;
    else if (this.subjects) for (const subject of subjects!) this.subjects.add(subject);
    this.asked = true;
    if (!this.sending) this.sent = this.send();
  }

  /** Resolves once everything asked for so far has been sent and its quiet time is over. */
  settled(): Promise<void> {
    return this.sent;
  }

  private async send(): Promise<void> {
    this.sending = true;
    while (this.asked) {
      const payload = this.burstPayload();
      this.asked = false;
      this.subjects = new Set();
      const script = `SET LOCAL synchronous_commit = off; SELECT pg_notify(${pg.escapeLiteral(this.channel)}, ${pg.escapeLiteral(payload)})`;
      await this.pool.query(script).catch(() => undefined);
      if (this.quietMs > 0) await new Promise((resolve) => setTimeout(resolve, this.quietMs));
    }
    this.sending = false;
  }

  private burstPayload(): string {
    if (!this.subjects || !this.naming) return this.payload;
    const named = this.naming([...this.subjects]);
    return Buffer.byteLength(named) < LONGEST_PAYLOAD ? named : this.payload;
  }
}
