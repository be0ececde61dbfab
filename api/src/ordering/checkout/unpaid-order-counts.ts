import type { Redis } from 'ioredis';

// The counts of unpaid orders in Redis (UnpaidOrders says what they are for): the keys, the scripts
// that keep them, and what the scripts answer.

export interface Held {
  orderId: string;
  placedAtMs: number;
}

/** What a hold saw: whether the order fits, Redis's clock, and the other orders counted for the customer and the address. */
export interface Counted {
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

/** Where the counts live in Redis, under the shop's prefix. */
export const unpaidOrderKeys = (prefix: string) => ({
  customer: (customerId: string) => `${prefix}:unpaid-orders:customer:${customerId}`,
  address: (addressHash: string) => `${prefix}:unpaid-orders:address:${addressHash}`,
  order: (orderId: string) => `${prefix}:unpaid-orders:order:${orderId}`,
});

/** An order to count for its customer and, with an address hash, for the address it was placed from. */
export interface Hold {
  orderId: string;
  customerId: string;
  addressHash: string | null;
  customerLimit: number;
  addressLimit: number;
  /** How long an order may count (ms). */
  spanMs: number;
  /** Count it whatever the limits. */
  keep: boolean;
}

/** Counts the order when it fits under both limits (or is kept); otherwise says what the limits are full of. */
export async function countHeld(redis: Redis, prefix: string, hold: Hold): Promise<Counted> {
  const keys = unpaidOrderKeys(prefix);
  const answer = await scripted(redis).unpaidOrdersHold(
    keys.customer(hold.customerId),
    keys.address(hold.addressHash ?? ''),
    keys.order(hold.orderId),
    hold.orderId,
    hold.customerLimit,
    hold.addressHash === null ? 0 : hold.addressLimit,
    hold.spanMs,
    hold.keep ? 1 : 0,
  );
  const [fits, nowMs, ...members] = answer.map(String);
  if (fits === '1') return { fits: true, nowMs: Number(nowMs), mine: [], fromAddress: [] };
  const split = members.indexOf('');
  return { fits: false, nowMs: Number(nowMs), mine: held(members.slice(0, split)), fromAddress: held(members.slice(split + 1)) };
}

/** Members and their scores, as ZRANGE WITHSCORES lists them. */
function held(flat: readonly string[]): Held[] {
  const orders: Held[] = [];
  for (let i = 0; i < flat.length; i += 2) orders.push({ orderId: flat[i]!, placedAtMs: Number(flat[i + 1]) });
  return orders;
}

/** The orders no longer count, wherever they were counted. */
export async function forgetUnpaidOrders(redis: Redis, prefix: string, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length) await scripted(redis).unpaidOrdersForget(orderIds.length, ...orderIds.map(unpaidOrderKeys(prefix).order), ...orderIds);
}

/** Forgets every order a customer has counted, and with them the hashes of the addresses they were placed from (erasure). */
export async function forgetCustomerUnpaidOrders(redis: Redis, prefix: string, customerId: string): Promise<void> {
  const key = unpaidOrderKeys(prefix).customer(customerId);
  await forgetUnpaidOrders(redis, prefix, await redis.zrange(key, '0', '-1'));
  await redis.del(key);
}
