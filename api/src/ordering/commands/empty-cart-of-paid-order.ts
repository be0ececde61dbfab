import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ClearCartForOrderCommand } from '../../cart/index.js';
import { loadState } from '../../platform/event-sourcing/decider.js';
import { EVENT_STORE, type EventMetadata, type EventStore } from '../../platform/event-store/event-store.port.js';
import { isPaid } from '../order/order-amounts.js';
import { orderStream } from '../order/order.js';
import { orderDecider } from '../order/order.decider.js';

/**
 * Empties the shopper's cart once their order is paid. The worker's reactions dispatch it for every
 * PaymentCaptured, however the capture was learnt (verify, webhook, reconciliation), and for an
 * OrderPlaced a store voucher paid in full; nothing else empties a cart after a checkout. The API's
 * paid answer does not wait for it: it notes the effect (ReadYourWrites.expect), and the shopper's next
 * read or change of the cart waits for the reactions first, so it finds the cart empty. A payment
 * captured after the order was cancelled is refunded, not a purchase, and a replacement order is no
 * checkout of the shopper's: the cart stays. The cart empties once per order (its stream remembers
 * the orders it was emptied for), so a repeat does nothing and lines added since are kept.
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
    if (order.status === 'none' || order.status === 'cancelled' || order.replacementFor !== null || !isPaid(order)) return;
    await this.commands.execute(new ClearCartForOrderCommand(order.customer._id, orderId, metadata));
  }
}
