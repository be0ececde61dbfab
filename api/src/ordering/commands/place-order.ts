import { randomBytes, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { AddressesRepository } from '../../addresses/index.js';
import { EmptyCartAfterCheckoutCommand } from '../../cart/index.js';
import { ProductsQuery } from '../../catalog/index.js';
import { actorOf, type Account } from '../../platform/auth/account.js';
import { emptyStream, runCommand } from '../../platform/event-sourcing/decider.js';
import { commandMetadata } from '../../platform/event-sourcing/metadata.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { EVENT_STORE, type EventStore, type Position } from '../../platform/event-store/event-store.port.js';
import { UUID } from '../../platform/http/validation.js';
import type { EventMetadata } from '../../platform/event-store/event-store.port.js';
import { giveVoucherBack, redeemForOrder } from '../checkout-voucher.js';
import type { OrderLine, VoucherPayment } from '../events.js';
import { sameAmount, toPaise } from '../../platform/money.js';
import { amountDue, orderStream, orderTotal } from '../order.js';
import { orderDecider } from '../order.decider.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../payment-gateway.js';
import { releaseStock, reserveStock } from '../stock-reservations.js';
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
 * needs no provider order: it is paid at once and the cart emptied.
 */
export class PlaceOrderCommand extends Command<PlacedOrderAnswer> {
  constructor(
    readonly account: Account,
    readonly request: PlaceOrderRequest,
  ) {
    super();
  }
}

interface PlaceOrderDeps {
  store: EventStore;
  pool: pg.Pool;
  products: ProductsQuery;
  addresses: AddressesRepository;
  payments: PaymentGateway;
  commands: CommandBus;
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
  ) {
    this.deps = { store, pool, payments, products, addresses, commands };
  }

  execute({ account, request }: PlaceOrderCommand): Promise<PlacedOrderAnswer> {
    return placeOrder(this.deps, account, request);
  }
}

async function placeOrder(deps: PlaceOrderDeps, account: Account, request: PlaceOrderRequest): Promise<PlacedOrderAnswer> {
  const address = UUID.test(request.shippingAddress) ? await deps.addresses.find(account._id, request.shippingAddress) : null;
  if (!address) throw new Rejection('not_found', 'Address not found');
  const lines = await priceLines(deps, request);
  const total = orderTotal(lines);
  // The storefront rounds its total to whole rupees before sending it.
  if (!sameAmount(request.totalAmount, total) && !sameAmount(request.totalAmount, Math.round(total))) {
    throw new Rejection('unprocessable', 'The order total does not match the prices; please review your cart', 'totalAmount');
  }

  const orderId = randomUUID();
  const placedAt = new Date();
  const number = newOrderNumber(placedAt);
  const metadata = commandMetadata(actorOf(account), orderId);
  await reserveStock(
    deps.pool,
    orderId,
    lines.map(({ productId, name, quantity }) => ({ productId, name, quantity })),
  );
  const voucher = await spendVoucher(deps, request.voucherCode, { customerId: account._id, orderId, orderNumber: number, total }, metadata);
  const due = amountDue({ totalAmount: total, voucher });
  const razorpayOrderId = await openProviderOrder(deps, { orderId, orderNumber: number, due, voucher }, metadata);
  const { _id, defaultAddress: _default, ...shippingAddress } = address;
  const { position } = await runCommand(
    deps.store,
    orderStream(orderId),
    orderDecider,
    {
      type: 'PlaceOrder',
      orderId,
      orderNumber: number,
      customer: { _id: account._id, email: account.email, firstName: account.firstName, lastName: account.lastName },
      lines,
      totalAmount: total,
      shippingAddress: { _id, ...shippingAddress },
      razorpayOrderId,
      ...(voucher && { voucher }),
      at: placedAt.toISOString(),
    },
    metadata,
    emptyStream(orderDecider), // the order's id was made above: nothing to read yet
  );
  // Paid in full by the voucher: the checkout is over, as after a verified payment.
  if (voucher && razorpayOrderId === null) await deps.commands.execute(new EmptyCartAfterCheckoutCommand(account._id, orderId, metadata));
  const paidWithVoucher = voucher && { voucherAmount: voucher.amount, paid: razorpayOrderId === null };
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

/** The provider's order for what is left to pay, or null when nothing is; a provider that does not answer undoes the checkout. */
async function openProviderOrder(
  deps: PlaceOrderDeps,
  { orderId, orderNumber, due, voucher }: { orderId: string; orderNumber: string; due: number; voucher: VoucherPayment | undefined },
  metadata: EventMetadata,
): Promise<string | null> {
  if (toPaise(due) <= 0) return null;
  try {
    return (await deps.payments.createOrder(toPaise(due), orderNumber, { orderId })).id;
  } catch {
    await releaseStock(deps.pool, orderId, 'provider_unavailable');
    if (voucher) await giveVoucherBack(deps.commands, voucher, orderId, metadata);
    throw new Rejection('unavailable', 'The payment provider is not answering; please try again in a moment');
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
