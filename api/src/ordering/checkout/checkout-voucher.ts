import type { CommandBus } from '@nestjs/cqrs';
import type { EventMetadata } from '../../platform/event-store/event-store.port.js';
import { RedeemVoucherCommand, RestoreVoucherCommand } from '../../vouchers/index.js';
import type { VoucherPayment } from '../events.js';

/**
 * A checkout's store voucher. Spending it is a precondition of the order, like reserving its stock:
 * the voucher's stream records the redemption (keyed by the order) before OrderPlaced, and a
 * checkout that then cannot place its order gives it back at once.
 */
export async function redeemForOrder(
  commands: CommandBus,
  code: string,
  order: { customerId: string; orderId: string; orderNumber: string; total: number },
  metadata: EventMetadata,
): Promise<VoucherPayment> {
  const { amount } = await commands.execute(
    new RedeemVoucherCommand({ code, customerId: order.customerId, orderId: order.orderId, orderNumber: order.orderNumber, upTo: order.total }, metadata),
  );
  return { code, amount };
}

/** The order was never placed (the provider did not answer): the voucher gets back what it paid, once. */
export async function giveVoucherBack(commands: CommandBus, voucher: VoucherPayment, orderId: string, metadata: EventMetadata): Promise<void> {
  await commands.execute(
    new RestoreVoucherCommand({ code: voucher.code, orderId, restoreKey: `${orderId}:not_placed`, amount: voucher.amount, reason: 'not_placed' }, metadata),
  );
}
