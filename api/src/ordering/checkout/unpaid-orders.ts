import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { CONFIG, type Config } from '../../platform/config.js';
import { DATABASE_POOL } from '../../platform/database/pool.js';
import { loadState } from '../../platform/event-sourcing/decider.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { clientAddressKey } from '../../platform/rate-limits/client-address.js';
import { isPaid, orderStream } from '../order/order.js';
import { orderDecider } from '../order/order.decider.js';
import { ABANDONED_AFTER_SECONDS } from '../stock/stock-reservations.js';

/** Who places an order, as the limits on unpaid orders count it. */
export interface Placer {
  customerId: string;
  /** The client's address as the shop determines it (request.ip, TRUST_PROXY); none for orders placed without a request. */
  clientAddress?: string;
}

interface Held {
  orderId: string;
  mine: boolean;
  sameAddress: boolean;
  placedAtMs: number;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * Denial of inventory (OWASP OAT-021): an unpaid order holds its stock until the payment timeout,
 * so a customer, and a client address (however many accounts sign up from it), may hold only a few
 * at once. Each order placed is a row in `unpaid_orders` from the start of its placement until it
 * is paid or cancelled, counted in Postgres under advisory locks on the customer and the address, so
 * two checkouts at once, on any API instances, can never both take the last place.
 *
 * A row outlives its order's unpaid life only until the worker's reaction to the payment or the
 * cancellation deletes it (ForgetUnpaidOrder); a checkout that finds itself at a limit first asks the
 * orders' own streams, so an order stops counting the moment it is paid or cancelled. The address is
 * kept as a keyed hash, and only while the order is unpaid.
 */
@Injectable()
export class UnpaidOrders {
  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CONFIG)
    private readonly config: Pick<Config, 'UNPAID_ORDERS_PER_CUSTOMER' | 'UNPAID_ORDERS_PER_ADDRESS' | 'PAYMENT_TIMEOUT_MINUTES' | 'JWT_SECRET'>,
  ) {}

  /**
   * Counts `orderId` among the placer's unpaid orders, or refuses it (429 with Retry-After) when the
   * customer or the address already holds as many as allowed. The order itself never counts against
   * itself, so a retry of a placement (its Idempotency-Key) is decided as the first attempt was.
   */
  async hold(orderId: string, placer: Placer): Promise<void> {
    const addressHash = placer.clientAddress === undefined ? null : this.addressHash(placer.clientAddress);
    // Nearly every checkout is under its limits and passes at once; one at a limit first drops the
    // rows of orders settled since (the reaction may not have run yet) and is then decided again.
    if (await this.tryHold(orderId, placer.customerId, addressHash, false)) return;
    await this.dropSettled(orderId, placer.customerId, addressHash);
    await this.tryHold(orderId, placer.customerId, addressHash, true);
  }

  /** The order no longer counts: its placement failed, or it is paid or cancelled. */
  forget(orderId: string): Promise<void> {
    return forgetUnpaidOrders(this.pool, [orderId]);
  }

  /** Counts an order placed after all by a twin of a failed attempt (see PlaceOrderHandler), without a limit: it exists. */
  async keep(orderId: string, placer: Placer): Promise<void> {
    const addressHash = placer.clientAddress === undefined ? null : this.addressHash(placer.clientAddress);
    await this.pool.query('INSERT INTO unpaid_orders (order_id, customer_id, address_hash) VALUES ($1, $2, $3) ON CONFLICT (order_id) DO NOTHING', [
      orderId,
      placer.customerId,
      addressHash,
    ]);
  }

  private addressHash(address: string): string {
    return createHmac('sha256', this.config.JWT_SECRET)
      .update(`unpaid-orders:${clientAddressKey(address)}`)
      .digest('base64url');
  }

  /**
   * Counts and records the order under the customer's and the address's locks, in one round trip
   * (`hold_unpaid_order`, migration 0045); false (or, when `refuse`, a 429) at a limit.
   */
  private async tryHold(orderId: string, customerId: string, addressHash: string | null, refuse: boolean): Promise<boolean> {
    const { rows } = await this.pool.query<Held & { fits: boolean | null }>(
      `SELECT order_id AS "orderId", mine, same_address AS "sameAddress", placed_at_ms AS "placedAtMs", fits FROM hold_unpaid_order($1, $2, $3, $4, $5)`,
      [orderId, customerId, addressHash, this.config.UNPAID_ORDERS_PER_CUSTOMER, this.config.UNPAID_ORDERS_PER_ADDRESS],
    );
    const counted = rows.filter((row) => row.orderId !== null);
    if (rows.some((row) => row.orderId === null && row.fits)) return true;
    const refusal = this.refusal(
      counted.filter((row) => row.mine),
      counted.filter((row) => row.sameAddress),
    );
    if (refusal && refuse) throw refusal;
    return false;
  }

  /** The 429 for a customer or an address at its limit, or null. */
  private refusal(mine: readonly Held[], fromAddress: readonly Held[]): Rejection | null {
    const customerWait = this.waitMs(mine, this.config.UNPAID_ORDERS_PER_CUSTOMER);
    const addressWait = this.waitMs(fromAddress, this.config.UNPAID_ORDERS_PER_ADDRESS);
    if (customerWait === null && addressWait === null) return null;
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
  private waitMs(held: readonly Held[], limit: number): number | null {
    if (held.length < limit) return null;
    const placed = held.map((row) => row.placedAtMs).sort((a, b) => a - b);
    return placed[held.length - limit]! + this.config.PAYMENT_TIMEOUT_MINUTES * 60_000 - Date.now();
  }

  /**
   * Deletes the rows of orders found paid or cancelled in their streams, and of placements that
   * recorded no order within the time a placement is given (they gave up or died).
   */
  private async dropSettled(orderId: string, customerId: string, addressHash: string | null): Promise<void> {
    const { rows } = await this.pool.query<{ orderId: string; abandoned: boolean }>(
      `SELECT order_id AS "orderId", placed_at < now() - make_interval(secs => $4) AS abandoned
       FROM unpaid_orders WHERE (customer_id = $2 OR address_hash = $3) AND order_id <> $1`,
      [orderId, customerId, addressHash, ABANDONED_AFTER_SECONDS],
    );
    const settled = await Promise.all(
      rows.map(async (row) => {
        const { state } = await loadState(this.store, orderStream(row.orderId), orderDecider);
        const over = state.status === 'none' ? row.abandoned : state.status === 'cancelled' || isPaid(state);
        return over ? row.orderId : null;
      }),
    );
    await forgetUnpaidOrders(
      this.pool,
      settled.filter((id): id is string => id !== null),
    );
  }
}

