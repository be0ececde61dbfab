import type { Queue } from 'bullmq';
import { CheckpointedFollower, jobId, saveCheckpoint, type EventStore, type Logger, type Pool, type StoredEvent } from '@petshop/api/platform';

const CHECKPOINT = 'dispatch:refunds';

/**
 * Turns every RefundRequested event, whoever recorded it (a staff cancellation, a payment that
 * came after a cancellation, a return), into a refund job. It follows `$all` from its own
 * checkpoint, saved after the jobs are queued: a crash queues a job again, and the job's id (the
 * refund's key) makes the second one a no-op.
 */
export function refundDispatcher(store: EventStore, pool: Pool, queue: Queue, logger: Logger): CheckpointedFollower {
  return new CheckpointedFollower(
    CHECKPOINT,
    store,
    pool,
    logger,
    async (batch: readonly StoredEvent[]) => {
      for (const event of batch) {
        if (event.type !== 'RefundRequested' || !event.streamId.startsWith('order-')) continue;
        const { refundKey } = event.data as { refundKey: string };
        const orderId = event.streamId.slice('order-'.length);
        await queue.add('refund', { orderId, refundKey }, { jobId: jobId('refund', ...refundKey.split(':')) });
      }
      const last = batch.at(-1)!;
      await saveCheckpoint(pool, CHECKPOINT, last.position, last.createdAt);
      return last.position;
    },
    200,
  );
}
