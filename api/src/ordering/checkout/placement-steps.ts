import type { CommandBus } from '@nestjs/cqrs';
import type pg from 'pg';
import type { EventMetadata } from '../../platform/event-store/event-store.port.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { toPaise } from '../../platform/money.js';
import type { VoucherPayment } from '../events.js';
import { type PaymentGateway, providerErrorMessage } from '../payment/payment-gateway.js';
import { releaseStock } from '../stock/stock-reservations.js';
import { giveVoucherBack, redeemForOrder } from './checkout-voucher.js';

// The steps of a placement after its stock is reserved; each that fails gives back what the
// placement took before it, so a refused checkout holds nothing.

export interface PlacementDeps {
  pool: pg.Pool;
  payments: PaymentGateway;
  commands: CommandBus;
}

const PROVIDER_NOT_ANSWERING = 'The payment provider is not answering; please try again in a moment';

/**
 * A placement this slow may already have had its reservation swept as abandoned: it must not
 * record an order whose units may be gone. It gives back what it took and the shopper tries again.
 */
export async function giveUpLatePlacement(deps: PlacementDeps, orderId: string, voucher: VoucherPayment | undefined, metadata: EventMetadata): Promise<never> {
  await releaseStock(deps.pool, orderId, 'placement_too_slow');
  if (voucher) await giveVoucherBack(deps.commands, voucher, orderId, metadata);
  throw new Rejection('unavailable', 'Placing your order took too long; nothing was charged, please try again');
}

/** The provider's order for what is left to pay, or null when nothing is; a provider that does not answer undoes the checkout. */
export async function openProviderOrder(
  deps: PlacementDeps,
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
export async function spendVoucher(
  deps: PlacementDeps,
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
