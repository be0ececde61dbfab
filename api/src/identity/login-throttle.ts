import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CONFIG, type Config } from '../platform/config.js';
import { REDIS } from '../platform/redis/redis.js';

/**
 * Login attempts are limited per account (failed attempts in a window, as the contract sets) and
 * per client address (all attempts per minute), in Redis so that every API instance shares them.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  private accountKey = (email: string) => `${this.config.REDIS_PREFIX}:login-failures:${email.toLowerCase()}`;
  private addressKey = (address: string) => `${this.config.REDIS_PREFIX}:login-attempts:${address}`;

  /** Counts this attempt against the address; true when the account or the address is over its limit. */
  async blocked(email: string, address: string): Promise<boolean> {
    const [[, attempts], [, failures]] = (await this.redis.multi().incr(this.addressKey(address)).get(this.accountKey(email)).exec()) as [
      [null, number],
      [null, string | null],
    ];
    if (attempts === 1) await this.redis.expire(this.addressKey(address), 60);
    return attempts > this.config.LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE || Number(failures ?? 0) >= this.config.LOGIN_FAILURES_PER_ACCOUNT;
  }

  async failed(email: string): Promise<void> {
    const key = this.accountKey(email);
    const [[, failures]] = (await this.redis.multi().incr(key).exec()) as [[null, number]];
    if (failures === 1) await this.redis.expire(key, this.config.LOGIN_FAILURE_WINDOW_MINUTES * 60);
  }
}
