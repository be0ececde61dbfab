import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorOf, type Account } from '../../platform/auth/account.js';
import { runCommand } from '../../platform/event-sourcing/decider.js';
import { commandMetadata } from '../../platform/event-sourcing/metadata.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { EVENT_STORE, type EventStore, type Position } from '../../platform/event-store/event-store.port.js';
import type { OrderStatus } from '../events.js';
import { orderStream, type PlacedOrder } from '../order/order.js';
import { orderDecider } from '../order/order.decider.js';
import { OrderReader } from '../read-models/order-reader.js';
import { ORDER_NOT_FOUND } from '../order/order.decider.js';

export interface StatusChange {
  to: OrderStatus;
  reason: string | null;
  force: boolean;
}

/** A staff move along the order's state machine; an admin may force one with a reason. */
export class ChangeOrderStatusCommand extends Command<{ order: PlacedOrder; position: Position | undefined }> {
  constructor(
    readonly account: Account,
    readonly orderId: string,
    readonly change: StatusChange,
  ) {
    super();
  }
}

@CommandHandler(ChangeOrderStatusCommand)
export class ChangeOrderStatusHandler implements ICommandHandler<ChangeOrderStatusCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly orders: OrderReader,
  ) {}

  async execute({ account, orderId, change }: ChangeOrderStatusCommand): Promise<{ order: PlacedOrder; position: Position | undefined }> {
    if (change.force && account.role !== 'admin') throw new Rejection('forbidden', 'Only an admin can force a status change');
    const loaded = await this.orders.ownedLoaded(orderId, account);
    // A cancellation's units go back when the worker reacts to OrderCancelled (ReleaseOrderStock).
    const { state, position } = await runCommand(
      this.store,
      orderStream(orderId),
      orderDecider,
      { type: 'ChangeStatus', to: change.to, reason: change.reason, force: change.force, by: actorOf(account), at: new Date().toISOString() },
      commandMetadata(actorOf(account)),
      loaded,
    );
    if (state.status === 'none') throw new Rejection('not_found', ORDER_NOT_FOUND);
    return { order: state, position };
  }
}
