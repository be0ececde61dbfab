import pg from 'pg';
import { announceLocally } from './local-announcements.js';

/**
 * Announces on a NOTIFY channel that something committed, from outside the writer's transaction. A
 * NOTIFY inside a transaction holds a cluster-wide lock from its commit until the commit is on disk,
 * so busy writers would wait for one another; this one does not wait for the disk (a lost
 * announcement only leaves a cache to its time limit). Announcements asked for while one is on its
 * way, or within `quietMs` after it, are sent together, once, after that: listeners hear of every
 * change, if not of each, and at most one announcement each `quietMs`. This process's own
 * listeners hear each at once (local-announcements.ts), before the writer answers.
 */
export class Announcer {
  private readonly script: string;
  private sending = false;
  private asked = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly channel: string,
    private readonly payload: string,
    private readonly quietMs = 0,
  ) {
    this.script = `SET LOCAL synchronous_commit = off; SELECT pg_notify(${pg.escapeLiteral(channel)}, ${pg.escapeLiteral(payload)})`;
  }

  /** Call after the change has committed; returns at once. This process hears `local`, which may say more than the NOTIFY. */
  announce(local = this.payload): void {
    announceLocally(this.pool, this.channel, local);
    this.asked = true;
    if (!this.sending) void this.send();
  }

  private async send(): Promise<void> {
    this.sending = true;
    while (this.asked) {
      this.asked = false;
      await this.pool.query(this.script).catch(() => undefined);
      if (this.quietMs > 0) await new Promise((resolve) => setTimeout(resolve, this.quietMs));
    }
    this.sending = false;
  }
}
