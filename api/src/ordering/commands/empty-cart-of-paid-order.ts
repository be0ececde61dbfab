import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ClearCartForOrderCommand } from '../../cart/index.js';
import { loadState } from '../../platform/event-sourcing/decider.js';
import { EVENT_STORE, type EventMetadata, type EventStore } from '../../platform/event-store/event-store.port.js';
import { orderStream } from '../order/order.js';
import { orderDecider } from '../order/order.decider.js';

/**
 * Empties the shopper's cart once their order's payment is captured, however it was learnt: the
 * worker's reaction to PaymentCaptured, so a shopper who paid and closed the tab before the page
 * verified does not come back to a cart of what they already bought. A payment captured after the
 * order was cancelled is refunded, not a purchase: the cart stays. The cart empties once per order
 * (verify-payment asks too), so lines added since are kept.
 */
export class EmptyCartOfPaidOrderCommand extends Command<void> {
  constructor(
    readonly orderId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(EmptyCartOfPaidOrderCommand)
export class EmptyCartOfPaidOrderHandler implements ICommandHandler<EmptyCartOfPaidOrderCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly commands: CommandBus,
  ) {}

  async execute({ orderId, metadata }: EmptyCartOfPaidOrderCommand): Promise<void> {
    const { state: order } = await loadState(this.store, orderStream(orderId), orderDecider);
    if (order.status === 'none' || order.status === 'cancelled' || order.paymentId === null) return;
    await this.commands.execute(new ClearCartForOrderCommand(order.customer._id, orderId, metadata));
  }
}
