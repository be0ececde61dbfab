import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../platform/event-sourcing/decider.js';
import { EVENT_STORE, type EventMetadata, type EventStore } from '../../platform/event-store/event-store.port.js';
import { orderStream } from '../order/order.js';
import { orderDecider } from '../order/order.decider.js';

/**
 * The return holding an order was rejected: the order is delivered again (its return term as it
 * was), so it can be returned once more or simply kept. Only that return can give it back.
 */
export class ReleaseFromReturnCommand extends Command<void> {
  constructor(
    readonly orderId: string,
    readonly returnId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(ReleaseFromReturnCommand)
export class ReleaseFromReturnHandler implements ICommandHandler<ReleaseFromReturnCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ orderId, returnId, metadata }: ReleaseFromReturnCommand): Promise<void> {
    await runCommand(this.store, orderStream(orderId), orderDecider, { type: 'ReleaseFromReturn', returnId, at: new Date().toISOString() }, metadata);
  }
}
