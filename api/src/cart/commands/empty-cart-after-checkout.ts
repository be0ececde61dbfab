import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../platform/event-sourcing/decider.js';
import { EVENT_STORE, type EventMetadata, type EventStore } from '../../platform/event-store/event-store.port.js';
import { cartStream } from '../cart.js';
import { cartDecider } from '../cart.decider.js';

/**
 * A paid checkout empties its shopper's cart: ordering asks (EmptyCartOfPaidOrderCommand, the
 * worker's reaction to the paid order), the cart's own handler writes its stream. The cart empties
 * once per order, so a repeated reaction is harmless.
 */
export class EmptyCartAfterCheckoutCommand extends Command<void> {
  constructor(
    readonly customerId: string,
    readonly orderId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(EmptyCartAfterCheckoutCommand)
export class EmptyCartAfterCheckoutHandler implements ICommandHandler<EmptyCartAfterCheckoutCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ customerId, orderId, metadata }: EmptyCartAfterCheckoutCommand): Promise<void> {
    await runCommand(this.store, cartStream(customerId), cartDecider, { type: 'ClearCart', reason: 'checkout', orderId }, metadata);
  }
}
