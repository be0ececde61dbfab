import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type ShipmentBody, TRACKING_NUMBER_PLACEHOLDER, UNKNOWN_CARRIER } from '@petshop/contract';
import type pg from 'pg';
import { readSettings } from '../../admin/read-models/settings.query.js';
import { actorOf, type Account } from '../../platform/auth/account.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { runCommand } from '../../platform/event-sourcing/decider.js';
import { commandMetadata } from '../../platform/event-sourcing/metadata.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { EVENT_STORE, type EventStore, type Position } from '../../platform/event-store/event-store.port.js';
import type { ParcelCarrier } from '../order/order.commands.js';
import { orderStream, type PlacedOrder } from '../order/order.js';
import { orderDecider } from '../order/order.decider.js';
import { OrderReader } from '../read-models/order-reader.js';

/**
 * Staff hand a parcel of an order's lines (all that is left when none are named) to a carrier from
 * the settings' list, with its tracking number; the carrier's name and tracking page are recorded as
 * they are now, so a later change of the settings leaves the parcel as the shopper was told.
 */
export class ShipParcelCommand extends Command<{ order: PlacedOrder; position: Position | undefined }> {
  constructor(
    readonly account: Account,
    readonly orderId: string,
    readonly body: ShipmentBody,
  ) {
    super();
  }
}

@CommandHandler(ShipParcelCommand)
export class ShipParcelHandler implements ICommandHandler<ShipParcelCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    private readonly orders: OrderReader,
  ) {}

  async execute({ account, orderId, body }: ShipParcelCommand): Promise<{ order: PlacedOrder; position: Position | undefined }> {
    const loaded = await this.orders.ownedLoaded(orderId, account);
    const carrier = await this.carrier(body);
    const by = actorOf(account);
    const command = { type: 'ShipParcel', shipmentId: randomUUID(), carrier, lines: body.lines ?? null, by, at: new Date().toISOString() } as const;
    const { state, position } = await runCommand(this.store, orderStream(orderId), orderDecider, command, commandMetadata(by), loaded);
    return { order: state as PlacedOrder, position };
  }

  private async carrier({ carrier: code, trackingNumber }: ShipmentBody): Promise<ParcelCarrier> {
    const known = (await readSettings(this.pool)).carriers.find((carrier) => carrier.code === code);
    if (!known) throw new Rejection('invalid', UNKNOWN_CARRIER, 'carrier');
    const trackingUrl = known.trackingUrlTemplate.replace(TRACKING_NUMBER_PLACEHOLDER, encodeURIComponent(trackingNumber));
    return { code, name: known.name, trackingNumber, trackingUrl };
  }
}
