import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../platform/event-sourcing/decider.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { EVENT_STORE, type EventMetadata, type EventStore, type Position } from '../../platform/event-store/event-store.port.js';
import { VOUCHER_CODE } from '@petshop/contract';
import { voucherStream } from '../voucher.js';
import { VOUCHER_NOT_FOUND, voucherDecider } from '../voucher.decider.js';

export interface VoucherRedemptionRequest {
  code: string;
  customerId: string;
  orderId: string;
  orderNumber: string;
  /** The order's total: the voucher pays at most this. */
  upTo: number;
}

/**
 * A checkout pays with the shopper's voucher: as much of the order as the balance covers. The append
 * expects the revision it decided on, so of two checkouts racing for one balance the second is
 * decided again on what is left, and refused (409) when nothing is.
 */
export class RedeemVoucherCommand extends Command<{ amount: number; position: Position | undefined }> {
  constructor(
    readonly request: VoucherRedemptionRequest,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(RedeemVoucherCommand)
export class RedeemVoucherHandler implements ICommandHandler<RedeemVoucherCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ request, metadata }: RedeemVoucherCommand): Promise<{ amount: number; position: Position | undefined }> {
    if (!VOUCHER_CODE.test(request.code)) throw new Rejection('not_found', VOUCHER_NOT_FOUND);
    const { state, position } = await runCommand(
      this.store,
      voucherStream(request.code),
      voucherDecider,
      { type: 'RedeemVoucher', ...request, at: new Date().toISOString() },
      metadata,
    );
    // The redemption just recorded, or the one this checkout recorded before.
    const redemption = state.status === 'issued' ? state.redemptions[request.orderId] : undefined;
    if (!redemption) throw new Error(`Voucher ${request.code} holds no redemption for order ${request.orderId}`);
    return { amount: redemption.amount, position };
  }
}
