import { createHash } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { loadState } from '../../platform/event-sourcing/decider.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import type { Actor, Position } from '../../platform/event-store/event-store.port.js';
import { jobId } from '../../platform/queues/jobs.js';
import { toPaise } from '../../platform/money.js';
import { amountDue } from '../order/order-amounts.js';
import { orderStream } from '../order/order.js';
import { orderDecider } from '../order/order.decider.js';
import { PaymentDeps } from '../payment/payment-deps.js';
import { recordCapture } from '../payment/record-capture.js';
import { ORDER_NOT_FOUND } from '../order/order.decider.js';

export interface VerifyPaymentInput {
  orderId: string;
  paymentId: string;
  razorpayOrderId: string;
  signature: string;
  actor: Actor;
  causationId: string;
}

export const VERIFICATION_FAILED = 'Payment verification failed';

/**
 * The verify job's id. Its result is kept a day for a repeat of the same request, so the id names
 * the caller and the signature as well as the payment: it is only ever replayed to the one who asked.
 */
export function verifyJobId(request: Pick<VerifyPaymentInput, 'orderId' | 'paymentId' | 'signature'>, callerId: string): string {
  const fingerprint = createHash('sha256').update(`${callerId}|${request.signature}`).digest('hex').slice(0, 24);
  return jobId('verify', request.orderId, request.paymentId, fingerprint);
}

/**
 * Checks the checkout's signature against the provider order the shop stored, asks the provider
 * whether that payment was captured for the order's amount, and records it. Recording is
 * idempotent in the decider: the second call of the same payment changes nothing.
 */
export class VerifyPaymentCommand extends Command<{ position: Position | undefined }> {
  constructor(readonly input: VerifyPaymentInput) {
    super();
  }
}

@CommandHandler(VerifyPaymentCommand)
export class VerifyPaymentHandler implements ICommandHandler<VerifyPaymentCommand> {
  constructor(private readonly deps: PaymentDeps) {}

  execute({ input }: VerifyPaymentCommand): Promise<{ position: Position | undefined }> {
    return verifyPayment(this.deps, input);
  }
}

async function verifyPayment(deps: PaymentDeps, input: VerifyPaymentInput): Promise<{ position: Position | undefined }> {
  const loaded = await loadState(deps.store, orderStream(input.orderId), orderDecider);
  const order = loaded.state;
  // The shopper's own order only: anyone else hears there is no such order.
  if (order.status === 'none' || (input.actor.role === 'customer' && order.customer._id !== input.actor._id)) throw new Rejection('not_found', ORDER_NOT_FOUND);
  if (order.razorpayOrderId !== input.razorpayOrderId || !deps.payments.checkoutSignatureValid(order.razorpayOrderId, input.paymentId, input.signature)) {
    throw new Rejection('invalid', VERIFICATION_FAILED);
  }
  const payment = await deps.payments.fetchPayment(input.paymentId);
  if (payment.orderId !== order.razorpayOrderId || payment.status !== 'captured' || payment.amountPaise !== toPaise(amountDue(order))) {
    throw new Rejection('invalid', VERIFICATION_FAILED);
  }
  const metadata = { actor: input.actor, correlationId: input.orderId, causationId: input.causationId };
  // The worker's reaction to the capture empties the cart; the API's answer does not wait for it, the cart's next read does.
  const { position } = await recordCapture(deps, { ...loaded, state: order }, payment, 'verify', metadata);
  return { position };
}
