import { runCommand } from '../../platform/event-sourcing/decider.js';
import type { Actor } from '../../platform/event-store/event-store.port.js';
import type { PaymentDeps } from '../../ordering/commands/payment-deps.js';
import { recordCapture } from '../../ordering/commands/record-capture.js';
import { orderStream } from '../../ordering/order.js';
import { orderDecider } from '../../ordering/order.decider.js';
import { loadState } from '../../platform/event-sourcing/decider.js';
import { UUID } from '../../platform/http/validation.js';

/** The parts of Razorpay's webhook payload the shop reads. */
export interface ProviderEvent {
  event: string;
  payload: {
    payment?: { entity: { id: string; order_id: string; amount: number; status: string; notes?: Record<string, string> | unknown[]; error_code?: string | null; error_description?: string | null } };
    order?: { entity: { id: string; notes?: Record<string, string> | unknown[] } };
    refund?: { entity: { id: string; payment_id: string; amount: number; notes?: Record<string, string> | unknown[] } };
  };
}

const PROVIDER: Actor = { _id: null, email: null, role: 'provider', name: 'razorpay' };

const note = (notes: Record<string, string> | unknown[] | undefined, key: string): string | undefined =>
  notes && !Array.isArray(notes) ? notes[key] : undefined;

/**
 * Applies one provider event to the order it concerns, found through the notes the shop put on
 * the provider's order (Razorpay copies them onto payments). Recording is idempotent in the
 * decider, so it does not matter whether verify-payment or the webhook comes first.
 */
/** The shop's order an event is about, from the notes the shop put on the provider's order; null when it names none. */
export function orderIdOf(event: ProviderEvent | null | undefined): string | null {
  const payload = event?.payload;
  if (!payload || typeof payload !== 'object') return null;
  const found = note(payload.payment?.entity?.notes, 'orderId') ?? note(payload.order?.entity?.notes, 'orderId') ?? note(payload.refund?.entity?.notes, 'key')?.split(':')[0];
  return typeof found === 'string' && UUID.test(found) ? found : null;
}

export async function handleProviderEvent(deps: PaymentDeps, event: ProviderEvent, eventId: string): Promise<'applied' | 'ignored'> {
  const orderId = orderIdOf(event);
  if (!orderId) return 'ignored';
  const payment = event.payload.payment?.entity;
  const refund = event.payload.refund?.entity;
  const loaded = await loadState(deps.store, orderStream(orderId), orderDecider);
  const order = loaded.state;
  if (order.status === 'none') return 'ignored';
  const metadata = { actor: PROVIDER, correlationId: orderId, causationId: `webhook:${eventId}` };
  const at = new Date().toISOString();
  const run = (command: Parameters<typeof orderDecider.decide>[0]) => runCommand(deps.store, orderStream(orderId), orderDecider, command, metadata, loaded);

  switch (event.event) {
    case 'payment.captured':
    case 'order.paid':
      if (!payment || payment.status !== 'captured') return 'ignored';
      await recordCapture(deps, { ...loaded, state: order }, { id: payment.id, orderId: payment.order_id, amountPaise: payment.amount }, 'webhook', metadata);
      return 'applied';
    case 'payment.failed':
      if (!payment) return 'ignored';
      await run({ type: 'FailPayment', razorpayOrderId: payment.order_id, paymentId: payment.id, code: payment.error_code ?? 'payment_failed', description: payment.error_description ?? 'Payment failed', source: 'webhook', at });
      return 'applied';
    case 'refund.processed': {
      const refundKey = note(refund?.notes, 'key');
      if (!refund || !refundKey) return 'ignored';
      await run({ type: 'RecordRefund', refundKey, providerRefundId: refund.id, amount: refund.amount / 100, at });
      return 'applied';
    }
    default:
      return 'ignored';
  }
}
