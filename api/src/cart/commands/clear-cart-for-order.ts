import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, type EventMetadata, type EventStore } from '../../platform/event-store/event-store.port.js';
import { runCartCommand } from '../cart-sessions.js';

/**
 * Clears the cart of a paid order's shopper, once per order: ordering decides (EmptyCartOfPaidOrderCommand,
 * the worker's reaction to the paid order) and asks; the cart's own handler writes its stream. A
 * second ask for the same order changes nothing, so lines added since are kept (the orders a cart
 * was emptied for cross into each new session with its lines).
 */
export class ClearCartForOrderCommand extends Command<void> {
  constructor(
    readonly customerId: string,
    readonly orderId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(ClearCartForOrderCommand)
export class ClearCartForOrderHandler implements ICommandHandler<ClearCartForOrderCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ customerId, orderId, metadata }: ClearCartForOrderCommand): Promise<void> {
    await runCartCommand(this.store, customerId, { type: 'ClearCart', reason: 'checkout', orderId }, metadata);
  }
}
