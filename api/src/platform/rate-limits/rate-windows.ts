import type { Redis } from 'ioredis';

/**
 * Fixed windows counted in Redis, so every API instance shares one count. A window starts with the
 * first amount taken under its key and ends `windowSeconds` later, when the key expires.
 *
 * One Lua script reads, decides and writes, so two instances taking at once can never both pass the
 * last place, and a key never outlives its window (an INCR then EXPIRE in two calls could leave a
 * key without expiry, refusing its address for good after a crash between them). An amount is taken
 * from several windows at once (an address's and an account's) or from none: what would go over a
 * limit is refused and not counted anywhere, so a refused upload does not eat into its quota.
 *
 * KEYS: the windows; ARGV: the amount, then each window's limit and length (ms).
 * Answers: allowed (1 or 0), the ms to wait (the longest of the refusing windows, or of all when
 * allowed), then each window's count after the take.
 */
const TAKE = `
local amount = tonumber(ARGV[1])
local used, ttls = {}, {}
local refused, wait, longest = false, 0, 0
for i, key in ipairs(KEYS) do
  local ttl = redis.call('PTTL', key)
  used[i] = 0
  if ttl > 0 then used[i] = tonumber(redis.call('GET', key)) else ttl = tonumber(ARGV[2 * i + 1]) end
  ttls[i] = ttl
  if ttl > longest then longest = ttl end
  if used[i] + amount > tonumber(ARGV[2 * i]) then
    refused = true
    if ttl > wait then wait = ttl end
  end
end
if refused then return {0, wait, unpack(used)} end
for i, key in ipairs(KEYS) do
  if used[i] == 0 then redis.call('SET', key, amount, 'PX', ttls[i]) else redis.call('INCRBY', key, amount) end
  used[i] = used[i] + amount
end
return {1, longest, unpack(used)}
`;

/** The count of a key's window and what is left of it; an unknown key is an empty window. */
const PEEK = `
local ttl = redis.call('PTTL', KEYS[1])
if ttl <= 0 then return {0, 0} end
return {tonumber(redis.call('GET', KEYS[1])), ttl}
`;

/** One window to take from: its key, the most it may hold, and its length. */
export interface Window {
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface Taken {
  /** Whether the amount fitted every window, and so was counted in each. */
  allowed: boolean;
  /** What each window holds now (with the amount when it was allowed), in the order given. */
  used: number[];
  /** Whole seconds, at least 1, until the refusing windows end (the answer's `Retry-After`); when allowed, until the last window ends. */
  retryAfterSeconds: number;
}

type Scripted = Redis & {
  rateWindowTake(keyCount: number, ...keysThenArguments: (string | number)[]): Promise<number[]>;
  rateWindowPeek(key: string): Promise<[number, number]>;
};

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export class RateWindows {
  private readonly redis: Scripted;

  constructor(redis: Redis) {
    // ioredis sends a defined command by its hash (EVALSHA), loading the script when Redis lacks it.
    if (!('rateWindowTake' in redis)) {
      redis.defineCommand('rateWindowTake', { lua: TAKE });
      redis.defineCommand('rateWindowPeek', { numberOfKeys: 1, lua: PEEK });
    }
    this.redis = redis as Scripted;
  }

  /** Counts `amount` into every window when each stays within its limit, else into none. */
  async take(windows: readonly Window[], amount = 1): Promise<Taken> {
    const limits = windows.flatMap(({ limit, windowSeconds }) => [limit, windowSeconds * 1000]);
    const [allowed, waitMs, ...used] = await this.redis.rateWindowTake(windows.length, ...windows.map((w) => w.key), amount, ...limits);
    return { allowed: allowed === 1, used, retryAfterSeconds: seconds(waitMs!) };
  }

  /** The key's count without adding to it (0 when no window is open). */
  async peek(key: string): Promise<{ used: number; retryAfterSeconds: number }> {
    const [used, ttl] = await this.redis.rateWindowPeek(key);
    return { used, retryAfterSeconds: seconds(ttl) };
  }
}
