import type pg from 'pg';
import { withTransaction } from '../database/pool.js';
import type { EventStore, Position, StoredEvent } from '../event-store/event-store.port.js';
import type { Logger } from '../logging/logger.js';
import { lockCheckpoint } from './checkpoints.js';

const RETRY_DELAY_MS = 1_000;

/**
 * Handles one batch and saves the checkpoint after it; returns that checkpoint, or undefined
 * when the stored checkpoint moved meanwhile (a rebuild) and the follower must resubscribe.
 */
export type BatchHandler = (batch: readonly StoredEvent[], checkpoint: Position | undefined) => Promise<Position | undefined>;

/**
 * Follows `$all` from a checkpoint kept in projection_checkpoints, for as long as the process
 * runs: subscribes from the stored checkpoint, hands each batch over, resubscribes when asked to,
 * retries after a failure, and on stop lets the batch in hand finish. Projections and the
 * worker's dispatchers differ only in what they do with a batch.
 */
export class CheckpointedFollower {
  private stopping = false;
  private running: Promise<void> | undefined;
  private closeSubscription: (() => Promise<void>) | undefined;

  constructor(
    private readonly name: string,
    private readonly store: EventStore,
    private readonly pool: pg.Pool,
    private readonly logger: Logger,
    private readonly handle: BatchHandler,
    private readonly maxBatch = 500,
    /** How long to wait, once caught up, before looking again; the store's own interval when omitted. */
    private readonly pollIntervalMs?: number,
  ) {}

  start(): void {
    this.running ??= this.run();
  }

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
        this.logger.error({ err: error, follower: this.name }, 'following $all failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      }
    }
  }

  private async follow(): Promise<void> {
    let checkpoint = (await withTransaction(this.pool, (client) => lockCheckpoint(client, this.name))).position;
    // Stopped while the checkpoint was read: there is no subscription yet for stop() to close.
    if (this.stopping) return;
    const subscription = this.store.subscribeToAll({ after: checkpoint, maxBatch: this.maxBatch, pollIntervalMs: this.pollIntervalMs });
    this.closeSubscription = () => subscription.close();
    try {
      for await (const batch of subscription) {
        const next = await this.handle(batch, checkpoint);
        if (!next || this.stopping) return;
        checkpoint = next;
      }
    } finally {
      this.closeSubscription = undefined;
      await subscription.close();
    }
  }
}
