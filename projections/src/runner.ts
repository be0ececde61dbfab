import { CheckpointedFollower, formatPosition, withTransaction, type EventStore, type Logger, type Pool, type Position, type StoredEvent } from '@petshop/api/platform';
import { lockCheckpoint, PROJECTION_CHECKPOINT_CHANNEL, saveCheckpoint, samePosition, type Projection } from '@petshop/api/projections';
import { applyEvents } from './apply.js';

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

  /** Returns the new checkpoint, or undefined when a rebuild swapped the read model meanwhile. */
  private async commit(batch: readonly StoredEvent[], expected: Position | undefined): Promise<Position | undefined> {
    const last = batch.at(-1)!;
    return withTransaction(this.pool, async (client) => {
      const stored = await lockCheckpoint(client, this.projection.name);
      if (!samePosition(stored.position, expected)) {
        this.logger.info({ projection: this.projection.name }, 'checkpoint moved (rebuilt); resubscribing');
        return undefined;
      }
      await applyEvents(client, this.projection, batch);
      await saveCheckpoint(client, this.projection.name, last.position, last.createdAt);
      const payload = JSON.stringify({ name: this.projection.name, position: formatPosition(last.position) });
      await client.query('SELECT pg_notify($1, $2)', [PROJECTION_CHECKPOINT_CHANNEL, payload]);
      return last.position;
    });
  }
}