async function forgetUnpaidOrders(pool: pg.Pool, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length) await pool.query('DELETE FROM unpaid_orders WHERE order_id = ANY($1::text[])', [orderIds]);
}

/**
 * Forgets the rows of placements that never recorded their order and are past the time a placement
 * is given (the API died mid-checkout): they no longer count, and the address's hash goes with them.
 * Reconciliation's sweep, beside the abandoned reservations; answers how many went.
 */
export async function forgetAbandonedPlacements(pool: pg.Pool, store: EventStore, batch: number): Promise<number> {
  const { rows } = await pool.query<{ orderId: string }>(
    `SELECT u.order_id AS "orderId" FROM unpaid_orders u
     WHERE u.placed_at < now() - make_interval(secs => $1) AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = u.order_id)
     ORDER BY u.placed_at LIMIT $2`,
    [ABANDONED_AFTER_SECONDS, batch],
  );
  const abandoned = await Promise.all(
    // The stream decides: the orders read model may not have caught up with an order placed after all.
    rows.map(async ({ orderId }) => ((await loadState(store, orderStream(orderId), orderDecider)).state.status === 'none' ? orderId : null)),
  );
  const gone = abandoned.filter((id): id is string => id !== null);
  await forgetUnpaidOrders(pool, gone);
  return gone.length;
}
