import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../platform/event-store/event-store.port.js';
import { UUID } from '../../platform/http/validation.js';
import { RecordProviderReportCommand, type ProviderReport } from '../../ordering/index.js';

/** The parts of Razorpay's webhook payload the shop reads. */
export interface ProviderEvent {
  event: string;
  payload: {
    payment?: {
      entity: {
        id: string;
        order_id: string;
        amount: number;
        status: string;
        notes?: Record<string, string> | unknown[];
        error_code?: string | null;
        error_description?: string | null;
      };
    };
    order?: { entity: { id: string; notes?: Record<string, string> | unknown[] } };
    refund?: { entity: { id: string; payment_id: string; amount: number; notes?: Record<string, string> | unknown[] } };
  };
}

const PROVIDER: Actor = { _id: null, role: 'provider', name: 'razorpay' };

const note = (notes: Record<string, string> | unknown[] | undefined, key: string): string | undefined =>
  notes && !Array.isArray(notes) ? notes[key] : undefined;

/** The shop's order an event is about, from the notes the shop put on the provider's order; null when it names none. */
export function orderIdOf(event: ProviderEvent | null | undefined): string | null {
  const payload = event?.payload;
  if (!payload || typeof payload !== 'object') return null;
  const found =
    note(payload.payment?.entity?.notes, 'orderId') ??
    note(payload.order?.entity?.notes, 'orderId') ??
    note(payload.refund?.entity?.notes, 'key')?.split(':')[0];
  return typeof found === 'string' && UUID.test(found) ? found : null;
}

/**
 * Razorpay's webhook event as a report about one of the shop's orders (found through the notes the
 * shop put on the provider's order, which Razorpay copies onto payments); null when it concerns
 * none, or none that the shop acts on.
 */
export function reportOf(event: ProviderEvent): { orderId: string; report: ProviderReport } | null {
  const orderId = orderIdOf(event);
  if (!orderId) return null;
  const payment = event.payload.payment?.entity;
  const refund = event.payload.refund?.entity;
  switch (event.event) {
    case 'payment.captured':
    case 'order.paid':
      if (!payment || payment.status !== 'captured') return null;
      return { orderId, report: { kind: 'captured', payment: { id: payment.id, orderId: payment.order_id, amountPaise: payment.amount } } };
    case 'payment.failed':
      if (!payment) return null;
      return {
        orderId,
        report: {
          kind: 'failed',
          razorpayOrderId: payment.order_id,
          paymentId: payment.id,
          code: payment.error_code ?? 'payment_failed',
          description: payment.error_description ?? 'Payment failed',
        },
      };
    case 'refund.processed': {
      const refundKey = note(refund?.notes, 'key');
      if (!refund || !refundKey) return null;
      return { orderId, report: { kind: 'refunded', refundKey, providerRefundId: refund.id, amountPaise: refund.amount } };
    }
    default:
      return null;
  }
}

/** Applies one provider event to the order it concerns, through ordering's command. */
export class HandleProviderEventCommand extends Command<'applied' | 'ignored'> {
  constructor(
    readonly event: ProviderEvent,
    readonly eventId: string,
  ) {
    super();
  }
}

@CommandHandler(HandleProviderEventCommand)
export class HandleProviderEventHandler implements ICommandHandler<HandleProviderEventCommand> {
  constructor(private readonly commands: CommandBus) {}

  async execute({ event, eventId }: HandleProviderEventCommand): Promise<'applied' | 'ignored'> {
    const found = reportOf(event);
    if (!found) return 'ignored';
    const metadata = { actor: PROVIDER, correlationId: found.orderId, causationId: `webhook:${eventId}` };
    return this.commands.execute(new RecordProviderReportCommand(found.orderId, found.report, 'webhook', metadata));
  }
}
