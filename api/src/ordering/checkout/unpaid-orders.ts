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

/** Who places an order, as the limits on unpaid orders count it. */
export interface Placer {
  customerId: string;
  /** The client's address as the shop determines it (request.ip, TRUST_PROXY); none for orders placed without a request. */
  clientAddress?: string;
}

interface Held {
  orderId: string;
  placedAtMs: number;
}

/** What a hold saw: whether the order fits, Redis's clock, and the other orders counted for the customer and the address. */
interface Counted {
  fits: boolean;
  nowMs: number;
  mine: Held[];
  fromAddress: Held[];
}

// Each order counted is a member of its customer's sorted set and of its address's (scored by when
// it was placed), and a key naming both sets, so that the order alone is enough to forget it.
// KEYS: the customer's set, the address's set (or an unused key), the order's key.
// ARGV: the order, the customer's limit, the address's limit (0: no address), how long a member
// may count (ms), whether to count it whatever the limits ('keep').
// Answers: 1 and Redis's time (ms) when the order fits; otherwise 0, the time, the customer's other
// members, '', the address's, each member followed by its score (what a refusal and a recount read).
const HOLD = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local order, customerLimit, addressLimit, span, keep = ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), ARGV[5] == '1'
-- How many others a set counts, once those past the span are gone; their list only for a refusal.
local function count(key)
  redis.call('ZREMRANGEBYSCORE', key, '-inf', '(' .. (now - span))
  local n = redis.call('ZCARD', key)
  if redis.call('ZSCORE', key, order) then n = n - 1 end
  return n
end
local function others(key, answer)
  local found = redis.call('ZRANGE', key, 0, -1, 'WITHSCORES')
  for i = 1, #found, 2 do
    if found[i] ~= order then table.insert(answer, found[i]); table.insert(answer, found[i + 1]) end
  end
end
local mine = count(KEYS[1])
local fromAddress = 0
if addressLimit > 0 then fromAddress = count(KEYS[2]) end
if keep or (mine < customerLimit and (addressLimit == 0 or fromAddress < addressLimit)) then
  redis.call('ZADD', KEYS[1], 'NX', now, order)
  redis.call('PEXPIRE', KEYS[1], span)
  local sets = KEYS[1]
  if addressLimit > 0 then
    redis.call('ZADD', KEYS[2], 'NX', now, order)
    redis.call('PEXPIRE', KEYS[2], span)
    sets = sets .. ' ' .. KEYS[2]
  end
  redis.call('SET', KEYS[3], sets, 'PX', span)
  return {1, now}
end
local answer = {0, now}
others(KEYS[1], answer)
table.insert(answer, '')
if addressLimit > 0 then others(KEYS[2], answer) end
return answer
`;

// KEYS: the orders' keys; ARGV: the same orders. Takes each out of the sets its key names (keys the
// script finds rather than is given: the shop's Redis is one server, not a cluster).
const FORGET = `
for i, key in ipairs(KEYS) do
  local sets = redis.call('GET', key)
  if sets then
    for set in string.gmatch(sets, '%S+') do redis.call('ZREM', set, ARGV[i]) end
    redis.call('DEL', key)
  end
end
return 0
`;

type Scripted = Redis & {
  unpaidOrdersHold(customerKey: string, addressKey: string, orderKey: string, ...args: (string | number)[]): Promise<(string | number)[]>;
  unpaidOrdersForget(keyCount: number, ...keysThenOrders: string[]): Promise<number>;
};

/** The client with the scripts defined: ioredis sends each by its hash (EVALSHA), loading it when Redis lacks it. */
function scripted(redis: Redis): Scripted {
  if (!('unpaidOrdersHold' in redis)) {
    redis.defineCommand('unpaidOrdersHold', { numberOfKeys: 3, lua: HOLD });
    redis.defineCommand('unpaidOrdersForget', { lua: FORGET });
  }
  return redis as Scripted;
}

async function forgetOrders(redis: Scripted, prefix: string, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length) await redis.unpaidOrdersForget(orderIds.length, ...orderIds.map(unpaidOrderKeys(prefix).order), ...orderIds);
}

/** Forgets every order a customer has counted, and with them the hashes of the addresses they were placed from (erasure). */
export async function forgetCustomerUnpaidOrders(redis: Redis, prefix: string, customerId: string): Promise<void> {
  const key = unpaidOrderKeys(prefix).customer(customerId);
  await forgetOrders(scripted(redis), prefix, await redis.zrange(key, '0', '-1'));
  await redis.del(key);
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** Where the counts live in Redis, under the shop's prefix. */
export const unpaidOrderKeys = (prefix: string) => ({
  customer: (customerId: string) => `${prefix}:unpaid-orders:customer:${customerId}`,
  address: (addressHash: string) => `${prefix}:unpaid-orders:address:${addressHash}`,
  order: (orderId: string) => `${prefix}:unpaid-orders:order:${orderId}`,
});

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
  private readonly redis: Scripted;
  private readonly keys: ReturnType<typeof unpaidOrderKeys>;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CONFIG)
    private readonly config: Pick<
      Config,
      'UNPAID_ORDERS_PER_CUSTOMER' | 'UNPAID_ORDERS_PER_ADDRESS' | 'PAYMENT_TIMEOUT_MINUTES' | 'JWT_SECRET' | 'REDIS_PREFIX'
    >,
  ) {
    this.redis = scripted(redis);
    this.keys = unpaidOrderKeys(config.REDIS_PREFIX);
  }

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
    return forgetOrders(this.redis, this.config.REDIS_PREFIX, orderIds);
  }

  /** Counts an order placed after all by a twin of a failed attempt (see PlaceOrderHandler), without a limit: it exists. */
  async keep(orderId: string, placer: Placer): Promise<void> {
    await this.count(orderId, placer, true);
  }

  private async count(orderId: string, placer: Placer, keep: boolean): Promise<Counted> {
    const addressHash = placer.clientAddress === undefined ? null : this.addressHash(placer.clientAddress);
    const span = (this.config.PAYMENT_TIMEOUT_MINUTES * 60 + ABANDONED_AFTER_SECONDS) * 1000;
    const answer = await this.redis.unpaidOrdersHold(
      this.keys.customer(placer.customerId),
      this.keys.address(addressHash ?? ''),
      this.keys.order(orderId),
      orderId,
      this.config.UNPAID_ORDERS_PER_CUSTOMER,
      addressHash === null ? 0 : this.config.UNPAID_ORDERS_PER_ADDRESS,
      span,
      keep ? 1 : 0,
    );
    const [fits, nowMs, ...members] = answer.map(String);
    if (fits === '1') return { fits: true, nowMs: Number(nowMs), mine: [], fromAddress: [] };
    const split = members.indexOf('');
    return { fits: false, nowMs: Number(nowMs), mine: held(members.slice(0, split)), fromAddress: held(members.slice(split + 1)) };
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

/** Members and their scores, as ZRANGE WITHSCORES lists them. */
function held(flat: readonly string[]): Held[] {
  const orders: Held[] = [];
  for (let i = 0; i < flat.length; i += 2) orders.push({ orderId: flat[i]!, placedAtMs: Number(flat[i + 1]) });
  return orders;
}
