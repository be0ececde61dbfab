import type pg from 'pg';
import { comparePositions, parsePosition, type Position } from '../event-store/event-store.port.js';
import type { PgNotifications } from '../database/notifications.js';
import { readCheckpoints } from './checkpoints.js';
import { PROJECTION_CHECKPOINT_CHANNEL, type FollowerName } from './projection.js';

interface Waiter {
  names: readonly FollowerName[];
  position: Position;
  resolve(reached: boolean): void;
}

/**
 * Lets the API answer its own writes consistently: after appending, it waits (with a bound) until
 * the read models it is about to read have passed the appended position. The projections runner
 * announces each checkpoint with NOTIFY; a slow poll covers a missed notification.
 */
export class ProjectionWaiter {
  private readonly reached = new Map<string, Position>();
  /** When each projection last announced a checkpoint (ms since epoch). */
  private readonly heardAt = new Map<string, number>();
  private readonly waiters = new Set<Waiter>();
  private poller: NodeJS.Timeout | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly notifications: PgNotifications,
    private readonly pollIntervalMs = 100,
  ) {}

  async start(): Promise<void> {
    const refresh = () => void this.refresh().catch(() => undefined);
    await this.notifications.listen(
      PROJECTION_CHECKPOINT_CHANNEL,
      (payload) => {
        const { name, position } = JSON.parse(payload) as { name: string; position: string };
        this.record(name, parsePosition(position));
      },
      refresh,
    );
    await this.refresh();
    this.poller = setInterval(() => this.waiters.size > 0 && refresh(), this.pollIntervalMs);
  }

  stop(): void {
    clearInterval(this.poller);
    for (const waiter of this.waiters) waiter.resolve(false);
  }

  /** Resolves true once every named projection has passed `position`, false after `timeoutMs`. */
  waitFor(names: readonly FollowerName[], position: Position, timeoutMs: number): Promise<boolean> {
    if (this.hasReached(names, position)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        names,
        position,
        resolve: (reached) => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(reached);
        },
      };
      const timer = setTimeout(() => waiter.resolve(false), timeoutMs);
      this.waiters.add(waiter);
    });
  }

  /** Where a projection stood when it last announced itself; undefined when it never has. */
  positionOf(name: FollowerName): Position | undefined {
    return this.reached.get(name);
  }

  /** Whether a projection announced a checkpoint in the last `ms`: a busy, live runner does so many times a second. */
  heardWithin(name: FollowerName, ms: number): boolean {
    return Date.now() - (this.heardAt.get(name) ?? 0) < ms;
  }

  private hasReached(names: readonly FollowerName[], position: Position): boolean {
    return names.every((name) => {
      const reached = this.reached.get(name);
      return reached !== undefined && comparePositions(reached, position) >= 0;
    });
  }

  private record(name: string, position: Position) {
    const known = this.reached.get(name);
    // A rebuild may move a checkpoint back; the runner then catches up again.
    this.reached.set(name, position);
    if (!known || comparePositions(position, known) !== 0) this.heardAt.set(name, Date.now());
    if (known && comparePositions(position, known) < 0) return;
    for (const waiter of this.waiters) {
      if (this.hasReached(waiter.names, waiter.position)) waiter.resolve(true);
    }
  }

  private async refresh(): Promise<void> {
    for (const checkpoint of (await readCheckpoints(this.pool)).values()) {
      if (checkpoint.position) this.record(checkpoint.name, checkpoint.position);
    }
  }
}
