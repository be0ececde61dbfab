import { createHmac } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Config } from '../platform/config.js';
import { normaliseEmail } from './users.repository.js';

/**
 * The Redis keys that count what is done with an email (failed logins, reset codes asked for, wrong
 * codes). The email is an HMAC under a key derived from JWT_SECRET: a plain hash of a known address
 * is found by hashing it, so Redis would still say who had been trying to log in after an erasure.
 */
export function emailCounterKeys(config: Pick<Config, 'REDIS_PREFIX' | 'JWT_SECRET'>, email: string) {
  const key = createHmac('sha256', config.JWT_SECRET).update('email-counters').digest();
  const id = createHmac('sha256', key).update(normaliseEmail(email)).digest('base64url');
  return {
    loginFailures: `${config.REDIS_PREFIX}:login-failures:${id}`,
    resetCodes: `${config.REDIS_PREFIX}:password-reset:codes:${id}`,
    resetFailures: `${config.REDIS_PREFIX}:password-reset:failures:${id}`,
  };
}

/** Drops every counter kept for the email (an erasure). */
export async function forgetEmailCounters(redis: Redis, config: Pick<Config, 'REDIS_PREFIX' | 'JWT_SECRET'>, email: string): Promise<void> {
  await redis.del(...Object.values(emailCounterKeys(config, email)));
}
