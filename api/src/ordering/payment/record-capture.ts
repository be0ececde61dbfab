import { runCommand, type Loaded } from '../../platform/event-sourcing/decider.js';
import type { EventMetadata } from '../../platform/event-store/event-store.port.js';
import type { PaymentSource } from '../events.js';
import { orderStream, type PlacedOrder } from '../order/order.js';
import { orderDecider } from '../order/order.decider.js';
import type { PaymentDeps } from './payment-deps.js';
import { stockAvailableAgain } from '../stock/stock-available-again.js';

/** A payment the provider has captured, as the shop learnt of it (verify, webhook or reconciliation). */
export interface CapturedPayment {
  id: string;
  orderId: string;
  amountPaise: number;
}

/**
 * Records a captured payment on its order. For an order already given up, its stock is taken
 * again when it can be, so the decider restores the order rather than refunding it.
 */
export async function recordCapture(deps: PaymentDeps, loaded: Loaded<PlacedOrder>, payment: CapturedPayment, source: PaymentSource, metadata: EventMetadata) {
  const order = loaded.state;
  return runCommand(
    deps.store,
    orderStream(order.orderId),
    orderDecider,
    {
      type: 'CapturePayment',
      paymentId: payment.id,
      razorpayOrderId: payment.orderId,
      amount: payment.amountPaise / 100,
      source,
      stockAvailable: await stockAvailableAgain(deps.pool, order),
      at: new Date().toISOString(),
    },
    metadata,
    loaded,
  );
}
