import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { loadState, runCommand } from '../../platform/event-sourcing/decider.js';
import type { Actor } from '../../platform/event-store/event-store.port.js';
import type { CustomerCancellationReason } from '../events.js';
import { orderStream } from '../order/order.js';
import { orderDecider } from '../order/order.decider.js';
import { ProviderOrderUnknown } from '../payment/payment-gateway.js';
import { PaymentDeps } from '../payment/payment-deps.js';
import { recordCapture } from '../payment/record-capture.js';

export interface CancelUnpaidOrderInput {
  orderId: string;
  reason: CustomerCancellationReason;
  actor: Actor;
  causationId: string;
  /** Reconciliation only: an order the provider has never heard of was never paid, so it may be given up. */
  unknownToProviderIsUnpaid?: boolean;
}

/**
 * The shopper gave up on paying (dismissed the widget, the SDK failed) or asked to cancel. Before
 * cancelling, the provider is asked whether the order was paid after all: a captured payment is
 * recorded instead, so an order is never cancelled while its money is kept.
 */
export type CancelUnpaidOrderOutcome = { outcome: 'cancelled' | 'paid' | 'unchanged'; unknownToProvider?: boolean };

export class CancelUnpaidOrderCommand extends Command<CancelUnpaidOrderOutcome> {
  constructor(readonly input: CancelUnpaidOrderInput) {
    super();
  }
}

@CommandHandler(CancelUnpaidOrderCommand)
export class CancelUnpaidOrderHandler implements ICommandHandler<CancelUnpaidOrderCommand> {
  constructor(private readonly deps: PaymentDeps) {}

  execute({ input }: CancelUnpaidOrderCommand): Promise<CancelUnpaidOrderOutcome> {
    return cancelUnpaidOrder(this.deps, input);
  }
}

async function cancelUnpaidOrder(deps: PaymentDeps, input: CancelUnpaidOrderInput): Promise<CancelUnpaidOrderOutcome> {
  const loaded = await loadState(deps.store, orderStream(input.orderId), orderDecider);
  const order = loaded.state;
  // A replacement has no payment to ask about and is never the shopper's to give up.
  if (order.status === 'none' || order.razorpayOrderId === null) return { outcome: 'unchanged' };
  const metadata = { actor: input.actor, correlationId: input.orderId, causationId: input.causationId };
  let unknownToProvider = false;
  const payments = await deps.payments.orderPayments(order.razorpayOrderId).catch((error: unknown) => {
    if (!input.unknownToProviderIsUnpaid || !(error instanceof ProviderOrderUnknown)) throw error;
    unknownToProvider = true;
    return [];
  });
  const captured = payments.find((payment) => payment.status === 'captured');
  if (captured) {
    await recordCapture(deps, { ...loaded, state: order }, captured, 'reconciliation', metadata);
    return { outcome: 'paid' };
  }
  // The units go back when the worker reacts to OrderCancelled (ReleaseOrderStock), crash or not.
  const { events } = await runCommand(
    deps.store,
    orderStream(input.orderId),
    orderDecider,
    { type: 'CancelOrder', reason: input.reason, at: new Date().toISOString() },
    metadata,
    loaded,
  );
  return { outcome: events.length ? 'cancelled' : 'unchanged', ...(unknownToProvider ? { unknownToProvider } : {}) };
}
