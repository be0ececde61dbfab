import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { loadState, runCommand } from '../../platform/event-sourcing/decider.js';
import type { EventMetadata } from '../../platform/event-store/event-store.port.js';
import type { PaymentSource } from '../events.js';
import { orderStream } from '../order/order.js';
import { orderDecider } from '../order/order.decider.js';
import { PaymentDeps } from '../payment/payment-deps.js';
import { recordCapture, type CapturedPayment } from '../payment/record-capture.js';

/** What a payment provider reported about one of the shop's orders, in the shop's terms. */
export type ProviderReport =
  | { kind: 'captured'; payment: CapturedPayment }
  | { kind: 'failed'; razorpayOrderId: string; paymentId: string; code: string; description: string }
  | { kind: 'refunded'; refundKey: string; providerRefundId: string; amountPaise: number };

/**
 * Records on its order what the provider reported (a webhook, in the payments context). Recording
 * is idempotent in the decider, so it does not matter whether verify-payment or the webhook comes
 * first, nor how often the provider reports it. `ignored` when there is no such order.
 */
export class RecordProviderReportCommand extends Command<'applied' | 'ignored'> {
  constructor(
    readonly orderId: string,
    readonly report: ProviderReport,
    readonly source: PaymentSource,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(RecordProviderReportCommand)
export class RecordProviderReportHandler implements ICommandHandler<RecordProviderReportCommand> {
  constructor(private readonly deps: PaymentDeps) {}

  async execute({ orderId, report, source, metadata }: RecordProviderReportCommand): Promise<'applied' | 'ignored'> {
    const loaded = await loadState(this.deps.store, orderStream(orderId), orderDecider);
    const order = loaded.state;
    if (order.status === 'none') return 'ignored';
    const at = new Date().toISOString();
    const run = (command: Parameters<typeof orderDecider.decide>[0]) =>
      runCommand(this.deps.store, orderStream(orderId), orderDecider, command, metadata, loaded);
    switch (report.kind) {
      case 'captured':
        await recordCapture(this.deps, { ...loaded, state: order }, report.payment, source, metadata);
        break;
      case 'failed':
        await run({
          type: 'FailPayment',
          razorpayOrderId: report.razorpayOrderId,
          paymentId: report.paymentId,
          code: report.code,
          description: report.description,
          source,
          at,
        });
        break;
      case 'refunded':
        await run({ type: 'RecordRefund', refundKey: report.refundKey, providerRefundId: report.providerRefundId, amount: report.amountPaise / 100, at });
        break;
      default: {
        const unknown: never = report;
        return unknown;
      }
    }
    return 'applied';
  }
}
