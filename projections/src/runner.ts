import { CheckpointedFollower, countProjected, type EventStore, type Logger, type Pool, type Position, type StoredEvent } from '@petshop/api/platform';
import { checkpointAdvance, isCheckpointMoved, type Projection } from '@petshop/api/projections';
import { projectEvents } from './apply.js';
import type { SharedCommits } from './shared-commits.js';

/**
 * Keeps one read model up to date with a catch-up subscription to `$all`. Each batch of events and
 * the checkpoint after it are written in one transaction (SharedCommits, with the other read
 * models' batches of the moment): a crash at any point leaves the read model exactly at its
 * checkpoint, so no event's effect is lost or doubled.
 */
export class ProjectionRunner {
  private readonly follower: CheckpointedFollower;

  constructor(
    private readonly projection: Projection,
    store: EventStore,
    pool: Pool,
    private readonly logger: Logger,
    private readonly commits: SharedCommits,
    maxBatch = 500,
  ) {
    this.follower = new CheckpointedFollower(projection.name, store, pool, logger, (batch, expected) => this.commit(batch, expected), maxBatch);
  }

  start(): void {
    this.follower.start();
  }

  /** Lets the batch in hand commit, then stops following `$all`. */
  stop(): Promise<void> {
    return this.follower.stop();
  }

  /**
   * Returns the new checkpoint, or undefined when a rebuild swapped the read model meanwhile. The
   * checkpoint moves first, which locks it before the read model is touched (a rebuild locks it
   * before swapping tables) and fails the whole script when a rebuild moved it.
   */
  private async commit(batch: readonly StoredEvent[], expected: Position | undefined): Promise<Position | undefined> {
    const last = batch.at(-1)!;
    const advance = checkpointAdvance(this.projection.name, expected, last.position, last.createdAt);
    try {
      await this.commits.run([advance, ...projectEvents(this.projection, batch)]);
      countProjected(this.projection.name, batch.length);
      return last.position;
    } catch (error) {
      if (isCheckpointMoved(error)) return this.moved();
      throw error;
    }
  }

  private moved(): undefined {
    this.logger.info({ projection: this.projection.name }, 'checkpoint moved (rebuilt); resubscribing');
    return undefined;
  }
}
