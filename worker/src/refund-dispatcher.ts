import type { Queue } from 'bullmq';
import { jobId, lockCheckpoint, saveCheckpoint, withTransaction, type EventStore, type Logger, type Pool, type Position } from '@petshop/api/platform';

const CHECKPOINT = 'dispatch:refunds';

/**
 * Turns every RefundRequested event, whoever recorded it (a staff cancellation, a payment that
 * came after a cancellation, a return), into a refund job. It follows `$all` from its own
 * checkpoint, saved after the jobs are queued: a crash queues a job again, and the job's id (the
 * refund's key) makes the second one a no-op.
 */
export class RefundDispatcher {
  private stopping = false;
  private closeSubscription: (() => Promise<void>) | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly store: EventStore,
    private readonly pool: Pool,
    private readonly queue: Queue,
    private readonly logger: Logger,
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
        this.logger.error({ err: error }, 'refund dispatcher failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  }

  private async follow(): Promise<void> {
    const from: Position | undefined = (await withTransaction(this.pool, (client) => lockCheckpoint(client, CHECKPOINT))).position;
    const subscription = this.store.subscribeToAll({ after: from, maxBatch: 200 });
    this.closeSubscription = () => subscription.close();
    try {
      for await (const batch of subscription) {
        for (const event of batch) {
          if (event.type !== 'RefundRequested' || !event.streamId.startsWith('order-')) continue;
          const { refundKey } = event.data as { refundKey: string };
          const orderId = event.streamId.slice('order-'.length);
          await this.queue.add('refund', { orderId, refundKey }, { jobId: jobId('refund', ...refundKey.split(':')) });
        }
        const last = batch.at(-1)!;
        await withTransaction(this.pool, async (client) => {
          await lockCheckpoint(client, CHECKPOINT);
          await saveCheckpoint(client, CHECKPOINT, last.position, last.createdAt);
        });
        if (this.stopping) return;
      }
    } finally {
      this.closeSubscription = undefined;
      await subscription.close();
    }
  }
}
