import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnpaidOrders } from '../checkout/unpaid-orders.js';

/**
 * A paid or cancelled order no longer awaits payment: the worker's reaction to its PaymentCaptured
 * or OrderCancelled drops it from the unpaid orders checkout counts, and with it the hash of the
 * client address it was placed from. Forgetting an order that is not counted does nothing, so a repeat is harmless.
 */
export class ForgetUnpaidOrderCommand extends Command<void> {
  constructor(readonly orderId: string) {
    super();
  }
}

@CommandHandler(ForgetUnpaidOrderCommand)
export class ForgetUnpaidOrderHandler implements ICommandHandler<ForgetUnpaidOrderCommand> {
  constructor(private readonly unpaid: UnpaidOrders) {}

  execute({ orderId }: ForgetUnpaidOrderCommand): Promise<void> {
    return this.unpaid.forget(orderId);
  }
}
