import { randomBytes, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { AddressesRepository } from '../../addresses/index.js';
import { ProductsQuery } from '../../catalog/index.js';
import { actorOf, type Account } from '../../platform/auth/account.js';
import { emptyStream, loadState, type Loaded, runCommand } from '../../platform/event-sourcing/decider.js';
import { commandMetadata } from '../../platform/event-sourcing/metadata.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { ProcessInstance } from '../../platform/database/process-instance.js';
import { EVENT_STORE, type EventStore, type Position } from '../../platform/event-store/event-store.port.js';
import { UUID } from '../../platform/http/validation.js';
import type { OrderLine } from '../events.js';
import { toPaise } from '../../platform/money.js';
import { amountDue, isPaid, paidInFullAtPlacement } from '../order/order-amounts.js';
import { derivedOrderId, type Order, orderStream, type PlacedOrder } from '../order/order.js';
import { orderDecider } from '../order/order.decider.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../payment/payment-gateway.js';
import { reclaimStock, reserveStock } from '../stock/stock-reservations.js';
import { CONFIG, type Config } from '../../platform/config.js';
import { pricedOrder } from '../checkout/priced-order.js';
import { giveUpLatePlacement, openProviderOrder, spendVoucher } from '../checkout/placement-steps.js';
import { type Placer, UnpaidOrders } from '../checkout/unpaid-orders.js';

export interface PlaceOrderRequest {
  totalAmount: number;
  shippingAddress: string;
  products: { productId: string; quantity: number; price: number }[];
  /** A store voucher of the caller's to pay with, up to the total. */
  voucherCode?: string;
}

/**
 * A shopper's checkout: prices the lines, reserves their stock, spends their voucher, opens the
 * provider's order for what is left to pay, records OrderPlaced. An order the voucher paid in full
 * needs no provider order: it is paid at once (the worker's reactions empty the cart). With an `idempotencyKey` the
 * order's id follows from the shopper, the key and the request, so a retry of a checkout whose
 * process died answers the order the first attempt placed, or places it if none was recorded.
 */
export class PlaceOrderCommand extends Command<PlacedOrderAnswer> {
  constructor(
    readonly account: Account,
    readonly request: PlaceOrderRequest,
    readonly idempotencyKey?: string,
    /** The client's address (request.ip), which the limit on unpaid orders per address counts by. */
    readonly clientAddress?: string,
  ) {
    super();
  }
}

/** The id of the order a checkout sent with an Idempotency-Key places: the same shopper, key and request always name the same order. */
export const keyedOrderId = (customerId: string, idempotencyKey: string, request: PlaceOrderRequest): string =>
  derivedOrderId(JSON.stringify(['checkout', customerId, idempotencyKey, request]));

/** No placement is let to record its order after this long: a reservation older than that without an order is abandoned. */
export const PLACEMENT_DEADLINE_MS = 60_000;

interface PlaceOrderDeps {
  store: EventStore;
  pool: pg.Pool;
  products: ProductsQuery;
  addresses: AddressesRepository;
  payments: PaymentGateway;
  commands: CommandBus;
  instance: ProcessInstance;
  unpaid: UnpaidOrders;
  unitsPerProduct: number;
}

export interface PlacedOrderAnswer {
  _id: string;
  totalAmount: number;
  currency: 'INR';
  razorpayOrderId: string | null;
  razorpayKeyId: string;
  /** What is left to pay, in paise. */
  amount: number;
  /** With a voucher: the rupees it paid, and whether that was the whole order. */
  voucherAmount?: number;
  paid?: boolean;
  position: Position | undefined;
}

/** A short number a shopper can read out on the phone: PS-YYMMDD-XXXXXX. */
export function newOrderNumber(at: Date): string {
  const day = at.toISOString().slice(2, 10).replaceAll('-', '');
  return `PS-${day}-${randomBytes(4).toString('hex').slice(0, 6).toUpperCase()}`;
}

@CommandHandler(PlaceOrderCommand)
export class PlaceOrderHandler implements ICommandHandler<PlaceOrderCommand> {
  private readonly deps: PlaceOrderDeps;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(DATABASE_POOL) pool: pg.Pool,
    @Inject(PAYMENT_GATEWAY) payments: PaymentGateway,
    products: ProductsQuery,
    addresses: AddressesRepository,
    commands: CommandBus,
    instance: ProcessInstance,
    unpaid: UnpaidOrders,
    @Inject(CONFIG) config: Pick<Config, 'UNITS_PER_PRODUCT_PER_ORDER'>,
  ) {
    this.deps = { store, pool, payments, products, addresses, commands, instance, unpaid, unitsPerProduct: config.UNITS_PER_PRODUCT_PER_ORDER };
  }

  async execute({ account, request, idempotencyKey, clientAddress }: PlaceOrderCommand): Promise<PlacedOrderAnswer> {
    const placer: Placer = { customerId: account._id, ...(clientAddress !== undefined && { clientAddress }) };
    if (idempotencyKey === undefined) return placeOrder(this.deps, account, placer, request, randomUUID(), emptyStream(orderDecider));
    const orderId = keyedOrderId(account._id, idempotencyKey, request);
    const loaded = await loadState(this.deps.store, orderStream(orderId), orderDecider);
    if (loaded.state.status !== 'none') return placedAnswer(this.deps, loaded.state, loaded.position);
    try {
      return await placeOrder(this.deps, account, placer, request, orderId, loaded);
    } catch (error) {
      // A twin of this request (its first attempt, taken for dead) recorded the order meanwhile;
      // if this attempt's failure gave back the units that order holds, it takes them again, and
      // the order counts among the unpaid again if this attempt's failure forgot it.
      const { state, position } = await loadState(this.deps.store, orderStream(orderId), orderDecider);
      if (state.status === 'none') throw error;
      if (state.status !== 'cancelled') await reclaimStock(this.deps.pool, orderId);
      if (state.status !== 'cancelled' && !isPaid(state)) await this.deps.unpaid.keep(orderId, placer);
      return placedAnswer(this.deps, state, position);
    }
  }
}

