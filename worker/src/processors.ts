import type { Job } from 'bullmq';
import {
  cancelUnpaidOrder,
  processRefund,
  reconcilePayments,
  verifyPayment,
  type CancelUnpaidOrderInput,
  type PaymentDeps,
  type ProcessRefundInput,
  type VerifyPaymentInput,
} from '@petshop/api/ordering';
import { formatPosition } from '@petshop/api/platform';

/**
 * Job processors by queue and job name. Each calls a command of the API's contexts; none writes a
 * stream itself. Results cross Redis as JSON, so positions travel as text.
 */
export type Processor = (job: Job) => Promise<unknown>;

export function paymentProcessors(deps: PaymentDeps, paymentTimeoutMinutes: number): Record<string, Processor> {
  return {
    'verify-payment': async (job) => {
      const { position } = await verifyPayment(deps, job.data as VerifyPaymentInput);
      return { position: position ? formatPosition(position) : undefined };
    },
    'cancel-unpaid-order': (job) => cancelUnpaidOrder(deps, job.data as CancelUnpaidOrderInput),
    refund: (job) => processRefund(deps, job.data as ProcessRefundInput),
    'reconcile-payments': () => reconcilePayments(deps, paymentTimeoutMinutes),
  };
}
