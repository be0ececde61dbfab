import type { Queue } from 'bullmq';
import { orderStream, refundJobId } from '@petshop/api/ordering';
import { CheckpointedFollower, saveCheckpoint, type EventStore, type Logger, type Pool, type StoredEvent } from '@petshop/api/platform';

const CHECKPOINT = 'dispatch:refunds';
/** How long a stretch of events without refunds may go unsaved: reading it again after a crash queues nothing. */
const QUIET_SAVE_MS = 1_000;

/**
 * Turns every RefundRequested event, whoever recorded it (a staff cancellation, a payment that
 * came after a cancellation, a return), into a refund job. It follows `$all` from its own
 * checkpoint, saved after the jobs are queued: a crash queues a job again, and the job's id (the
 * refund's key) makes the second one a no-op. Batches without refunds (nearly all) are saved at most
 * once a second.
 */
export function refundDispatcher(store: EventStore, pool: Pool, queue: Queue, logger: Logger): CheckpointedFollower {
  let savedAt = 0;
  return new CheckpointedFollower(
    CHECKPOINT,
    store,
    pool,
    logger,
    async (batch: readonly StoredEvent[]) => {
      let queued = 0;
      for (const event of batch) {
        if (event.type !== 'RefundRequested') continue;
        const orderId = orderStream.idOf(event.streamId);
        if (!orderId) continue;
        const { refundKey } = event.data as { refundKey: string };
        await queue.add('refund', { orderId, refundKey }, { jobId: refundJobId(refundKey) });
        queued++;
      }
      const last = batch.at(-1)!;
      if (queued > 0 || Date.now() - savedAt >= QUIET_SAVE_MS) {
        await saveCheckpoint(pool, CHECKPOINT, last.position, last.createdAt);
        savedAt = Date.now();
      }
      return last.position;
    },
    200,
  );
}
