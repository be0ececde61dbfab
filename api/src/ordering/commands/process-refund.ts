import { loadState, runCommand } from '../../platform/event-sourcing/decider.js';
import type { Actor } from '../../platform/event-store/event-store.port.js';
import { toPaise } from '../money.js';
import { orderStream } from '../order.js';
import { orderDecider } from '../order.decider.js';
import type { PaymentDeps } from './payment-deps.js';

export interface ProcessRefundInput {
  orderId: string;
  refundKey: string;
}

const REFUNDS_JOB: Actor = { _id: null, email: null, role: 'system', name: 'refunds' };

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
  return { providerRefundId: done.id };
}
