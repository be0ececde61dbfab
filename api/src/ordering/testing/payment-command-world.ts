import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { startPaymentsSandbox, type PaymentsSandbox } from '../../payments/testing/payments-sandbox.js';
import type { EventMetadata } from '../../platform/event-store/event-store.port.js';
import type { PostgresEventStore } from '../../platform/event-store/postgres.event-store.js';
import { toPaise } from '../../platform/money.js';
import { type CommandWorld, commandWorld, given } from '../../platform/testing/command-spec.js';
import type { OrderCustomer } from '../events.js';
import { orderStream } from '../order/order.js';
import type { PaymentGateway } from '../payment/payment-gateway.js';
import { placed, shopper } from './order-events.fixture.js';

/** Where a payment command's spec runs: a command world with the sandbox as the provider. */
export interface PaymentCommandWorld extends CommandWorld {
  sandbox: PaymentsSandbox;
  /** What the payment commands are built with (PaymentDeps): this world's store and pool, the sandbox's provider. */
  deps: { store: PostgresEventStore; pool: pg.Pool; payments: PaymentGateway };
  /** Given: an order placed with a provider order in the sandbox whose notes name it, both as checkout makes them. */
  placedOrder(placing?: Placing): Promise<OrderInSandbox>;
  /** Given: such an order paid at the sandbox's checkout, and the capture recorded. */
  paidOrder(placing?: Placing): Promise<OrderInSandbox & { paymentId: string }>;
  /** Closes the sandbox, the store and drops the database. */
  close(): Promise<void>;
}

export interface Placing {
  /** The shopper; by default the fixture's. */
  customer?: OrderCustomer;
  /** A provider order of the spec's choosing (one the sandbox never had, say) instead of a new one. */
  razorpayOrderId?: string;
  /** The events' metadata; by default the shopper, in the order's own checkout, by the placing command. */
  metadata?: EventMetadata;
}

export interface OrderInSandbox {
  orderId: string;
  razorpayOrderId: string;
  customerId: string;
  /** In rupees, as the order has it. */
  amount: number;
  /** What the order's events were recorded with. */
  metadata: EventMetadata;
}

export async function paymentCommandWorld(label: string): Promise<PaymentCommandWorld> {
  const world = await commandWorld(label);
  const sandbox = await startPaymentsSandbox();
  async function placedOrder({ customer, razorpayOrderId, metadata }: Placing = {}): Promise<OrderInSandbox> {
    const orderId = randomUUID();
    const event = placed({ orderId, customer });
    const amount = event.data.totalAmount;
    const providerOrderId = razorpayOrderId ?? (await sandbox.provider.createOrder(toPaise(amount), event.data.orderNumber, { orderId })).id;
    const customerId = event.data.customer._id;
    const recorded = metadata ?? { actor: shopper(customerId), correlationId: orderId, causationId: 'command:place' };
    await given(world.store, orderStream(orderId), [{ type: event.type, data: { ...event.data, razorpayOrderId: providerOrderId } }], recorded);
    return { orderId, razorpayOrderId: providerOrderId, customerId, amount, metadata: recorded };
  }
  return {
    ...world,
    sandbox,
    deps: { store: world.store, pool: world.pool, payments: sandbox.provider },
    placedOrder,
    async paidOrder(placing) {
      const order = await placedOrder(placing);
      const { razorpay_payment_id: paymentId } = await sandbox.pay(order.razorpayOrderId);
      const capture = { paymentId, razorpayOrderId: order.razorpayOrderId, amount: order.amount, source: 'verify', at: new Date().toISOString() };
      await given(world.store, orderStream(order.orderId), [{ type: 'PaymentCaptured', data: capture }], order.metadata);
      return { ...order, paymentId };
    },
    async close() {
      await sandbox.close();
      await world.close();
    },
  };
}
