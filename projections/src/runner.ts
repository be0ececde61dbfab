import { formatPosition, withTransaction, type EventStore, type Logger, type Pool, type Position, type StoredEvent } from '@petshop/api/platform';
import { lockCheckpoint, PROJECTION_CHECKPOINT_CHANNEL, saveCheckpoint, samePosition, type Projection } from '@petshop/api/projections';
import { applyEvents } from './apply.js';

const RETRY_DELAY_MS = 1_000;

/**
 * Keeps one read model up to date with a catch-up subscription to `$all`. Each batch of events and
 * the checkpoint after it are written in one transaction: a crash at any point leaves the read
 * model exactly at its checkpoint, so no event's effect is lost or doubled.
 */
export class ProjectionRunner {
  private stopping = false;
  private running: Promise<void> | undefined;
  private closeSubscription: (() => Promise<void>) | undefined;

  constructor(
    private readonly projection: Projection,
    private readonly store: EventStore,
    private readonly pool: Pool,
    private readonly logger: Logger,
    private readonly maxBatch = 500,
  ) {}

  start(): void {
    this.running ??= this.run();
  }

  /** Lets the batch in hand commit, then stops following `$all`. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.closeSubscription?.();
    await this.running;
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      try {
        await this.follow();
      } catch (error) {
        this.logger.error({ err: error, projection: this.projection.name }, 'projection failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      }
    }
  }

  /** Follows `$all` from the stored checkpoint until stopped or until the checkpoint moves under us. */
  private async follow(): Promise<void> {
    let checkpoint = (await withTransaction(this.pool, (client) => lockCheckpoint(client, this.projection.name))).position;
    const subscription = this.store.subscribeToAll({ after: checkpoint, maxBatch: this.maxBatch });
    this.closeSubscription = () => subscription.close();
    try {
      for await (const batch of subscription) {
        const committed = await this.commit(batch, checkpoint);
        if (!committed || this.stopping) return;
        checkpoint = committed;
      }
    } finally {
      this.closeSubscription = undefined;
      await subscription.close();
    }
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
