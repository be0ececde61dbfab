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
import type { EventMetadata } from '../../platform/event-store/event-store.port.js';
import { giveVoucherBack, redeemForOrder } from '../checkout/checkout-voucher.js';
import type { OrderLine, VoucherPayment } from '../events.js';
import { sameAmount, toPaise } from '../../platform/money.js';
import { amountDue, derivedOrderId, isPaid, type Order, orderStream, orderTotal, paidInFullAtPlacement, type PlacedOrder } from '../order/order.js';
import { orderDecider } from '../order/order.decider.js';
import { PAYMENT_GATEWAY, type PaymentGateway, providerErrorMessage } from '../payment/payment-gateway.js';
import { reclaimStock, releaseStock, reserveStock } from '../stock/stock-reservations.js';
import { CONFIG, type Config } from '../../platform/config.js';
import { type Placer, UnpaidOrders } from '../checkout/unpaid-orders.js';
import { PRODUCT_NOT_FOUND } from '../../catalog/index.js';

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

const PROVIDER_NOT_ANSWERING = 'The payment provider is not answering; please try again in a moment';

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

/**
 * One order takes at most `cap` units of a product (its lines added up): with the limit on unpaid
 * orders, what one shopper or address can hold of a product's stock without paying is bounded.
 */
function refuseOverCap(lines: readonly OrderLine[], cap: number): void {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  const over = lines.find((line) => units.get(line.productId)! > cap);
  if (over) throw new Rejection('unprocessable', `You can order at most ${cap} of ${over.name} in one order`, 'products');
}

/** Prices every line from the catalogue; the client's figures are only compared, never used. */
async function priceLines(deps: PlaceOrderDeps, request: PlaceOrderRequest): Promise<OrderLine[]> {
  return Promise.all(
    request.products.map(async (line) => {
      // Ids are UUIDs: anything else is no product of ours (and would make Postgres fail, a 500).
      const product = UUID.test(line.productId) ? await deps.products.priced(line.productId) : null;
      if (!product) throw new Rejection('not_found', PRODUCT_NOT_FOUND);
      if (!sameAmount(product.price, line.price)) {
        throw new Rejection('unprocessable', `The price of ${product.name} has changed; please review your cart`, 'products');
      }
      return {
        productId: product._id,
        name: product.name,
        unitPrice: product.price,
        quantity: line.quantity,
        image: product.images[0] ?? null,
        colors: product.colors.map(({ name, value }) => ({ name, value })),
      };
    }),
  );
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

/** The answer for an order already placed, as its placement gave it. */
function placedAnswer(deps: PlaceOrderDeps, order: PlacedOrder, position: Position | undefined): PlacedOrderAnswer {
  const due = amountDue(order);
  return {
    _id: order.orderId,
    totalAmount: order.totalAmount,
    currency: 'INR',
    razorpayOrderId: order.razorpayOrderId,
    razorpayKeyId: deps.payments.keyId,
    amount: toPaise(due),
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
  const lines = await priceLines(deps, request);
  refuseOverCap(lines, deps.unitsPerProduct);
  const total = orderTotal(lines);
  // The storefront rounds its total to whole rupees before sending it.
  if (!sameAmount(request.totalAmount, total) && !sameAmount(request.totalAmount, Math.round(total))) {
    throw new Rejection('unprocessable', 'The order total does not match the prices; please review your cart', 'totalAmount');
  }
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
  const paidWithVoucher = voucher && { voucherAmount: voucher.amount, paid: paidInFullAtPlacement({ totalAmount: total, voucher }) };
  return {
    _id: orderId,
    totalAmount: total,
    currency: 'INR',
    razorpayOrderId,
    razorpayKeyId: deps.payments.keyId,
    amount: toPaise(due),
    ...paidWithVoucher,
    position,
  };
}

/**
 * A placement this slow may already have had its reservation swept as abandoned: it must not
 * record an order whose units may be gone. It gives back what it took and the shopper tries again.
 */
async function giveUpLatePlacement(deps: PlaceOrderDeps, orderId: string, voucher: VoucherPayment | undefined, metadata: EventMetadata): Promise<never> {
  await releaseStock(deps.pool, orderId, 'placement_too_slow');
  if (voucher) await giveVoucherBack(deps.commands, voucher, orderId, metadata);
  throw new Rejection('unavailable', 'Placing your order took too long; nothing was charged, please try again');
}

/** The provider's order for what is left to pay, or null when nothing is; a provider that does not answer undoes the checkout. */
async function openProviderOrder(
  deps: PlaceOrderDeps,
  { orderId, orderNumber, due, voucher }: { orderId: string; orderNumber: string; due: number; voucher: VoucherPayment | undefined },
  metadata: EventMetadata,
): Promise<string | null> {
  if (toPaise(due) <= 0) return null;
  try {
    return (await deps.payments.createOrder(toPaise(due), orderNumber, { orderId })).id;
  } catch (error) {
    await releaseStock(deps.pool, orderId, 'provider_unavailable');
    if (voucher) await giveVoucherBack(deps.commands, voucher, orderId, metadata);
    // The shopper reads that the provider is not answering; the request's access line adds the provider's own words.
    throw Object.assign(new Rejection('unavailable', PROVIDER_NOT_ANSWERING), { cause: new Error(providerErrorMessage(error)) });
  }
}

/** Spends the shopper's voucher on the order (stock already reserved); a refused voucher gives the stock back. */
async function spendVoucher(
  deps: PlaceOrderDeps,
  code: string | undefined,
  order: { customerId: string; orderId: string; orderNumber: string; total: number },
  metadata: EventMetadata,
): Promise<VoucherPayment | undefined> {
  if (!code?.trim()) return undefined;
  try {
    return await redeemForOrder(deps.commands, code.trim().toUpperCase(), order, metadata);
  } catch (error) {
    await releaseStock(deps.pool, order.orderId, 'voucher_refused');
    throw error;
  }
}
