import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { copyShippingAddress } from '../checkout/shipping-addresses.js';
import { ProcessInstance } from '../../platform/database/process-instance.js';
import { loadState, runCommand } from '../../platform/event-sourcing/decider.js';
import { EVENT_STORE, type EventMetadata, type EventStore, type Position } from '../../platform/event-store/event-store.port.js';
import type { OrderLine } from '../events.js';
import { derivedOrderId, orderStream, type PlacedOrder } from '../order/order.js';
import { orderDecider } from '../order/order.decider.js';
import { reserveStock } from '../stock/stock-reservations.js';
import { newOrderNumber } from './place-order.js';

export interface ReplacementRequest {
  returnId: string;
  /** The orders the products came from; the first one's customer and address receive the replacement. */
  originals: readonly PlacedOrder[];
  products: readonly { productId: string; quantity: number }[];
}

/** The replacement's id follows from its return's, so a retried settlement finds the order it placed. */
export const replacementOrderId = (returnId: string): string => derivedOrderId(`replacement:${returnId}`);

/**
 * Sends the returned products again at no charge: the same products, names and colours as
 * ordered, priced ₹0, to the address the first order went to, with stock reserved like any order
 * (a product out of stock is a 409 and staff settle the return another way).
 */
export class PlaceReplacementOrderCommand extends Command<{ orderId: string; position: Position | undefined }> {
  constructor(
    readonly request: ReplacementRequest,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(PlaceReplacementOrderCommand)
export class PlaceReplacementOrderHandler implements ICommandHandler<PlaceReplacementOrderCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    private readonly instance: ProcessInstance,
  ) {}

  execute({ request, metadata }: PlaceReplacementOrderCommand): Promise<{ orderId: string; position: Position | undefined }> {
    return placeReplacementOrder({ store: this.store, pool: this.pool, placedBy: this.instance.key }, request, metadata);
  }
}

async function placeReplacementOrder(
  deps: { store: EventStore; pool: pg.Pool; placedBy: number },
  { returnId, originals, products }: ReplacementRequest,
  metadata: EventMetadata,
): Promise<{ orderId: string; position: Position | undefined }> {
  const [first] = originals;
  if (!first) throw new Error('A replacement needs the order it replaces');
  const lines = products.map(({ productId, quantity }): OrderLine => {
    const ordered = originals.flatMap((order) => order.lines).find((line) => line.productId === productId);
    if (!ordered) throw new Error(`Product ${productId} is in none of the returned orders`);
    return { ...ordered, colors: [...ordered.colors], unitPrice: 0, quantity };
  });
  const orderId = replacementOrderId(returnId);
  // A retried settlement finds its replacement placed: its stock is the order's now (and gone back if it was cancelled).
  const loaded = await loadState(deps.store, orderStream(orderId), orderDecider);
  if (loaded.state.status !== 'none' && loaded.state.replacementFor === returnId) return { orderId, position: loaded.position };
  await reserveStock(
    deps.pool,
    orderId,
    lines.map(({ productId, name, quantity }) => ({ productId, name, quantity })),
    deps.placedBy,
  );
  await copyShippingAddress(deps.pool, first.orderId, orderId);
  const at = new Date();
  const { position } = await runCommand(
    deps.store,
    orderStream(orderId),
    orderDecider,
    {
      type: 'PlaceReplacementOrder',
      orderId,
      orderNumber: newOrderNumber(at),
      customer: first.customer,
      lines,
      returnId,
      at: at.toISOString(),
    },
    metadata,
    loaded,
  );
  return { orderId, position };
}
