import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReleaseFromReturnCommand } from '../../ordering/index.js';
import { loadState } from '../../platform/event-sourcing/decider.js';
import { EVENT_STORE, type EventMetadata, type EventStore } from '../../platform/event-store/event-store.port.js';
import { returnStream } from '../return.js';
import { returnDecider } from '../return.decider.js';

/**
 * A rejected return gives its orders back their previous status (delivered): the worker's
 * reaction to the rejection dispatches this. Orders another return holds, or that this return
 * never marked (it lost a race), are left as they are by ordering's own rule.
 */
export class ReleaseReturnedOrdersCommand extends Command<{ released: number }> {
  constructor(
    readonly returnId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(ReleaseReturnedOrdersCommand)
export class ReleaseReturnedOrdersHandler implements ICommandHandler<ReleaseReturnedOrdersCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly commands: CommandBus,
  ) {}

  async execute({ returnId, metadata }: ReleaseReturnedOrdersCommand): Promise<{ released: number }> {
    const { state } = await loadState(this.store, returnStream(returnId), returnDecider);
    if (state.status !== 'rejected') return { released: 0 };
    for (const { orderId } of state.orders) await this.commands.execute(new ReleaseFromReturnCommand(orderId, returnId, metadata));
    return { released: state.orders.length };
  }
}
