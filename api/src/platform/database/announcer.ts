import pg from 'pg';
import { announceLocally } from './local-announcements.js';

/**
 * Announces on a NOTIFY channel that something committed, from outside the writer's transaction. A
 * NOTIFY inside a transaction holds a cluster-wide lock from its commit until the commit is on disk,
 * so busy writers would wait for one another; this one does not wait for the disk (a lost
 * announcement only leaves a cache to its time limit). Announcements asked for while one is on its
 * way are sent together, once, after it: listeners hear of every change, if not of each. This
 * process's own listeners hear each at once (local-announcements.ts), before the writer answers.
 */
export class Announcer {
  private readonly script: string;
  private sending = false;
  private asked = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly channel: string,
    private readonly payload: string,
  ) {
    this.script = `SET LOCAL synchronous_commit = off; SELECT pg_notify(${pg.escapeLiteral(channel)}, ${pg.escapeLiteral(payload)})`;
  }

  /** Call after the change has committed; returns at once. */
  announce(): void {
    announceLocally(this.pool, this.channel, this.payload);
    this.asked = true;
    if (!this.sending) void this.send();
  }

  private async send(): Promise<void> {
    this.sending = true;
    while (this.asked) {
      this.asked = false;
      await this.pool.query(this.script).catch(() => undefined);
    }
    this.sending = false;
  }
}
