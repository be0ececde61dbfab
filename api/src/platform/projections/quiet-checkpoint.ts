import type pg from 'pg';
import type { EventStore, StoredEvent } from '../event-store/event-store.port.js';
import type { Logger } from '../logging/logger.js';
import { CheckpointedFollower } from './checkpointed-follower.js';

/**
 * The checkpoint of a follower whose batches mostly do nothing (effectFollower):
 * a batch with effects is saved at once, with them; a quiet batch is saved at most once per
 * `everyMs`, and the last quiet batch of a stretch is saved when that time is up, so that a quiet
 * store's checkpoint reaches its head instead of waiting for the next event. Saves run one after
 * another, so a late quiet save never moves the checkpoint back over a newer one. Leaving a quiet
 * stretch unsaved is always safe: read again after a crash, it does nothing.
 */
export class QuietCheckpoint {
  private savedAt = 0;
  private waiting: StoredEvent | undefined;
  private timer: NodeJS.Timeout | undefined;
  private saving: Promise<void> = Promise.resolve();

  constructor(
    private readonly name: string,
    /** Saves the checkpoint at the last event of a quiet batch. */
    private readonly saveQuiet: (last: StoredEvent) => Promise<void>,
    private readonly logger: Logger,
    private readonly everyMs = 1_000,
  ) {}

  /** Runs the save of a batch with effects (its checkpoint with them); it overtakes a quiet save still waiting. */
  save(run: () => Promise<void>): Promise<void> {
    this.forgetWaiting();
    return this.serially(run);
  }

  /** A batch without effects ended at `last`: saved now when the last save is old enough, else when it will be. */
  quiet(last: StoredEvent): Promise<void> {
    const due = this.savedAt + this.everyMs - Date.now();
    if (due <= 0) return this.save(() => this.saveQuiet(last));
    this.waiting = last;
    this.timer ??= setTimeout(() => void this.saveWaiting(), due);
    return Promise.resolve();
  }

  /**
   * At stop: the quiet save still waiting is dropped, not made (another process may hold the
   * checkpoint by now and be past it), and a save under way is let finish.
   */
  async close(): Promise<void> {
    this.forgetWaiting();
    await this.saving;
  }

  private async saveWaiting(): Promise<void> {
    this.timer = undefined;
    const last = this.waiting;
    if (!last) return;
    this.waiting = undefined;
    // A failed quiet save loses nothing: the next batch saves past it.
    await this.serially(() => this.saveQuiet(last)).catch((error: unknown) =>
      this.logger.warn({ err: error, follower: this.name }, 'saving a quiet checkpoint failed'),
    );
  }

  private forgetWaiting(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.waiting = undefined;
  }

  private serially(run: () => Promise<void>): Promise<void> {
    const saved = this.saving.then(run).then(() => {
      this.savedAt = Date.now();
    });
    this.saving = saved.catch(() => undefined);
    return saved;
  }
}

export interface EffectFollowerParts {
  name: string;
  store: EventStore;
  pool: pg.Pool;
  logger: Logger;
  /** Saves the checkpoint at the last event of a batch without effects. */
  save: (last: StoredEvent) => Promise<void>;
  maxBatch: number;
  /** How long to wait, once caught up, before looking again; the store's own interval when omitted. */
  pollIntervalMs?: number;
}

/**
 * A follower of `$all` whose batches mostly do nothing (the worker's reactions, its invoicing, its
 * mail): `act` does a batch's effects and answers how its checkpoint is saved with them (at once,
 * serially with the quiet saves), or null when it had none (a quiet batch, saved by QuietCheckpoint).
 * Stopping it lets the batch in hand finish, then drops a quiet save still waiting.
 */
export function effectFollower(
  { name, store, pool, logger, save, maxBatch, pollIntervalMs }: EffectFollowerParts,
  act: (batch: readonly StoredEvent[]) => Promise<(() => Promise<void>) | null>,
): Pick<CheckpointedFollower, 'start' | 'stop'> {
  const checkpoint = new QuietCheckpoint(name, save, logger);
  const handle = async (batch: readonly StoredEvent[]) => {
    const commit = await act(batch);
    const last = batch.at(-1)!;
    await (commit ? checkpoint.save(commit) : checkpoint.quiet(last));
    return last.position;
  };
  const follower = new CheckpointedFollower(name, store, pool, logger, handle, maxBatch, pollIntervalMs);
  return {
    start: () => follower.start(),
    async stop() {
      await follower.stop();
      await checkpoint.close();
    },
  };
}
