import { dueAlerts } from '../../platform/alerts/alerts.js';
import type { PaymentDeps } from './payment-deps.js';
import type { ProcessRefundInput } from './process-refund.js';

/** Where refund jobs go (BullMQ in the worker): `running` when the refund's job is already queued or in hand. */
export interface RefundQueue {
  requeue(refund: ProcessRefundInput): Promise<'queued' | 'running'>;
}

const BATCH = 100;

/**
 * Refunds owed whose jobs gave up are sent again once their next attempt is due (the alert raised
 * at the give-up spaces them out). Money kept after a cancellation is never left there: a refund
 * is retried until it goes through, and stays in staff's alerts while it does not.
 */
export async function retryOwedRefunds(deps: Pick<PaymentDeps, 'pool'>, queue: RefundQueue): Promise<{ requeued: number }> {
  let requeued = 0;
  for (const { key, orderId } of await dueAlerts(deps.pool, 'refund', BATCH)) {
    if (!orderId) continue;
    if ((await queue.requeue({ orderId, refundKey: key.slice('refund:'.length) })) === 'queued') requeued++;
  }
  return { requeued };
}
