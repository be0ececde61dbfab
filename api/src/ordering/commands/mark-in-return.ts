import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../platform/event-sourcing/decider.js';
import { EVENT_STORE, type EventMetadata, type EventStore, type Position } from '../../platform/event-store/event-store.port.js';
import { orderStream } from '../order/order.js';
import { orderDecider } from '../order/order.decider.js';

/**
 * A return asks for one of its orders: the order moves to `return`, held by that return. Of two
 * returns racing for one order, the order's stream lets one mark it and refuses the other with a
 * conflict (the returns context rejects that return on the spot); the same return asking again
 * changes nothing. Ordering's rule (delivered, paid) is the decider's.
 */
export class MarkInReturnCommand extends Command<{ position: Position | undefined }> {
  constructor(
    readonly orderId: string,
    readonly returnId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(MarkInReturnCommand)
export class MarkInReturnHandler implements ICommandHandler<MarkInReturnCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ orderId, returnId, metadata }: MarkInReturnCommand): Promise<{ position: Position | undefined }> {
    const { position } = await runCommand(
      this.store,
      orderStream(orderId),
      orderDecider,
      { type: 'MarkReturned', returnId, at: new Date().toISOString() },
      metadata,
    );
    return { position };
  }
}
