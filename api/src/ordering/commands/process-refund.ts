import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { resolveAlert } from '../../platform/alerts/alerts.js';
import { loadState, runCommand } from '../../platform/event-sourcing/decider.js';
import type { Actor } from '../../platform/event-store/event-store.port.js';
import { toPaise } from '../../platform/money.js';
import { orderStream } from '../order/order.js';
import { orderDecider } from '../order/order.decider.js';
import { jobId } from '../../platform/queues/jobs.js';
import { PaymentDeps } from '../payment/payment-deps.js';

export interface ProcessRefundInput {
  orderId: string;
  refundKey: string;
}

export const REFUNDS_JOB: Actor = { _id: null, role: 'system', name: 'refunds' };

/** One job per refund, named by its key: queuing it twice runs it once. */
export const refundJobId = (refundKey: string) => jobId('refund', ...refundKey.split(':'));
export const refundAlertKey = (refundKey: string) => `refund:${refundKey}`;

/**
 * Sends a requested refund to the provider with its key, so a retried job never refunds twice,
 * and records the provider's refund on the order.
 */
export type ProcessRefundOutcome = { providerRefundId: string } | { skipped: string };

export class ProcessRefundCommand extends Command<ProcessRefundOutcome> {
  constructor(readonly input: ProcessRefundInput) {
    super();
  }
}

@CommandHandler(ProcessRefundCommand)
export class ProcessRefundHandler implements ICommandHandler<ProcessRefundCommand> {
  constructor(private readonly deps: PaymentDeps) {}

  execute({ input }: ProcessRefundCommand): Promise<ProcessRefundOutcome> {
    return processRefund(this.deps, input);
  }
}

async function processRefund(deps: PaymentDeps, { orderId, refundKey }: ProcessRefundInput): Promise<ProcessRefundOutcome> {
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
