import type { Job, Queue } from 'bullmq';
import {
  cancelUnpaidOrder,
  processRefund,
  reconcilePayments,
  recordRefundFailure,
  refundJobId,
  retryOwedRefunds,
  verifyPayment,
  type CancelUnpaidOrderInput,
  type PaymentDeps,
  type ProcessRefundInput,
  type RefundQueue,
  type VerifyPaymentInput,
} from '@petshop/api/ordering';
import { formatPosition } from '@petshop/api/platform';

/**
 * Job processors by queue and job name. Each calls a command of the API's contexts; none writes a
 * stream itself. Results cross Redis as JSON, so positions travel as text.
 */
export type Processor = (job: Job) => Promise<unknown>;

const isLastAttempt = (job: Job) => job.attemptsMade + 1 >= (job.opts.attempts ?? 1);

export function paymentProcessors(deps: PaymentDeps, queue: Queue, paymentTimeoutMinutes: number): Record<string, Processor> {
  return {
    'verify-payment': async (job) => {
      const { position } = await verifyPayment(deps, job.data as VerifyPaymentInput);
      return { position: position ? formatPosition(position) : undefined };
    },
    'cancel-unpaid-order': (job) => cancelUnpaidOrder(deps, job.data as CancelUnpaidOrderInput),
    refund: async (job) => {
      try {
        return await processRefund(deps, job.data as ProcessRefundInput);
      } catch (error) {
        if (isLastAttempt(job)) await recordRefundFailure(deps, job.data as ProcessRefundInput, error);
        throw error;
      }
    },
    'reconcile-payments': () => reconcilePayments(deps, paymentTimeoutMinutes),
    'retry-owed-refunds': () => retryOwedRefunds(deps, bullRefundQueue(queue)),
  };
}

/** A refund's job is found by its id: one that gave up is retried afresh, one already waiting or running is left alone. */
export function bullRefundQueue(queue: Queue): RefundQueue {
  return {
    async requeue(refund) {
      const id = refundJobId(refund.refundKey);
      const job = await queue.getJob(id);
      if (!job) {
        await queue.add('refund', refund, { jobId: id });
        return 'queued';
      }
      const state = await job.getState();
      if (state === 'failed' || state === 'completed') {
        await job.retry(state, { resetAttemptsMade: true, resetAttemptsStarted: true });
        return 'queued';
      }
      return 'running';
    },
  };
}
