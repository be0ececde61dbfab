import { createHash } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { actorOf, type Account } from '../../platform/auth/account.js';
import { loadState, runCommand } from '../../platform/event-sourcing/decider.js';
import { commandMetadata } from '../../platform/event-sourcing/metadata.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { EVENT_STORE, latestPosition, type EventMetadata, type EventStore, type Position } from '../../platform/event-store/event-store.port.js';
import { UUID } from '../../platform/http/validation.js';
import { addRupees } from '../../platform/money.js';
import { findOrder, PlaceReplacementOrderCommand, RequestReturnRefundCommand, type PlacedOrder } from '../../ordering/index.js';
import { IssueVoucherCommand } from '../../vouchers/index.js';
import type { Reimbursement, ReturnedOrder, ReturnStatus } from '../events.js';
import { returnStream, type RequestedReturn } from '../return.js';
import { RETURN_NOT_FOUND, returnDecider } from '../return.decider.js';
import { vetReturnMove } from '../return.process.js';
import type { ReturnDeps } from '../return-deps.js';

export interface ReturnStatusChange {
  status: ReturnStatus;
  note: string | null;
}

export class ChangeReturnStatusCommand extends Command<{ position: Position | undefined }> {
  constructor(
    readonly account: Account,
    readonly returnId: string,
    readonly change: ReturnStatusChange,
  ) {
    super();
  }
}

@CommandHandler(ChangeReturnStatusCommand)
export class ChangeReturnStatusHandler implements ICommandHandler<ChangeReturnStatusCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    private readonly commands: CommandBus,
  ) {}

  execute({ account, returnId, change }: ChangeReturnStatusCommand): Promise<{ position: Position | undefined }> {
    return changeReturnStatus({ store: this.store, pool: this.pool, commands: this.commands }, account, returnId, change);
  }
}

/**
 * A staff move on a return. `refunded` first reimburses the shopper by the method they chose,
 * then records how; every step is keyed by the return, so a retried move repeats nothing.
 */
async function changeReturnStatus(
  deps: ReturnDeps,
  account: Account,
  returnId: string,
  { status, note }: ReturnStatusChange,
): Promise<{ position: Position | undefined }> {
  if (!UUID.test(returnId)) throw new Rejection('not_found', RETURN_NOT_FOUND);
  const metadata = commandMetadata(actorOf(account), returnId);
  const at = () => new Date().toISOString();
  if (status !== 'refunded') {
    return runCommand(deps.store, returnStream(returnId), returnDecider, { type: 'ChangeReturnStatus', to: status, note, at: at() }, metadata);
  }
  const { state } = await loadState(deps.store, returnStream(returnId), returnDecider);
  if (state.status === 'none') throw new Rejection('not_found', RETURN_NOT_FOUND);
  // Refuse an early move before any money or goods leave.
  const refusal = vetReturnMove(state.status, 'refunded');
  if (refusal) throw new Rejection('conflict', refusal);
  const { reimbursement, position } = await reimburse(deps, state, metadata);
  const refunded = await runCommand(deps.store, returnStream(returnId), returnDecider, { type: 'CompleteRefund', note, reimbursement, at: at() }, metadata);
  return { position: latestPosition(position, refunded.position) };
}

async function reimburse(deps: ReturnDeps, request: RequestedReturn, metadata: EventMetadata): Promise<{ reimbursement: Reimbursement; position?: Position }> {
  switch (request.returnPaymentMethod) {
    case 'refund':
      return refundReturnedLines(deps, request, metadata);
    case 'store voucher':
      return issueVoucher(deps, request, metadata);
    case 'replacement product': {
      const originals = await Promise.all(request.orders.map((order) => returnedOrder(deps, order.orderId)));
      const { orderId, position } = await deps.commands.execute(
        new PlaceReplacementOrderCommand(
          {
            returnId: request.returnId,
            originals,
            products: request.orders.flatMap((order) => order.products.map(({ productId, quantity }) => ({ productId, quantity }))),
          },
          metadata,
        ),
      );
      return { reimbursement: { method: 'replacement product', replacementOrderId: orderId }, position };
    }
    default: {
      const unknown: never = request.returnPaymentMethod;
      return unknown;
    }
  }
}

/** Asks each order, through ordering, for a refund of its returned lines (the worker's refund jobs take it to the provider). */
async function refundReturnedLines(
  deps: ReturnDeps,
  request: RequestedReturn,
  metadata: EventMetadata,
): Promise<{ reimbursement: Reimbursement; position?: Position }> {
  const refundKeys: string[] = [];
  let position: Position | undefined;
  for (const order of request.orders) {
    const refund = {
      orderId: order.orderId,
      returnId: request.returnId,
      amount: returnedValue(order),
      lines: order.products.map(({ productId, quantity }) => ({ productId, quantity })),
    };
    const requested = await deps.commands.execute(new RequestReturnRefundCommand(refund, metadata));
    position = latestPosition(position, requested.position);
    refundKeys.push(requested.refundKey);
  }
  return { reimbursement: { method: 'refund', refundKeys }, position };
}

/** What the order charged for the lines sent back. */
const returnedValue = (order: ReturnedOrder): number => order.products.reduce((sum, product) => addRupees(sum, product.unitPrice * product.quantity), 0);

/** A voucher worth the returned lines, the shopper's to spend at checkout; a retried refund issues it once. */
async function issueVoucher(
  deps: ReturnDeps,
  request: RequestedReturn,
  metadata: EventMetadata,
): Promise<{ reimbursement: Reimbursement; position?: Position }> {
  const code = voucherCode(request.returnId);
  const amount = request.orders.reduce((sum, order) => addRupees(sum, returnedValue(order)), 0);
  const { position } = await deps.commands.execute(new IssueVoucherCommand({ code, owner: request.customer, amount, returnId: request.returnId }, metadata));
  return { reimbursement: { method: 'store voucher', voucherCode: code }, position };
}

/** A code the shopper can quote at checkout, fixed by the return so a retry gives the same one. */
function voucherCode(returnId: string): string {
  return `PSV-${createHash('sha256').update(`voucher:${returnId}`).digest('hex').slice(0, 10).toUpperCase()}`;
}

async function returnedOrder(deps: ReturnDeps, orderId: string): Promise<PlacedOrder> {
  const order = await findOrder(deps.store, orderId);
  if (!order) throw new Error(`Order ${orderId} of a return has no stream`);
  return order;
}
