import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { raiseAlert } from '../../platform/alerts/alerts.js';
import { runCommand } from '../../platform/event-sourcing/decider.js';
import { orderStream } from '../order/order.js';
import { orderDecider } from '../order/order.decider.js';
import { providerErrorMessage } from '../payment/payment-gateway.js';
import { PaymentDeps } from '../payment/payment-deps.js';
import { refundAlertKey, REFUNDS_JOB, type ProcessRefundInput } from './process-refund.js';

// A refund whose job gave up is sent again after 5 minutes, then 10, 20, … up to every 6 hours, until it goes through.
const RETRY = { afterMs: 5 * 60_000, maxAfterMs: 6 * 3_600_000 };

export class RecordRefundFailureCommand extends Command<void> {
  constructor(
    readonly input: ProcessRefundInput,
    readonly error: unknown,
  ) {
    super();
  }
}

/**
 * A refund job used up its attempts: the order records the failure (staff see it in its history),
 * and an alert keeps the refund owed, for the refund sweep to send again later.
 */
@CommandHandler(RecordRefundFailureCommand)
export class RecordRefundFailureHandler implements ICommandHandler<RecordRefundFailureCommand> {
  constructor(private readonly deps: PaymentDeps) {}

  async execute({ input: { orderId, refundKey }, error }: RecordRefundFailureCommand): Promise<void> {
    const { deps } = this;
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
}
