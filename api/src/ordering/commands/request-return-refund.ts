import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../platform/event-sourcing/decider.js';
import { EVENT_STORE, type EventMetadata, type EventStore, type Position } from '../../platform/event-store/event-store.port.js';
import type { RefundLine } from '../events.js';
import { orderStream } from '../order/order.js';
import { orderDecider } from '../order/order.decider.js';

export interface ReturnRefund {
  orderId: string;
  returnId: string;
  /** What the order charged for the lines sent back. */
  amount: number;
  lines: RefundLine[];
}

/** One refund per return and order: asking again finds it already asked for. */
export const returnRefundKey = (returnId: string, orderId: string): string => `return:${returnId}:${orderId}`;

/**
 * A return reimbursed by refund asks each of its orders for the returned lines' value. The order
 * records RefundRequested for what went through the provider (the worker's reactions make it a
 * refund job) and VoucherReleased for what its store voucher paid; its paymentStatus becomes
 * refunded or partially_refunded when the provider has paid it back.
 */
export class RequestReturnRefundCommand extends Command<{ refundKey: string; position: Position | undefined }> {
  constructor(
    readonly refund: ReturnRefund,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(RequestReturnRefundCommand)
export class RequestReturnRefundHandler implements ICommandHandler<RequestReturnRefundCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ refund, metadata }: RequestReturnRefundCommand): Promise<{ refundKey: string; position: Position | undefined }> {
    const { orderId, returnId, amount, lines } = refund;
    const refundKey = returnRefundKey(returnId, orderId);
    const { position } = await runCommand(
      this.store,
      orderStream(orderId),
      orderDecider,
      { type: 'RequestRefund', refundKey, amount, reason: 'return', returnId, lines, at: new Date().toISOString() },
      metadata,
    );
    return { refundKey, position };
  }
}
