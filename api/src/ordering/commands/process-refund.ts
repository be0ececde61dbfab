import { raiseAlert, resolveAlert } from '../../platform/alerts/alerts.js';
import { loadState, runCommand } from '../../platform/event-sourcing/decider.js';
import type { Actor } from '../../platform/event-store/event-store.port.js';
import { toPaise } from '../money.js';
import { orderStream } from '../order.js';
import { orderDecider } from '../order.decider.js';
import { jobId } from '../../platform/queues/jobs.js';
import { providerErrorMessage } from '../../payments/payments-provider.js';
import type { PaymentDeps } from './payment-deps.js';

export interface ProcessRefundInput {
  orderId: string;
  refundKey: string;
}

const REFUNDS_JOB: Actor = { _id: null, email: null, role: 'system', name: 'refunds' };
// A refund whose job gave up is sent again after 5 minutes, then 10, 20, … up to every 6 hours, until it goes through.
const RETRY = { afterMs: 5 * 60_000, maxAfterMs: 6 * 3_600_000 };

/** One job per refund, named by its key: queuing it twice runs it once. */
export const refundJobId = (refundKey: string) => jobId('refund', ...refundKey.split(':'));
export const refundAlertKey = (refundKey: string) => `refund:${refundKey}`;

/**
 * Sends a requested refund to the provider with its key, so a retried job never refunds twice,
 * and records the provider's refund on the order.
 */
export async function processRefund(deps: PaymentDeps, { orderId, refundKey }: ProcessRefundInput): Promise<{ providerRefundId: string } | { skipped: string }> {
  const { state: order } = await loadState(deps.store, orderStream(orderId), orderDecider);
  if (order.status === 'none') return { skipped: 'no such order' };
  const refund = order.refunds[refundKey];
  if (!refund) return { skipped: 'no such refund' };
  if (refund.status === 'processed' || !order.paymentId) return { skipped: refund.status };
  const done = await deps.payments.refund(order.paymentId, toPaise(refund.amount), refundKey);
  await runCommand(
    deps.store,
    orderStream(orderId),
    orderDecider,
    { type: 'RecordRefund', refundKey, providerRefundId: done.id, amount: done.amountPaise / 100, at: new Date().toISOString() },
    { actor: REFUNDS_JOB, correlationId: orderId, causationId: `job:refund:${refundKey}` },
  );
  await resolveAlert(deps.pool, refundAlertKey(refundKey));
  return { providerRefundId: done.id };
}

/**
 * A refund job used up its attempts: the order records the failure (staff see it in its history),
 * and an alert keeps the refund owed, for the refund sweep to send again later.
 */
export async function recordRefundFailure(deps: PaymentDeps, { orderId, refundKey }: ProcessRefundInput, error: unknown): Promise<void> {
  const reason = providerErrorMessage(error);
  await runCommand(
    deps.store,
    orderStream(orderId),
    orderDecider,
    { type: 'FailRefund', refundKey, reason, at: new Date().toISOString() },
    { actor: REFUNDS_JOB, correlationId: orderId, causationId: `job:refund:${refundKey}` },
  );
  await raiseAlert(deps.pool, { key: refundAlertKey(refundKey), kind: 'refund', orderId, message: `The refund could not be made: ${reason}`, retry: RETRY });
}
