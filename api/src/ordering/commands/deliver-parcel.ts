import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorOf, type Account } from '../../platform/auth/account.js';
import { runCommand } from '../../platform/event-sourcing/decider.js';
import { commandMetadata } from '../../platform/event-sourcing/metadata.js';
import { EVENT_STORE, type EventStore, type Position } from '../../platform/event-store/event-store.port.js';
import { orderStream, type PlacedOrder } from '../order/order.js';
import { orderDecider } from '../order/order.decider.js';
import { OrderReader } from '../read-models/order-reader.js';

/** Staff mark a parcel delivered; the last one delivers the order, and its return term starts. */
export class DeliverParcelCommand extends Command<{ order: PlacedOrder; position: Position | undefined }> {
  constructor(
    readonly account: Account,
    readonly orderId: string,
    readonly shipmentId: string,
  ) {
    super();
  }
}

@CommandHandler(DeliverParcelCommand)
export class DeliverParcelHandler implements ICommandHandler<DeliverParcelCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly orders: OrderReader,
  ) {}

  async execute({ account, orderId, shipmentId }: DeliverParcelCommand): Promise<{ order: PlacedOrder; position: Position | undefined }> {
    const loaded = await this.orders.ownedLoaded(orderId, account);
    const command = { type: 'DeliverParcel', shipmentId, at: new Date().toISOString() } as const;
    const { state, position } = await runCommand(this.store, orderStream(orderId), orderDecider, command, commandMetadata(actorOf(account)), loaded);
    return { order: state as PlacedOrder, position };
  }
}
