import { CheckpointedFollower, formatPosition, withTransaction, type EventStore, type Logger, type Pool, type Position, type StoredEvent } from '@petshop/api/platform';
import { advanceCheckpoint, lockCheckpoint, PROJECTION_CHECKPOINT_CHANNEL, samePosition, type Projection } from '@petshop/api/projections';
import { projectEvents, runStatements } from './apply.js';

/**
 * Keeps one read model up to date with a catch-up subscription to `$all`. Each batch of events and
 * the checkpoint after it are written in one transaction: a crash at any point leaves the read
 * model exactly at its checkpoint, so no event's effect is lost or doubled.
 */
export class ProjectionRunner {
  private readonly follower: CheckpointedFollower;

  constructor(
    private readonly projection: Projection,
    store: EventStore,
    private readonly pool: Pool,
    private readonly logger: Logger,
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
   * Returns the new checkpoint, or undefined when a rebuild swapped the read model meanwhile. A
   * batch that changes nothing in this read model only moves the checkpoint, in one statement.
   */
  private async commit(batch: readonly StoredEvent[], expected: Position | undefined): Promise<Position | undefined> {
    const last = batch.at(-1)!;
    const announcement = JSON.stringify({ name: this.projection.name, position: formatPosition(last.position) });
    const advance = (db: Pick<Pool, 'query'>) => advanceCheckpoint(db, this.projection.name, expected, last.position, last.createdAt, PROJECTION_CHECKPOINT_CHANNEL, announcement);
    const statements = projectEvents(this.projection, batch);
    if (statements.length === 0) return (await advance(this.pool)) ? last.position : this.moved();
    return withTransaction(this.pool, async (client) => {
      // Locked before the read model is touched, as a rebuild locks it before swapping tables.
      const stored = await lockCheckpoint(client, this.projection.name);
      if (!samePosition(stored.position, expected)) return this.moved();
      await runStatements(client, statements);
      await advance(client);
      return last.position;
    });
  }

  private moved(): undefined {
    this.logger.info({ projection: this.projection.name }, 'checkpoint moved (rebuilt); resubscribing');
    return undefined;
  }
}
