import type { Redis } from 'ioredis';

/**
 * Fixed windows counted in Redis, so every API instance shares one count. A window starts with the
 * first amount taken under its key and ends `windowSeconds` later, when the key expires.
 *
 * One Lua script reads, decides and writes, so two instances taking at once can never both pass the
 * last place, and a key never outlives its window (an INCR then EXPIRE in two calls could leave a
 * key without expiry, refusing its address for good after a crash between them). An amount that
 * would go over the limit is refused and not counted: a refused upload does not eat into its quota.
 */
const TAKE = `
local ttl = redis.call('PTTL', KEYS[1])
local used = 0
if ttl > 0 then used = tonumber(redis.call('GET', KEYS[1])) else ttl = tonumber(ARGV[2]) end
local amount = tonumber(ARGV[3])
if used + amount > tonumber(ARGV[1]) then return {0, used, ttl} end
if used == 0 then redis.call('SET', KEYS[1], amount, 'PX', ttl) else redis.call('INCRBY', KEYS[1], amount) end
return {1, used + amount, ttl}
`;

/** The count of a key's window and what is left of it; an unknown key is an empty window. */
const PEEK = `
local ttl = redis.call('PTTL', KEYS[1])
if ttl <= 0 then return {0, 0} end
return {tonumber(redis.call('GET', KEYS[1])), ttl}
`;

export interface Taken {
  /** Whether the amount fitted, and so was counted. */
  allowed: boolean;
  /** What the window holds now (with the amount when it was allowed). */
  used: number;
  /** Whole seconds until the window ends, at least 1: the answer's `Retry-After`. */
  retryAfterSeconds: number;
}

type Scripted = Redis & {
  rateWindowTake(key: string, limit: number, windowMs: number, amount: number): Promise<[number, number, number]>;
  rateWindowPeek(key: string): Promise<[number, number]>;
};

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export class RateWindows {
  private readonly redis: Scripted;

  constructor(redis: Redis) {
    // ioredis sends a defined command by its hash (EVALSHA), loading the script when Redis lacks it.
    if (!('rateWindowTake' in redis)) {
      redis.defineCommand('rateWindowTake', { numberOfKeys: 1, lua: TAKE });
      redis.defineCommand('rateWindowPeek', { numberOfKeys: 1, lua: PEEK });
    }
    this.redis = redis as Scripted;
  }

  /** Counts `amount` into the key's window when the window stays within `limit`. */
  async take(key: string, limit: number, windowSeconds: number, amount = 1): Promise<Taken> {
    const [allowed, used, ttl] = await this.redis.rateWindowTake(key, limit, windowSeconds * 1000, amount);
    return { allowed: allowed === 1, used, retryAfterSeconds: seconds(ttl) };
  }

  /** The key's count without adding to it (0 when no window is open). */
  async peek(key: string): Promise<{ used: number; retryAfterSeconds: number }> {
    const [used, ttl] = await this.redis.rateWindowPeek(key);
    return { used, retryAfterSeconds: seconds(ttl) };
  }
}
