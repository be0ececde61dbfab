import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../platform/event-sourcing/decider.js';
import { EVENT_STORE, type EventMetadata, type EventStore } from '../../platform/event-store/event-store.port.js';
import { cartStream } from '../cart.js';
import { cartDecider } from '../cart.decider.js';

/**
 * Clears the cart of a paid order's shopper, once per order: ordering decides (EmptyCartOfPaidOrderCommand,
 * the worker's reaction to the paid order) and asks; the cart's own handler writes its stream. A
 * second ask for the same order changes nothing, so lines added since are kept.
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
    await runCommand(this.store, cartStream(customerId), cartDecider, { type: 'ClearCart', reason: 'checkout', orderId }, metadata);
  }
}