/** A placement's answer, for the order it recorded or, on a retry, one recorded before. */
function placedAnswer(
  deps: PlaceOrderDeps,
  order: Pick<PlacedOrder, 'orderId' | 'totalAmount' | 'razorpayOrderId' | 'voucher'>,
  position: Position | undefined,
): PlacedOrderAnswer {
  return {
    _id: order.orderId,
    totalAmount: order.totalAmount,
    currency: 'INR',
    razorpayOrderId: order.razorpayOrderId,
    razorpayKeyId: deps.payments.keyId,
    amount: toPaise(amountDue(order)),
    ...(order.voucher && { voucherAmount: order.voucher.amount, paid: paidInFullAtPlacement(order) }),
    position,
  };
}

/**
 * A checkout at its limit of unpaid orders is refused before anything is taken; once it is counted,
 * a placement that fails stops counting (its stock and voucher are given back too), and one a
 * voucher paid in full never awaits payment.
 */
async function placeOrder(
  deps: PlaceOrderDeps,
  account: Account,
  placer: Placer,
  request: PlaceOrderRequest,
  orderId: string,
  loaded: Loaded<Order>,
): Promise<PlacedOrderAnswer> {
  const startedAt = Date.now();
  const address = UUID.test(request.shippingAddress) ? await deps.addresses.find(account._id, request.shippingAddress) : null;
  if (!address) throw new Rejection('not_found', 'Address not found');
  const { lines, total } = await pricedOrder(deps.products, request, deps.unitsPerProduct);
  await deps.unpaid.hold(orderId, placer);
  try {
    const answer = await recordOrder(deps, account, request, orderId, loaded, { startedAt, address, lines, total });
    if (answer.paid) await deps.unpaid.forget(orderId);
    return answer;
  } catch (error) {
    await deps.unpaid.forget(orderId);
    throw error;
  }
}

type SavedAddress = NonNullable<Awaited<ReturnType<AddressesRepository['find']>>>;

/** Reserves the stock, spends the voucher, opens the provider's order and records OrderPlaced. */
async function recordOrder(
  deps: PlaceOrderDeps,
  account: Account,
  request: PlaceOrderRequest,
  orderId: string,
  loaded: Loaded<Order>,
  { startedAt, address, lines, total }: { startedAt: number; address: SavedAddress; lines: OrderLine[]; total: number },
): Promise<PlacedOrderAnswer> {
  const placedAt = new Date();
  const number = newOrderNumber(placedAt);
  const metadata = commandMetadata(actorOf(account), orderId);
  const { defaultAddress: _default, ...shippingAddress } = address;
  await reserveStock(
    deps.pool,
    orderId,
    lines.map(({ productId, name, quantity }) => ({ productId, name, quantity })),
    deps.instance.key,
    { customerId: account._id, address: shippingAddress },
  );
  const voucher = await spendVoucher(deps, request.voucherCode, { customerId: account._id, orderId, orderNumber: number, total }, metadata);
  const due = amountDue({ totalAmount: total, voucher });
  const razorpayOrderId = await openProviderOrder(deps, { orderId, orderNumber: number, due, voucher }, metadata);
  if (Date.now() - startedAt > PLACEMENT_DEADLINE_MS) await giveUpLatePlacement(deps, orderId, voucher, metadata);
  const { position } = await runCommand(
    deps.store,
    orderStream(orderId),
    orderDecider,
    {
      type: 'PlaceOrder',
      orderId,
      orderNumber: number,
      customer: { _id: account._id },
      lines,
      totalAmount: total,
      razorpayOrderId,
      ...(voucher && { voucher }),
      at: placedAt.toISOString(),
    },
    metadata,
    loaded,
  );
  return placedAnswer(deps, { orderId, totalAmount: total, razorpayOrderId, voucher: voucher ?? null }, position);
}
