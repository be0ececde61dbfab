import { randomBytes, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { actorOf, type Account } from '../../platform/auth/account.js';
import { runCommand } from '../../platform/event-sourcing/decider.js';
import { commandMetadata } from '../../platform/event-sourcing/metadata.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { EVENT_STORE, latestPosition, type Actor, type EventMetadata, type EventStore, type Position } from '../../platform/event-store/event-store.port.js';
import { findOrder, MarkInReturnCommand, ORDER_NOT_FOUND, returnDeadline, type PlacedOrder } from '../../ordering/index.js';
import type { ReasonToReturn, ReturnedOrder, ReturnPaymentMethod } from '../events.js';
import { returnStream } from '../return.js';
import { returnDecider, type OrderEligibility } from '../return.decider.js';
import type { ReturnDeps } from '../return-deps.js';

export interface ReturnRequestBody {
  orders: { orderID: string; products: { id: string }[] }[];
  reasonToReturn: ReasonToReturn;
  methodForReturning: string;
  returnPaymentMethod: ReturnPaymentMethod;
}

const RETURNS_DESK: Actor = { _id: null, role: 'system', name: 'returns' };

/** A short number a shopper can quote: RT-YYMMDD-XXXXXX. */
function returnNumber(at: Date): string {
  return `RT-${at.toISOString().slice(2, 10).replaceAll('-', '')}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

/** Whether the caller may send this order's products back now, judged on the order's own stream. */
function eligibility(orderId: string, order: PlacedOrder | null, account: Account, productIds: readonly string[], now: Date): OrderEligibility {
  if (!order || order.customer._id !== account._id) return { orderId, ok: false, kind: 'not_found', message: ORDER_NOT_FOUND };
  const refuse = (message: string): OrderEligibility => ({ orderId, ok: false, kind: 'unprocessable', message });
  if (order.status === 'return') return refuse(`Order ${order.orderNumber} is already in a return`);
  if (order.status !== 'delivered' || !order.deliveredAt) return refuse(`Order ${order.orderNumber} has not been delivered, so it cannot be returned yet`);
  if (now.getTime() > returnDate(order).getTime())
    return refuse(`The return term of order ${order.orderNumber} ended on ${returnDate(order).toISOString().slice(0, 10)}`);
  const stranger = productIds.find((id) => !order.lines.some((line) => line.productId === id));
  if (stranger) return refuse(`Product ${stranger} is not in order ${order.orderNumber}`);
  return { orderId, ok: true };
}

const returnDate = (order: PlacedOrder) => returnDeadline(order.deliveredAt!);

/** The products as the order charged them; an order that cannot be returned only needs the ids it was asked about. */
function returnedOrder(orderId: string, order: PlacedOrder | null, productIds: readonly string[]): ReturnedOrder {
  return {
    orderId,
    orderNumber: order?.orderNumber ?? '',
    products: productIds.map((productId) => {
      const line = order?.lines.find((candidate) => candidate.productId === productId);
      return {
        productId,
        name: line?.name ?? '',
        image: line?.image ?? null,
        quantity: line?.quantity ?? 0,
        unitPrice: line?.unitPrice ?? 0,
        returnDate: order?.deliveredAt ? returnDate(order).toISOString() : '',
      };
    }),
  };
}

export interface RequestedReturnAnswer {
  returnId: string;
  position: Position | undefined;
  refusal: Rejection | null;
}

export class RequestReturnCommand extends Command<RequestedReturnAnswer> {
  constructor(
    readonly account: Account,
    readonly body: ReturnRequestBody,
  ) {
    super();
  }
}

@CommandHandler(RequestReturnCommand)
export class RequestReturnHandler implements ICommandHandler<RequestReturnCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    private readonly commands: CommandBus,
  ) {}

  execute({ account, body }: RequestReturnCommand): Promise<RequestedReturnAnswer> {
    return requestReturn({ store: this.store, pool: this.pool, commands: this.commands }, account, body);
  }
}

/**
 * Records the request, then asks ordering to move each of its orders to `return`. Two requests for
 * one order can both pass the check; the order's stream lets only one of them mark it, and the other
 * is rejected on the spot with the reason in its history, so no order is ever in two returns. That
 * refusal is returned rather than thrown so the caller can wait for the read models before answering it.
 */
async function requestReturn(deps: ReturnDeps, account: Account, body: ReturnRequestBody): Promise<RequestedReturnAnswer> {
  const now = new Date();
  const asked = body.orders.map((entry) => ({ orderId: entry.orderID, productIds: entry.products.map((product) => product.id) }));
  const orders = await Promise.all(asked.map(({ orderId }) => findOrder(deps.store, orderId)));
  const returnId = randomUUID();
  const metadata = commandMetadata(actorOf(account), returnId);
  const requested = await runCommand(
    deps.store,
    returnStream(returnId),
    returnDecider,
    {
      type: 'RequestReturn',
      returnId,
      returnNumber: returnNumber(now),
      customer: { _id: account._id },
      orders: asked.map(({ orderId, productIds }, index) => returnedOrder(orderId, orders[index] ?? null, productIds)),
      reasonToReturn: body.reasonToReturn,
      methodForReturning: body.methodForReturning,
      returnPaymentMethod: body.returnPaymentMethod,
      eligibility: asked.map(({ orderId, productIds }, index) => eligibility(orderId, orders[index] ?? null, account, productIds, now)),
      at: now.toISOString(),
    },
    metadata,
  );
  let position = requested.position;
  for (const { orderId } of asked) {
    try {
      const marked = await deps.commands.execute(new MarkInReturnCommand(orderId, returnId, metadata));
      position = latestPosition(position, marked.position);
    } catch (error) {
      if (!(error instanceof Rejection && error.kind === 'conflict')) throw error;
      const order = orders.find((candidate) => candidate?.orderId === orderId);
      const message = `Order ${order?.orderNumber ?? orderId} is already in a return`;
      const rejected = await rejectOnTheSpot(deps, returnId, message, { ...metadata, actor: RETURNS_DESK });
      return { returnId, position: latestPosition(position, rejected), refusal: new Rejection('unprocessable', message) };
    }
  }
  return { returnId, position, refusal: null };
}

async function rejectOnTheSpot(deps: ReturnDeps, returnId: string, note: string, metadata: EventMetadata): Promise<Position | undefined> {
  const { position } = await runCommand(
    deps.store,
    returnStream(returnId),
    returnDecider,
    { type: 'ChangeReturnStatus', to: 'rejected', note, at: new Date().toISOString() },
    metadata,
  );
  return position;
}
