import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CONFIG, type Config } from '../../platform/config.js';
import { loadState } from '../../platform/event-sourcing/decider.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { clientAddressKey } from '../../platform/rate-limits/client-address.js';
import { REDIS } from '../../platform/redis/redis.js';
import { isPaid } from '../order/order-amounts.js';
import { orderStream } from '../order/order.js';
import { orderDecider } from '../order/order.decider.js';
import { ABANDONED_AFTER_SECONDS } from '../stock/stock-reservations.js';
import { type Counted, countHeld, forgetUnpaidOrders, type Held } from './unpaid-order-counts.js';

/** Who places an order, as the limits on unpaid orders count it. */
export interface Placer {
  customerId: string;
  /** The client's address as the shop determines it (request.ip, TRUST_PROXY); none for orders placed without a request. */
  clientAddress?: string;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * Denial of inventory (OWASP OAT-021): an unpaid order holds its stock until the payment timeout,
 * so a customer, and a client address (however many accounts sign up from it), may hold only a few
 * at once. The counts live in Redis, shared by every API instance: one script counts and takes a
 * place, so two checkouts at once can never both take the last one, and it costs the checkout no
 * Postgres write.
 *
 * An order counts from the start of its placement until the worker's reaction to its payment or
 * cancellation forgets it, and at most until the payment timeout (and the time a placement is
 * given) has passed, when the timeout has cancelled it. A checkout that finds itself at a limit
 * first asks the orders' own streams, so an order stops counting the moment it is paid or
 * cancelled, whatever the reaction has done. Losing Redis's keys loosens the limits for one payment
 * timeout at most, and loses nothing else. The address is kept as a keyed hash, and only as long as
 * the order counts.
 */
@Injectable()
export class UnpaidOrders {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CONFIG)
    private readonly config: Pick<
      Config,
      'UNPAID_ORDERS_PER_CUSTOMER' | 'UNPAID_ORDERS_PER_ADDRESS' | 'PAYMENT_TIMEOUT_MINUTES' | 'JWT_SECRET' | 'REDIS_PREFIX'
    >,
  ) {}

  /**
   * Counts `orderId` among the placer's unpaid orders, or refuses it (429 with Retry-After) when the
   * customer or the address already holds as many as allowed. The order itself never counts against
   * itself, so a retry of a placement (its Idempotency-Key) is decided as the first attempt was.
   */
  async hold(orderId: string, placer: Placer): Promise<void> {
    // Nearly every checkout is under its limits and passes at once; one at a limit first forgets the
    // orders settled since (the reaction may not have run yet) and is then decided again.
    const counted = await this.count(orderId, placer, false);
    if (counted.fits) return;
    await this.forgetSettled(counted);
    const again = await this.count(orderId, placer, false);
    if (!again.fits) throw this.refusal(again);
  }

  /** The order no longer counts: its placement failed, or it is paid or cancelled. */
  forget(...orderIds: string[]): Promise<void> {
    return forgetUnpaidOrders(this.redis, this.config.REDIS_PREFIX, orderIds);
  }

  /** Counts an order placed after all by a twin of a failed attempt (see PlaceOrderHandler), without a limit: it exists. */
  async keep(orderId: string, placer: Placer): Promise<void> {
    await this.count(orderId, placer, true);
  }

  private count(orderId: string, { customerId, clientAddress }: Placer, keep: boolean): Promise<Counted> {
    return countHeld(this.redis, this.config.REDIS_PREFIX, {
      orderId,
      customerId,
      addressHash: clientAddress === undefined ? null : this.addressHash(clientAddress),
      customerLimit: this.config.UNPAID_ORDERS_PER_CUSTOMER,
      addressLimit: this.config.UNPAID_ORDERS_PER_ADDRESS,
      spanMs: (this.config.PAYMENT_TIMEOUT_MINUTES * 60 + ABANDONED_AFTER_SECONDS) * 1000,
      keep,
    });
  }

  private addressHash(address: string): string {
    return createHmac('sha256', this.config.JWT_SECRET)
      .update(`unpaid-orders:${clientAddressKey(address)}`)
      .digest('base64url');
  }

  /** The 429 for a customer or an address at its limit. */
  private refusal({ nowMs, mine, fromAddress }: Counted): Rejection {
    const customerWait = this.waitMs(mine, this.config.UNPAID_ORDERS_PER_CUSTOMER, nowMs);
    const addressWait = this.waitMs(fromAddress, this.config.UNPAID_ORDERS_PER_ADDRESS, nowMs);
    const retryAfter = seconds(Math.max(customerWait ?? 0, addressWait ?? 0));
    const message =
      customerWait !== null
        ? `You have ${plural(mine.length, 'order')} awaiting payment: pay or cancel one before placing another`
        : `Too many orders from your network are awaiting payment: please try again in ${plural(Math.ceil(retryAfter / 60), 'minute')}, or pay or cancel one of yours`;
    return new Rejection('too_many_requests', message, undefined, retryAfter);
  }

  /**
   * How long until enough of these orders have timed out for one more to fit under `limit` (the
   * payment timeout cancels the oldest first), or null when one fits now.
   */
  private waitMs(held: readonly Held[], limit: number, nowMs: number): number | null {
    if (held.length < limit) return null;
    const placed = held.map((order) => order.placedAtMs).sort((a, b) => a - b);
    return placed[held.length - limit]! + this.config.PAYMENT_TIMEOUT_MINUTES * 60_000 - nowMs;
  }

  /**
   * Forgets the orders found paid or cancelled in their streams, and the placements that recorded no
   * order within the time a placement is given (they gave up or died).
   */
  private async forgetSettled({ nowMs, mine, fromAddress }: Counted): Promise<void> {
    const counted = new Map([...mine, ...fromAddress].map((order) => [order.orderId, order.placedAtMs]));
    const settled = await Promise.all(
      [...counted].map(async ([orderId, placedAtMs]) => {
        const { state } = await loadState(this.store, orderStream(orderId), orderDecider);
        const abandoned = placedAtMs < nowMs - ABANDONED_AFTER_SECONDS * 1000;
        const over = state.status === 'none' ? abandoned : state.status === 'cancelled' || isPaid(state);
        return over ? orderId : null;
      }),
    );
    await this.forget(...settled.filter((id): id is string => id !== null));
  }
}
